/**
 * correct() as a whole: the corpus (every case closer to the reference than its raw transcript,
 * d11 untouched) and properties that must hold for any input: numbers, sides and negations
 * survive, and correct text is a fixed point.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGermanDictionary } from '../adapters/nspell-dictionary';
import type { WordList } from '../text/word-knowledge';
import { correct } from './index';
import { extractInvariants } from './invariants';
import { dictation } from './test-support';

const corpusDir = fileURLToPath(new URL('../../../../../shared/corpus/dictation', import.meta.url));
interface Case {
  id: string;
  raw: string;
  reference: string;
}
const cases: Case[] = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(corpusDir, name), 'utf8')) as Case);

const words = (text: string) => text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [];
function distance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] as number;
}

let dictionary: WordList;
beforeAll(async () => {
  dictionary = await loadGermanDictionary();
});

describe('correct on the development corpus', () => {
  it('has the corpus', () => expect(cases.length).toBeGreaterThanOrEqual(16));

  it.each(cases.map((c) => [c.id, c] as const))('%s is no worse than the raw transcript', (_id, c) => {
    const reference = words(c.reference);
    const out = correct(c.raw, { dictionary }).text;
    expect(distance(words(out), reference)).toBeLessThanOrEqual(distance(words(c.raw), reference));
  });

  it('leaves d11 (already correct) exactly as it is', () => {
    const d11 = cases.find((c) => c.id === 'd11') as Case;
    expect(correct(d11.raw, { dictionary }).text).toBe(d11.raw);
  });

  it('keeps every number, side and negation of every case', () => {
    for (const c of cases)
      expect(extractInvariants(correct(c.raw, { dictionary }).text)).toEqual(extractInvariants(c.raw));
  });

  it('is a fixed point on its own output and on the references', () => {
    for (const c of cases) {
      const once = correct(c.raw, { dictionary }).text;
      expect(correct(once, { dictionary }).text).toBe(once);
      expect(correct(c.reference, { dictionary }).text).toBe(c.reference);
    }
  });
});

const reportsDir = fileURLToPath(new URL('../../../../../shared/corpus/reports', import.meta.url));
const reports = readdirSync(reportsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(reportsDir, name), 'utf8')) as { id: string; report: string });

describe('correct on finished reports (corpus/reports: already correct text)', () => {
  it.each(reports.map((r) => [r.id, r] as const))('%s stays exactly as it is', (_id, r) => {
    expect(correct(r.report, { dictionary }).text).toBe(r.report);
  });

  it('keeps numbers, sides and negations even where it joins words', () => {
    for (const r of reports)
      expect(extractInvariants(correct(r.report, { dictionary }).text)).toEqual(extractInvariants(r.report));
  });
});

describe('correct: properties', () => {
  it('keeps numbers (in order), sides and negations of any dictation', () => {
    fc.assert(
      fc.property(dictation, (text) => {
        expect(extractInvariants(correct(text, { dictionary }).text)).toEqual(extractInvariants(text));
      }),
      { numRuns: 300 },
    );
  });

  it('counts qualifiers that date or weigh a finding, not layout commands', () => {
    expect(extractInvariants('neu aufgetretene, akute Blutung; neuaufgetreten').qualifiers).toBe(3);
    expect(extractInvariants('neuer Absatz neue Zeile Pneumonie Neuroforamen neun neunzehn').qualifiers).toBe(
      0,
    );
  });

  it('counts Roman numerals as numbers: a grade or a ray may not be lost', () => {
    expect(extractInvariants('Schatzker II, Os metatarsale III, Typ IV').numbers).toEqual([
      'II',
      'III',
      'IV',
    ]);
    expect(extractInvariants('Schatzker, Os metatarsale').numbers).toEqual([]);
    expect(extractInvariants('A. poplitea li., V. femoralis re.').sides).toBe(2);
  });

  it('treats words named like object properties as words', () => {
    expect(correct('valueOf constructor toString Punkt', { dictionary }).text).toBe(
      'ValueOf constructor toString.',
    );
    expect(correct('&constructor; hasOwnProperty', { dictionary }).text).toBe(
      '&constructor; hasOwnProperty.',
    );
  });

  it('never throws and never returns more than a few characters per input word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const out = correct(text, { dictionary }).text;
        expect(out.length).toBeLessThanOrEqual(text.length * 2 + 2);
      }),
      { numRuns: 300 },
    );
  });
});
