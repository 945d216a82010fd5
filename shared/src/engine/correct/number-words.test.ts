import { beforeAll, describe, expect, it } from 'vitest';
import { numberWords } from './number-words';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(numberWords, text);

describe('number words', () => {
  beforeAll(loadRuleContext);

  it('writes numbers as digits before a unit, in decimals and dimensions', () => {
    expect(run('auf zwölf Millimeter aufgetrieben')).toBe('auf 12 Millimeter aufgetrieben');
    expect(run('thorakal vier Komma eins Zentimeter')).toBe('thorakal 4 Komma 1 Zentimeter');
    expect(run('Restharn fünfzig Milliliter')).toBe('Restharn 50 Milliliter');
    expect(run('drei mal vier Zentimeter')).toBe('3 mal 4 Zentimeter');
    expect(run('null Komma acht Zentimeter')).toBe('0 Komma 8 Zentimeter');
    expect(run('zweiundzwanzig Millimeter')).toBe('22 Millimeter');
    expect(run('von acht auf elf Millimeter')).toBe('von 8 auf 11 Millimeter');
    expect(run('zwei bis drei Zentimeter')).toBe('2 bis 3 Zentimeter');
    expect(run('zuvor ein Komma sechs Zentimeter')).toBe('zuvor 1 Komma 6 Zentimeter');
    expect(run('von zwei Knoten auf drei Zentimeter')).toBe('von zwei Knoten auf 3 Zentimeter');
  });

  it('keeps counting words as words', () => {
    for (const text of [
      'seit zwei Monaten zunehmend',
      'in zwei Ebenen',
      'zwei kleine isoechogene Knoten',
      'Fünf lumbale Wirbelkörper',
      'in allen vier Quadranten',
      'eine Zyste von einem Zentimeter',
    ]) {
      expect(run(text)).toBe(text);
    }
  });
});
