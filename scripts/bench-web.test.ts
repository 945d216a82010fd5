import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureLandingBundle } from './bench-web';

describe('Function: measureLandingBundle', () => {
  let dist: string;
  const files: Record<string, string> = {
    'index.html':
      '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/vendor-b2.js">',
    // Minified Vite output: static imports without spaces, lazy pages through import(`...`).
    'assets/index-a1.js':
      'import{a as e}from"./vendor-b2.js";import"./shared-c3.js";const p={landing:()=>import(`./Landing.page-d4.js`),terms:()=>import(`./Terms.page-e5.js`)};',
    'assets/vendor-b2.js': 'export const a=1;'.repeat(20),
    'assets/shared-c3.js': 'export const s="import(\\"./not-a-chunk.js\\")";',
    'assets/Landing.page-d4.js': 'import{a}from"./vendor-b2.js";import{t}from"./landing-dep-f6.js";export{};',
    'assets/landing-dep-f6.js': 'export const t=2;',
    'assets/Terms.page-e5.js': 'export const terms="long legal text";',
  };

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'bench-web-'));
    await mkdir(join(dist, 'assets'));
    for (const [name, content] of Object.entries(files)) await writeFile(join(dist, name), content);
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('counts the entry, its static imports and modulepreloads, and the landing chunk with its imports', async () => {
    const result = await measureLandingBundle(dist);
    expect(result.files).toEqual([
      'assets/Landing.page-d4.js',
      'assets/index-a1.js',
      'assets/landing-dep-f6.js',
      'assets/shared-c3.js',
      'assets/vendor-b2.js',
    ]);
  });

  it('sums the gzip size of each file', async () => {
    const result = await measureLandingBundle(dist);
    const expected = result.files
      .map((file) => gzipSync(files[file] as string).length)
      .reduce((sum, size) => sum + size, 0);
    expect(result.gzipBytes).toBe(expected);
  });

  it('fails clearly when index.html has no module script', async () => {
    await writeFile(join(dist, 'index.html'), '<html></html>');
    await expect(measureLandingBundle(dist)).rejects.toThrow('has no module script');
  });
});
