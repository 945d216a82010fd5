import { beforeAll, describe, expect, it } from 'vitest';
import { layoutCommands } from './layout-commands';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(layoutCommands, text);

describe('layout commands', () => {
  beforeAll(loadRuleContext);

  it('turns "neuer Absatz" into a blank line and "neue Zeile" into a line break', () => {
    expect(run('Kein Erguss. neuer Absatz Leber unauffällig.')).toBe('Kein Erguss.\n\nLeber unauffällig.');
    expect(run('Beurteilung: neue Zeile 1. Pneumonie.')).toBe('Beurteilung:\n1. Pneumonie.');
    expect(run('Milz normal. Nächster Absatz Nieren regelrecht.')).toBe('Milz normal.\n\nNieren regelrecht.');
  });

  it('lets the widest of several commands win and drops a trailing command', () => {
    expect(run('A. neue Zeile neuer Absatz B.')).toBe('A.\n\nB.');
    expect(run('Kein Erguss. neuer Absatz')).toBe('Kein Erguss.');
  });

  it('leaves ordinary uses of the words alone', () => {
    const text = 'Eine neue Zyste im Vergleich zur Voruntersuchung, neuer Befund links.';
    expect(run(text)).toBe(text);
  });
});
