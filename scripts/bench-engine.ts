/**
 * Engine benchmark: format + check on a 1,000-word dictation built from the development corpus's
 * raw transcripts, timed after warm-up. The dictionary is loaded once before timing, as in a
 * long-running process. Printed by `npm run bench` (scripts/bench.ts).
 *
 * Timed on the engine as it ships: bundled and minified by esbuild like the Lambda functions
 * (infra/lib/constructs/api-function.ts), not through tsx, whose keepNames wraps every function
 * defined inside a hot function in a naming call (about a twentieth of the time under tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as Engine from '../shared/src/engine/index';
import type { WordList } from '../shared/src/engine/text/word-knowledge';

const corpusDir = fileURLToPath(new URL('../../shared/corpus/dictation', import.meta.url));
const WORDS = 1000;
/** V8 needs a few hundred calls to settle (p50 of the first 100 runs is about 1.5x the steady one). */
export const WARMUP = 300;
const RUNS = 500;

/** The corpus transcripts one after another, cut to exactly `words` words. */
export function buildDictation(words = WORDS): string {
  const raws = readdirSync(corpusDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => (JSON.parse(readFileSync(join(corpusDir, name), 'utf8')) as { raw: string }).raw);
  const pieces: string[] = [];
  for (let i = 0; pieces.length < words; i++) pieces.push(...(raws[i % raws.length] as string).split(/\s+/));
  return pieces.slice(0, words).join(' ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function timed(run: () => unknown, runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface ShippedEngine {
  check: typeof Engine.check;
  format: typeof Engine.format;
  loadGermanDictionary: () => Promise<WordList>;
}

/** The engine and its dictionary adapter bundled as the functions bundle them, then imported. */
async function shippedEngine(): Promise<ShippedEngine> {
  const outfile = join(repoRoot, 'node_modules/.cache/bench-engine/engine.mjs');
  await build({
    stdin: {
      contents: [
        "export { check, format } from './shared/src/engine/index';",
        "export { loadGermanDictionary } from './shared/src/engine/adapters/nspell-dictionary';",
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // As infra/lib/constructs/api-function.ts bundles the functions: regex literals stay literals.
    supported: { 'regexp-unicode-property-escapes': true },
    minify: true,
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return (await import(pathToFileURL(outfile).href)) as ShippedEngine;
}

export async function benchEngine(): Promise<{
  p50Ms: number;
  p99Ms: number;
  firstMs: number;
  warmingP50Ms: number;
  words: number;
}> {
  const { check, format, loadGermanDictionary } = await shippedEngine();
  const dictionary = await loadGermanDictionary();
  const dictation = buildDictation();
  const run = () => check(format(dictation, { dictionary }).text);
  const [firstMs = Number.NaN] = timed(run, 1);
  const warming = timed(run, 100);
  timed(run, WARMUP - 101);
  const times = timed(run, RUNS);
  return {
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    firstMs,
    warmingP50Ms: percentile(warming, 50),
    words: dictation.split(/\s+/).length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await benchEngine());
}
