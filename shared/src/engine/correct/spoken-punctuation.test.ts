import { beforeAll, describe, expect, it } from 'vitest';
import { spokenPunctuation } from './spoken-punctuation';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(spokenPunctuation, text);

describe('spoken punctuation', () => {
  beforeAll(loadRuleContext);

  it('turns spoken marks into punctuation glued to the word before', () => {
    expect(run('Kein Erguss Punkt Leber Komma Milz unauffällig Punkt')).toBe(
      'Kein Erguss. Leber, Milz unauffällig.',
    );
    expect(run('Befund Doppelpunkt Appendizitis Fragezeichen')).toBe('Befund: Appendizitis?');
    expect(run('Zyste Semikolon kein Tumor Ausrufezeichen')).toBe('Zyste; kein Tumor!');
  });

  it('handles brackets, hyphen and slash', () => {
    expect(run('Aktivierte Osteochondrose Klammer auf Modic Typ 1 Klammer zu Komma')).toBe(
      'Aktivierte Osteochondrose (Modic Typ 1),',
    );
    expect(run('LWK 5 Schrägstrich SWK 1')).toBe('LWK 5/SWK 1');
    expect(run('Mark Bindestrich Rinden Bindestrich Grenze')).toBe('Mark-Rinden-Grenze');
    expect(run('Grund Bindestrich und Deckplatten')).toBe('Grund- und Deckplatten');
  });

  it('never touches words that only contain a command', () => {
    const text =
      'Punktion im Unterbauch, Punktat klar, Schwerpunkt basal, Knoten mit echogenen Punkten und Kommata';
    expect(run(text)).toBe(text);
  });

  it('keeps "Punkt" as a noun after an article or attributive adjective', () => {
    expect(run('ein Punkt im Unterpol')).toBe('ein Punkt im Unterpol');
    expect(run('echogener Punkt im Unterpol Punkt')).toBe('echogener Punkt im Unterpol.');
  });

  it('does not double the dot of an abbreviation', () => {
    expect(run('Röntgen Thorax p.a. Punkt')).toBe('Röntgen Thorax p.a.');
  });
});
