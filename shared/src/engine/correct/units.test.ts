import { beforeAll, describe, expect, it } from 'vitest';
import { loadRuleContext, runFamily } from './test-support';
import { units } from './units';

const run = (text: string) => runFamily(units, text);

describe('units', () => {
  beforeAll(loadRuleContext);

  it('writes spelled-out units after a number as symbols, after a space', () => {
    expect(run('12 Millimeter, 2,9 Zentimeter, 90 Milliliter, 5,5 Liter')).toBe(
      '12 mm, 2,9 cm, 90 ml, 5,5 l',
    );
    expect(run('um -95 Hounsfield Einheiten')).toBe('um -95 HE');
    expect(run('91 Prozent, 100 Meter, PSA 5,2 Nanogramm pro Milliliter')).toBe('91 %, 100 m, PSA 5,2 ng/ml');
  });

  it('keeps unit words without a number', () => {
    const text = 'wenige Zentimeter lateral, Mikronoduli im Millimeterbereich';
    expect(run(text)).toBe(text);
  });
});
