import { beforeAll, describe, expect, it } from 'vitest';
import { signs } from './signs';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(signs, text);

describe('signs', () => {
  beforeAll(loadRuleContext);

  it('glues a spoken minus to its number', () => {
    expect(run('Dichtewerte um minus 95 HE')).toBe('Dichtewerte um -95 HE');
  });

  it('keeps minus without a number', () => {
    expect(run('Plus minus gleich')).toBe('Plus minus gleich');
  });
});
