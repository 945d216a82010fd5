import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FINDING_SCAN,
  FINDING_SCANNER,
  SIDE_PATTERNS,
  SIDE_SCANNER,
  STRUCTURE_SCANNER,
  STRUCTURES,
} from './lexicon';
import { type EntryHit, lexiconScanner } from './scanner';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const reports = [`${root}../shared/corpus/reports`, `${root}test/fixtures/holdout/reports`].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { report: string }).report),
);

/** What the scanner stands in for: one combined regex, one group per entry, over the whole text. */
function combinedScan(regexes: RegExp[], text: string): EntryHit[] {
  const regex = new RegExp(regexes.map((r) => `(${r.source})`).join('|'), 'giu');
  return [...text.matchAll(regex)]
    .filter((m) => m[0].length > 0)
    .map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      entry: m.slice(1).findIndex((g) => g !== undefined),
    }));
}

describe('lexiconScanner', () => {
  const scanner = lexiconScanner(
    [/nebennier/giu, /niere|nephr/giu, /vena\s+portae|portal/giu, /portae/giu].map((regex) => ({
      regex,
      spanning: /\\s/.test(regex.source) ? /vena\s+portae/giu : null,
    })),
  );

  it('gives a position to the first listed entry, inside compounds too', () => {
    expect(scanner.scan('Nebenniere links, Hydronephrose')).toEqual([
      { start: 0, end: 9, entry: 0 },
      { start: 23, end: 28, entry: 1 },
    ]);
  });

  it('finds entries that span words, and they hide the word entries inside them', () => {
    expect(scanner.scan('Vena portae offen, portae')).toEqual([
      { start: 0, end: 11, entry: 2 },
      { start: 19, end: 25, entry: 3 },
    ]);
  });

  it.each([
    ['structures', STRUCTURE_SCANNER, STRUCTURES.map((s) => s.term.regex)],
    ['findings', FINDING_SCANNER, FINDING_SCAN.map((f) => f.term.regex)],
    ['sides', SIDE_SCANNER, SIDE_PATTERNS.map((p) => p.regex)],
  ] as const)('finds the %s a combined regex finds in every corpus report', (_name, lexicon, regexes) => {
    for (const text of reports) expect(lexicon.scan(text)).toEqual(combinedScan([...regexes], text));
  });
});
