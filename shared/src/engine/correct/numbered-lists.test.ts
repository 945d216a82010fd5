import { beforeAll, describe, expect, it } from 'vitest';
import { numberedLists } from './numbered-lists';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(numberedLists, text);

describe('numbered lists', () => {
  beforeAll(loadRuleContext);

  it('puts each item of an enumeration on its own line', () => {
    expect(run('Beurteilung: 1. Pneumonie rechts. 2. Kein Erguss.')).toBe(
      'Beurteilung:\n1. Pneumonie rechts.\n2. Kein Erguss.',
    );
  });

  it('keeps a single number or a count that does not start at 1', () => {
    expect(run('Bandscheibe LWK 4. 5. Rippe frakturiert.')).toBe('Bandscheibe LWK 4. 5. Rippe frakturiert.');
    expect(run('Befund: 1. Zyste.')).toBe('Befund: 1. Zyste.');
  });
});
