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
});
