/**
 * `npm run eval`: the engine measured on the development corpus (../shared/corpus) and on the
 * held-out set (test/fixtures/holdout). Prints token error rates, cases made worse, section
 * assignment accuracy and contradiction figures; `--set DIR` adds a set laid out like the corpus
 * (DIR/dictation, DIR/reports). How it counts: scripts/eval/dictation.ts,
 * scripts/eval/contradictions.ts and docs/engine.md. `--verbose` adds per-case figures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGermanDictionary } from '../shared/src/engine/adapters/nspell-dictionary';
import { format, generate, setDefaultDictionary } from '../shared/src/engine/index';
import { type AnnotatedReport, evaluateContradictions } from './eval/contradictions';
import {
  type DictationCase,
  editDistance,
  type SetFigures,
  scoreCase,
  summarize,
  textTokens,
  withoutLabelLines,
} from './eval/dictation';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const verbose = process.argv.includes('--verbose');

function readCases<T>(dir: string): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
}

function evaluateDictation(cases: readonly DictationCase[]): SetFigures {
  return summarize(cases.map((c) => scoreCase(c, format(c.raw).text, generate(c.raw).sections)));
}

/**
 * format() on reports that are already correct should give them back as they are: how many it
 * changes, and by how many token edits (same tokens as the token error rate, labels aside).
 */
function formatFinished(reports: readonly string[]): { changed: number; edits: number } {
  let changed = 0;
  let edits = 0;
  for (const report of reports) {
    const distance = editDistance(
      textTokens(withoutLabelLines(format(report).text)),
      textTokens(withoutLabelLines(report)),
    );
    if (distance > 0) changed++;
    edits += distance;
  }
  return { changed, edits };
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

function printSet(name: string, dictationDir: string, reportsDir: string): void {
  console.log(`\n${name}`);
  const dictation = readCases<DictationCase>(dictationDir);
  if (dictation.length > 0) {
    const figures = evaluateDictation(dictation);
    console.log(`  dictation cases:                  ${figures.cases}`);
    console.log(`  token error rate, raw:            ${pct(figures.rawTer)}`);
    console.log(`  token error rate, engine:         ${pct(figures.engineTer)}`);
    console.log(
      `  cases made worse:                 ${figures.worse.length}${figures.worse.length ? ` (${figures.worse.join(', ')})` : ''}`,
    );
    console.log(`  section assignment (generate):    ${pct(figures.sectionAccuracy)}`);
    if (verbose) {
      for (const s of figures.perCase) {
        console.log(
          `    ${s.id}: raw ${pct(s.rawErrors / s.referenceTokens)}, engine ${pct(s.engineErrors / s.referenceTokens)}, sections ${pct(s.sectionMatched / Math.max(1, s.sectionTokens))}`,
        );
      }
    }
  } else console.log(`  no dictation cases in ${dictationDir}`);
  const reports = readCases<AnnotatedReport>(reportsDir);
  if (reports.length > 0) {
    const figures = evaluateContradictions(reports);
    console.log(`  contradiction reports:            ${reports.length}`);
    console.log(`  contradiction recall:             ${pct(figures.recall)}`);
    console.log(`  contradiction precision:          ${pct(figures.precision)}`);
    console.log(`  clean reports flagged:            ${pct(figures.cleanFlaggedShare)}`);
    const finished = formatFinished(reports.map((r) => r.report));
    console.log(
      `  finished reports format changed:  ${finished.changed} of ${reports.length} (${finished.edits} token edits)`,
    );
  } else console.log(`  no annotated reports in ${reportsDir}`);
}

setDefaultDictionary(await loadGermanDictionary());
const corpus = join(repoRoot, '..', 'shared', 'corpus');
printSet(`Development corpus (${corpus})`, join(corpus, 'dictation'), join(corpus, 'reports'));
const holdout = join(repoRoot, 'test', 'fixtures', 'holdout');
printSet(`Held-out set (${holdout})`, join(holdout, 'dictation'), join(holdout, 'reports'));
const developed = join(repoRoot, 'test', 'fixtures', 'developed');
printSet(
  `Developed sets (${developed}; once unseen, now used for development)`,
  join(developed, 'dictation'),
  join(developed, 'reports'),
);
// `--set DIR` measures any further set laid out like the corpus (DIR/dictation, DIR/reports).
const setIndex = process.argv.indexOf('--set');
const extraSet = setIndex > 0 ? process.argv[setIndex + 1] : undefined;
if (extraSet) printSet(`Extra set (${extraSet})`, join(extraSet, 'dictation'), join(extraSet, 'reports'));
