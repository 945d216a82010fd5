import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget for the JavaScript the landing route loads (issue 2), gzip-compressed. */
export const LANDING_BUDGET_BYTES = 200 * 1024;

/** The landing page's lazy chunk: Vite names chunks after the module (Landing.page.tsx). */
const LANDING_CHUNK = /(^|\/)Landing\.page-[\w-]+\.js$/;

/**
 * The JavaScript a browser loads for `/`: index.html's module script, its
 * modulepreloads, everything those import statically, and the landing route's
 * lazy chunk with its static imports (it is fetched before the page can render).
 * Each file counts with its own gzip size, as CloudFront compresses per file.
 */
export async function measureLandingBundle(distDir: string): Promise<{ gzipBytes: number; files: string[] }> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const roots = [
    ...matchAll(html, /<script\b[^>]*type=["']module["'][^>]*\bsrc=["']([^"']+)["']/g),
    ...matchAll(html, /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*type=["']module["']/g),
    ...matchAll(html, /<link\b[^>]*rel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g),
    ...matchAll(html, /<link\b[^>]*\bhref=["']([^"']+)["'][^>]*rel=["']modulepreload["']/g),
  ].map((src) => toDistPath(src));
  if (roots.length === 0) throw new Error(`${distDir}/index.html has no module script`);

  const seen = new Set<string>();
  const sources = new Map<string, string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(join(distDir, file), 'utf8');
    sources.set(file, code);
    for (const spec of staticImports(code)) {
      // Only local chunks count; a string in minified code that merely looks like an import is skipped.
      const target = resolveSpec(file, spec);
      if (/^[./]/.test(spec) && target.endsWith('.js') && existsSync(join(distDir, target)))
        await visit(target);
    }
  };
  for (const root of new Set(roots)) await visit(root);

  // The landing chunk is referenced by a dynamic import() from the entry graph.
  const landing = [...sources.values()]
    .flatMap((code) => dynamicImports(code))
    .find((spec) => LANDING_CHUNK.test(spec));
  const entry = roots[0] as string;
  if (landing) await visit(resolveSpec(entry, landing));

  const files = [...seen].sort();
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(join(distDir, file))).length;
  return { gzipBytes, files };
}

function matchAll(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] as string);
}

function toDistPath(src: string): string {
  return src.replace(/^\.?\//, '');
}

/** `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"` in minified output. */
function staticImports(code: string): string[] {
  return matchAll(code, /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g);
}

function dynamicImports(code: string): string[] {
  return matchAll(code, /import\(\s*["'`]([^"'`]+)["'`]\s*\)/g);
}

/** Resolves a chunk-relative or root-relative specifier to a path inside dist. */
function resolveSpec(fromFile: string, spec: string): string {
  if (spec.startsWith('/')) return spec.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), spec));
}

/** Human-readable figure used by the build plugin and `npm run bench`. */
export function formatLandingBundle(result: { gzipBytes: number; files: string[] }): string {
  const kb = (result.gzipBytes / 1024).toFixed(1);
  const budget = (LANDING_BUDGET_BYTES / 1024).toFixed(0);
  return `landing route JS: ${kb} KB gzipped in ${result.files.length} files (budget ${budget} KB)`;
}

// `tsx scripts/bench-web.ts [distDir]` prints the figure on its own.
if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === '') {
  const distDir = process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..', 'web', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No build in ${distDir}: run npm run build first.`);
    process.exit(1);
  }
  console.log(formatLandingBundle(await measureLandingBundle(distDir)));
}
