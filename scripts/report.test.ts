/**
 * The report CLI as a user runs it: a real process per call, JSON lines on stdout, one clear
 * message on stderr for bad input.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
let dir: string;

function report(...args: string[]) {
  const result = spawnSync(tsx, [join(repoRoot, 'scripts', 'report.ts'), ...args], {
    encoding: 'utf8',
    cwd: repoRoot,
    timeout: 120_000,
  });
  const lines = result.stdout.split('\n').filter((line) => line !== '');
  return {
    status: result.status,
    stderr: result.stderr,
    lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const corpusRaw = (id: string) =>
  (
    JSON.parse(readFileSync(join(repoRoot, '..', 'shared', 'corpus', 'dictation', `${id}.json`), 'utf8')) as {
      raw: string;
    }
  ).raw;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'report-cli-'));
  writeFileSync(join(dir, 'a.txt'), corpusRaw('d01'));
  writeFileSync(join(dir, 'b.txt'), corpusRaw('d04'));
  writeFileSync(join(dir, 'empty.txt'), '  \n');
  writeFileSync(join(dir, 'binary.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
  writeFileSync(
    join(dir, 'vocab.json'),
    JSON.stringify([{ originalWord: 'Kurzachse', correctedWord: 'Kurzachsendurchmesser' }]),
  );
  writeFileSync(join(dir, 'bad-vocab.json'), '{"originalWord": 1}');
  writeFileSync(
    join(dir, 'template.html'),
    '<p>[CLINICAL_HISTORY]</p><p>Leber: normal.</p><p>[FINDINGS]</p><p>[IMPRESSION]</p>',
  );
  writeFileSync(
    join(dir, 'report.txt'),
    'Befund:\nNiere rechts mit 2 cm Zyste.\n\nBeurteilung:\nNierenzyste rechts.',
  );
});

describe('report CLI', () => {
  it('formats files in input order, with vocabulary and contradictions', () => {
    const { status, lines } = report(
      'format',
      '--contradictions',
      '--vocabulary',
      join(dir, 'vocab.json'),
      join(dir, 'b.txt'),
      join(dir, 'a.txt'),
    );
    expect(status).toBe(0);
    expect(lines.map((line) => line.file)).toEqual([join(dir, 'b.txt'), join(dir, 'a.txt')]);
    expect(Object.keys(lines[0] ?? {})).toEqual(['file', 'formattedContent', 'detectedContradictions']);
    expect(lines[1]?.formattedContent).toContain('<strong>Befund:</strong>');
    expect(lines[1]?.formattedContent).toContain('Kurzachsendurchmesser');
    expect(Array.isArray(lines[0]?.detectedContradictions)).toBe(true);
  }, 120_000);

  it('fills a template, generates and checks', () => {
    const filled = report('fill', '--template', join(dir, 'template.html'), join(dir, 'a.txt'));
    expect(filled.status).toBe(0);
    expect(Object.keys(filled.lines[0] ?? {})).toEqual(['file', 'populatedHtml']);
    expect(filled.lines[0]?.populatedHtml).toContain('Plattenepithelkarzinom');

    const generated = report('generate', join(dir, 'b.txt'));
    expect(Object.keys(generated.lines[0] ?? {})).toEqual([
      'file',
      'populatedHtml',
      'detectedContradictions',
    ]);
    expect(generated.lines[0]?.detectedContradictions).toEqual([]);
    expect(generated.lines[0]?.populatedHtml).toContain('<strong>Beurteilung:</strong>');

    const checked = report('check', join(dir, 'report.txt'));
    expect(checked.status).toBe(0);
    expect(Object.keys(checked.lines[0] ?? {})).toEqual(['file', 'contradictions']);
  }, 120_000);

  it('handles hundreds of files in one process', () => {
    const files = Array.from({ length: 300 }, (_, i) => {
      const file = join(dir, `many-${i}.txt`);
      writeFileSync(file, `Befund Doppelpunkt Zyste mit ${i} Millimeter Punkt`);
      return file;
    });
    const { status, lines } = report('format', ...files);
    expect(status).toBe(0);
    expect(lines).toHaveLength(300);
    expect(lines[299]?.formattedContent).toContain('Zyste mit 299 mm.');
  }, 120_000);

  it.each([
    [['bogus', 'x.txt'], /unknown command "bogus"/],
    [['format'], /no input files/],
    [['format', '/does/not/exist.txt'], /does not exist/],
    [['format', 'EMPTY'], /is empty/],
    [['check', 'BINARY'], /is binary/],
    [['format', '--vocabulary', 'BADVOCAB', 'A'], /vocabulary file .* must be a JSON array/],
    [['fill', 'A'], /needs --template/],
  ])(
    'rejects bad input %j with one clear message',
    (args, message) => {
      const resolved = args.map(
        (arg) =>
          ({
            EMPTY: join(dir, 'empty.txt'),
            BINARY: join(dir, 'binary.txt'),
            BADVOCAB: join(dir, 'bad-vocab.json'),
            A: join(dir, 'a.txt'),
          })[arg] ?? arg,
      );
      const { status, stderr, lines } = report(...resolved);
      expect(status).not.toBe(0);
      expect(lines).toEqual([]);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    120_000,
  );
});
