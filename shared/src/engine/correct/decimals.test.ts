import { beforeAll, describe, expect, it } from 'vitest';
import { decimals } from './decimals';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(decimals, text);

describe('decimals', () => {
  beforeAll(loadRuleContext);

  it('joins digits around a spoken Komma into a decimal comma', () => {
    expect(run('4 Komma 6 mal 3 Komma 9')).toBe('4,6 mal 3,9');
    expect(run('PSA-Dichte 0 Komma 07')).toBe('PSA-Dichte 0,07');
  });

  it('leaves a Komma between words for the punctuation rule', () => {
    expect(run('Leber Komma Milz 2 Komma Nieren')).toBe('Leber Komma Milz 2 Komma Nieren');
  });

  it('reads a comma the recognizer wrote between two numbers before a spelled-out unit as a decimal', () => {
    expect(run('Querdurchmesser von 7, 8 Zentimeter')).toBe('Querdurchmesser von 7,8 Zentimeter');
    expect(run('Hals 2, 1 Millimeter lang')).toBe('Hals 2,1 Millimeter lang');
  });

  it('leaves a written comma before a unit symbol, and a list of numbers, as they are', () => {
    expect(run('Läsion in Segment 7, 12 mm')).toBe('Läsion in Segment 7, 12 mm');
    expect(run('Segmente 6, 7, 8 Millimeter')).toBe('Segmente 6, 7, 8 Millimeter');
    expect(run('LWK 2 und 3, 4 Millimeter')).toBe('LWK 2 und 3, 4 Millimeter');
  });
});
