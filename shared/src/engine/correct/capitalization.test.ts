import { beforeAll, describe, expect, it } from 'vitest';
import { capitalization } from './capitalization';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(capitalization, text);

describe('capitalization', () => {
  beforeAll(loadRuleContext);

  it('capitalizes sentence starts and lowercase nouns', () => {
    expect(run('Keine Listhese. fünf lumbale Wirbelkörper.')).toBe(
      'Keine Listhese. Fünf lumbale Wirbelkörper.',
    );
    expect(run('Flüssigkeit im kleinen becken.')).toBe('Flüssigkeit im kleinen Becken.');
    expect(run('Befund:\npoststenotische Belüftung')).toBe('Befund:\nPoststenotische Belüftung');
    expect(run('Sturz heute morgen, seit gestern abend Schmerzen, morgen Kontrolle.')).toBe(
      'Sturz heute Morgen, seit gestern Abend Schmerzen, morgen Kontrolle.',
    );
  });

  it('capitalizes lowercase nouns that the dictionary lists only as parts of compounds', () => {
    // dictionary-de has "niere/Nozm" and "blut/JSTozm" (compound-only): "nieren" and "blutung" are no words alone.
    expect(run('Leber, nieren und Pankreas mit zysten, keine blutung, dichte Verschattung.')).toBe(
      'Leber, Nieren und Pankreas mit Zysten, keine Blutung, dichte Verschattung.',
    );
  });

  it('leaves adjectives, units, abbreviations and codes alone', () => {
    const text = 'Röntgen Thorax p.a. in Inspiration, links basal 12 mm, cT2b N2, ca. 3 cm.';
    expect(run(text)).toBe(text);
    expect(run('Anamnese. pAVK Stadium IIb. pH 7,4.')).toBe('Anamnese. pAVK Stadium IIb. pH 7,4.');
  });
});
