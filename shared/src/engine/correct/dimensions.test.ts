import { beforeAll, describe, expect, it } from 'vitest';
import { dimensions } from './dimensions';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(dimensions, text);

describe('dimensions', () => {
  beforeAll(loadRuleContext);

  it('writes "mal" between numbers as "x"', () => {
    expect(run('3,1 mal 2,7 mal 2,5 cm')).toBe('3,1 x 2,7 x 2,5 cm');
    expect(run('14,5 mal 5 Zentimeter')).toBe('14,5 x 5 Zentimeter');
  });

  it('keeps "mal" elsewhere', () => {
    expect(run('nochmal beim ersten Mal, 2 mal täglich')).toBe('nochmal beim ersten Mal, 2 mal täglich');
  });
});
