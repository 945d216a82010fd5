import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateContradictions } from '../../../../scripts/eval/contradictions';
import { check } from './index';
import { report } from './test-report';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function load(dir: string) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')));
}

const corpusDir = `${root}../shared/corpus/reports`;
const holdoutDir = `${root}test/fixtures/holdout/reports`;

describe('developed sets (test/fixtures/developed: 6,210 reports once unseen, now developed against)', () => {
  it('keep their figures: recall at least 0.78, precision at least 0.85, at most 0.08 of clean reports flagged', () => {
    const figures = evaluateContradictions(load(`${root}test/fixtures/developed/reports`));
    expect(figures.errors).toBeGreaterThan(1000);
    expect(figures.recall).toBeGreaterThanOrEqual(0.78);
    expect(figures.precision).toBeGreaterThanOrEqual(0.85);
    expect(figures.cleanFlaggedShare).toBeLessThanOrEqual(0.08);
    // 6,210 reports: a few seconds, more on a loaded machine.
  }, 60_000);
});

describe('targets', () => {
  it.each([
    ['development corpus', corpusDir],
    ['held-out reports', holdoutDir],
  ])('%s: recall at least 0.85 with at most 0.1 of clean reports flagged', (_name, dir) => {
    const figures = evaluateContradictions(load(dir));
    expect(figures.errors).toBeGreaterThan(0);
    expect(figures.recall).toBeGreaterThanOrEqual(0.85);
    expect(figures.cleanFlaggedShare).toBeLessThanOrEqual(0.1);
  });
});

describe('contract', () => {
  const words = [
    'Keine',
    'kein',
    'ohne',
    'links',
    'rechts',
    'beidseits',
    'Erguss',
    'Fraktur',
    '2,3 cm',
    '23 mm',
    'x',
    'Befund:',
    'Beurteilung:',
    'Patientin',
    'Prostata',
    '.',
    ',',
    '\n',
    'Z.n.',
    'Nephrektomie',
    'Niere',
    'nicht',
    'nachweisbar',
    '(',
    ')',
  ];
  const sentence = fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' '));

  it('never throws and returns evidence that is an exact substring', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          sentence,
          fc.tuple(sentence, sentence).map(([a, b]) => report(a, b)),
        ),
        (text) => {
          for (const c of check(text)) {
            expect(c.evidence.length).toBeGreaterThan(0);
            for (const e of c.evidence) expect(text.includes(e)).toBe(true);
            expect(c.text.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives the same ids for the same report', () => {
    fc.assert(
      fc.property(
        fc.tuple(sentence, sentence).map(([a, b]) => report(a, b)),
        (text) => {
          expect(check(text).map((c) => c.id)).toEqual(check(text).map((c) => c.id));
        },
      ),
      { numRuns: 100 },
    );
  });
});
