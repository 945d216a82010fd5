import { beforeAll, describe, expect, it } from 'vitest';
import { radsCategories } from './rads-categories';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(radsCategories, text);

describe('RADS categories', () => {
  beforeAll(loadRuleContext);

  it('writes the sub-category letter onto its number', () => {
    expect(run('BI-RADS 4 B links')).toBe('BI-RADS 4B links');
    expect(run('Lung-RADS 4 x.')).toBe('Lung-RADS 4X.');
  });

  it('leaves other numbers and words alone', () => {
    for (const text of ['BI-RADS 2 beidseits', 'Segment 4 a', 'PI-RADS 3 bei']) expect(run(text)).toBe(text);
  });
});
