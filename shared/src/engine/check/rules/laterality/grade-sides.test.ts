import { describe, expect, it } from 'vitest';
import { check } from '../../index';
import { report } from '../../test-report';

const laterality = (befund: string, beurteilung: string, klinik = 'Vorsorge.') =>
  check(report(befund, beurteilung, klinik))
    .filter((c) => c.category === 'laterality')
    .map((c) => c.evidence);

const HIPS =
  'Rechte Hüfte: Knöcherne Formgebung gut, Erker eckig, Alpha-Winkel 63°. Typ Ia.\nLinke Hüfte: Knöcherne Formgebung mangelhaft, Erker rund, Alpha-Winkel 47°. Typ IIc stabil.';

describe('laterality (grade sides): a grade the Befund gives only on the other side', () => {
  it('flags a Graf type on the side whose hip the Befund types otherwise, quoting the label and the grade', () => {
    expect(
      laterality(HIPS, '1. Hüftdysplasie rechts, Typ IIc nach Graf (stabil).\n2. Gegenseite Typ Ia.'),
    ).toEqual([['Linke Hüfte', 'Typ IIc stabil', 'Hüftdysplasie rechts', 'Typ IIc nach Graf (stabil)']]);
  });
  it('stays quiet for the grade on its own side, on both sides, or without a side', () => {
    expect(
      laterality(HIPS, '1. Hüftdysplasie links, Typ IIc nach Graf (stabil).\n2. Rechts Typ Ia.'),
    ).toEqual([]);
    expect(laterality(HIPS, 'Hüftdysplasie Typ IIc, Gegenseite Typ Ia.')).toEqual([]);
    expect(
      laterality(
        'Rechts: Typ IIa. Links: Typ IIa.',
        'Beidseits physiologisch unreife Hüften, rechts Typ IIa.',
      ),
    ).toEqual([]);
  });
  it('compares a general word ("Grad") only where both speak of one organ or finding', () => {
    const kidneys = (beurteilung: string) =>
      laterality(
        'Rechte Niere mit Harnstau Grad II. Linke Niere unauffällig. Vesikoureteraler Reflux links Grad II.',
        beurteilung,
      );
    expect(kidneys('Harnstau Grad II rechts. Vesikoureteraler Reflux Grad II links.')).toEqual([]);
  });
  it('flags a named system (BI-RADS) given on the other side', () => {
    expect(
      laterality(
        'Rechte Mamma: Zyste bei 10 Uhr, 8 mm. BI-RADS 2.\nLinke Mamma: Unscharf begrenzter Herd bei 2 Uhr, 11 mm. BI-RADS 4.',
        'Suspekter Herd der rechten Mamma, BI-RADS 4, Stanzbiopsie empfohlen.',
      ),
    ).toHaveLength(1);
  });
});
