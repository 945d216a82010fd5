import { describe, expect, it } from 'vitest';
import { check } from '../index';
import { report } from '../test-report';

const other = (befund: string, klinik = 'Verlaufskontrolle.') =>
  check(report(befund, 'Anschlussdegeneration HWK 6/7.', klinik))
    .filter((c) => c.category === 'other')
    .map((c) => c.evidence);

describe('other (fused level): a native disc in a segment the report calls fused', () => {
  it('flags a hydrated disc of normal height in the fused segment, quoting every statement of the fusion', () => {
    expect(
      other(
        'HWK 5/6: normal hoch, gut hydrierte Bandscheibe ohne Protrusion. HWK 6/7: Osteochondrose.',
        'Z.n. ventraler Diskektomie und Fusion HWK 5/6 (Cage) 2021.',
      ),
    ).toEqual([
      [
        'Z.n. ventraler Diskektomie und Fusion HWK 5/6 (Cage) 2021',
        'normal hoch, gut hydrierte Bandscheibe ohne Protrusion',
      ],
    ]);
    expect(
      other(
        'Z.n. ACDF HWK 5/6 mit Cage und ventraler Platte. HWK 5/6: Bandscheibe normal hoch und hydriert. HWK 6/7: Osteochondrose.',
        'Z.n. Spondylodese HWK 5/6.',
      ),
    ).toHaveLength(1);
  });

  it('leaves a discectomy alone, another segment, a planned fusion and the fused segment itself quiet', () => {
    expect(
      other('LWK 4/5: Bandscheibe normal hoch, gut hydriert, Rezidivprolaps.', 'Z.n. Nukleotomie LWK 4/5.'),
    ).toEqual([]);
    expect(
      other(
        'HWK 4/5: gut hydrierte Bandscheibe, normal hoch. HWK 6/7: Osteochondrose.',
        'Z.n. Fusion HWK 5/6.',
      ),
    ).toEqual([]);
    expect(other('HWK 5/6: gut hydrierte Bandscheibe, normal hoch.', 'Fusion HWK 5/6 geplant.')).toEqual([]);
    expect(
      other('Cage HWK 5/6 in regelrechter Lage, Bandscheibenfach normal hoch.', 'Z.n. Fusion HWK 5/6.'),
    ).toEqual([]);
    expect(
      other('HWK 5/6: gut hydrierte Bandscheibe, normal hoch. Keine Diffusionsstörung.', 'Perfusion normal.'),
    ).toEqual([]);
  });
});
