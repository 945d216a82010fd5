/**
 * General rules learnt from reports the checker had not seen: which structure a negation speaks
 * of, findings put into time, synonyms in the Beurteilung, sizes next to other numbers, and sides
 * at a clause start. Each rule with an example it must flag and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { check } from './index';
import { report } from './test-report';

const categories = (text: string) => check(text).map((c) => c.category);

describe('a negation reaches only the structure it names', () => {
  it('stays quiet when negation and finding name different bones', () => {
    expect(check(report('Querfraktur der Ulna. Radius ohne Frakturnachweis.', 'Ulnaschaftfraktur.'))).toEqual(
      [],
    );
    expect(
      check(
        report(
          'Os ilium und Os sacrum beidseits ohne Fraktur. Pertrochantäre Femurfraktur links.',
          'Pertrochantäre Femurfraktur links.',
        ),
      ),
    ).toEqual([]);
    expect(
      check(
        report(
          'Mondbein ohne Frakturlinie. Fraktur des Processus styloideus ulnae.',
          'Abrissfraktur der Ulna.',
        ),
      ),
    ).toEqual([]);
  });
  it('still flags a negation of the same bone, also in a compound', () => {
    expect(
      categories(report('Radius ohne Fraktur. Weichteile unauffällig.', 'Distale Radiusfraktur.')),
    ).toContain('negation');
  });
  it('still flags a global negation against a located finding', () => {
    expect(categories(report('Keine Fraktur. Gelenkstellung regelrecht.', 'Fraktur des Radius.'))).toContain(
      'negation',
    );
  });
  it('reads a part as its own place: a normal part says nothing about the rest', () => {
    expect(
      check(
        report(
          'Aorta descendens unauffällig. Intimalappen in der Aorta ascendens.',
          'Aortendissektion Stanford Typ A.',
        ),
      ),
    ).toEqual([]);
    expect(
      check(
        report(
          'Periphere Zone ohne suspekten Herd. In der Transitionszone rechts suspekter Herd von 8 mm.',
          'Suspekter Herd in der Transitionszone rechts.',
        ),
      ),
    ).toEqual([]);
  });
  it('a whole organ called normal still meets a finding in one of its parts', () => {
    expect(categories(report('Aorta unauffällig.', 'Dissektion der Aorta ascendens.'))).toContain('negation');
  });
  it('a place in another finding of an enumeration does not place the negated one', () => {
    expect(
      categories(
        report('Keine Pleuraergüsse, Infiltrate oder Rundherde.', 'Infiltrat im rechten Oberlappen.'),
      ),
    ).toContain('negation');
  });
  it('compares the finding, not its head noun: two different bleedings', () => {
    expect(
      check(
        report('Keine epidurale Blutung. Subdurales Hämatom links 6 mm.', 'Akute subdurale Blutung links.'),
      ),
    ).toEqual([]);
    expect(categories(report('Keine Subduralblutung.', 'Subdurale Blutung links.'))).toContain('negation');
  });
  it('a negated organ lesion contradicts a metastasis of that organ', () => {
    expect(categories(report('Keine fokalen Milzläsionen.', 'Milzmetastase.'))).toContain('negation');
    expect(categories(report('Nieren ohne fokale Läsionen.', 'Nierenmetastase links.'))).toContain(
      'negation',
    );
  });
  it('a lesion negation without a place does not meet a lesion elsewhere', () => {
    expect(
      check(
        report(
          'Pankreas schlank. Keine fokalen Läsionen.\nGallenblase mit einem wandständigen Polypen von 4 mm.',
          'Gallenblasenpolyp von 4 mm.',
        ),
      ),
    ).toEqual([]);
  });
  it('a describing word before the cue belongs to another finding', () => {
    expect(
      categories(
        report(
          'Colon descendens mit Divertikeln, verdickter Wand. Umschriebene Perforation mit Luftbläschen parakolisch.',
          'Akute Divertikulitis des Sigmas ohne Perforation.',
        ),
      ),
    ).toContain('negation');
  });
  it('words that set other findings apart still narrow the negation', () => {
    expect(
      check(
        report(
          'Fraktur der Basis des Os metacarpale II. Übrige Mittelhandknochen ohne Fraktur.',
          'Basisnahe Fraktur des Os metacarpale II.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('findings put into time', () => {
  it('does not set a normal size today against a shrinking enlargement', () => {
    expect(
      check(report('Leber mit 15 cm normal groß, vormals 19 cm.', 'Rückläufige Hepatomegalie.')),
    ).toEqual([]);
  });
  it('still flags a normal size against a present enlargement', () => {
    expect(categories(report('Leber mit 15 cm normal groß.', 'Hepatomegalie.'))).toContain('negation');
  });
});
