import { beforeAll, describe, expect, it } from 'vitest';
import { dates } from './dates';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(dates, text);

describe('dates', () => {
  beforeAll(loadRuleContext);

  it('writes a date dictated with Punkt with the digits as spoken', () => {
    expect(run('Sonographie vom 21 Punkt 8 Punkt 2024 Punkt')).toBe('Sonographie vom 21.8.2024 Punkt');
    expect(run('Voruntersuchung vom 3 Punkt 2 Punkt 23')).toBe('Voruntersuchung vom 3.2.23');
  });

  it('leaves impossible dates and list numbers alone', () => {
    expect(run('40 Punkt 13 Punkt 2024')).toBe('40 Punkt 13 Punkt 2024');
    expect(run('1 Punkt Pneumonie')).toBe('1 Punkt Pneumonie');
  });
});
