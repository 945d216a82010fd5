import { describe, expect, it } from 'vitest';
import { check } from '../../index';
import { report } from '../../test-report';

const laterality = (
  befund: string,
  beurteilung: string,
  technik = 'CT-gesteuerte Intervention in Bauchlage, 22G-Spinalnadel.',
) =>
  check(report(befund, beurteilung, 'Lumboischialgie.', technik))
    .filter((c) => c.category === 'laterality')
    .map((c) => c.evidence);

const NEEDLE_RIGHT =
  'Nadelspitze im Foramen intervertebrale L5/S1 rechts, dorsal der austretenden Wurzel L5. KM-Verteilung perineural. Keine Komplikationen.';

describe('laterality (procedure side): an intervention the Befund describes on the other side', () => {
  it('flags a PRT the Beurteilung puts on the side the needle was not placed', () => {
    expect(laterality(NEEDLE_RIGHT, 'Komplikationslose CT-gesteuerte PRT L5 links.')).toEqual([
      ['Nadelspitze im Foramen intervertebrale L5/S1 rechts', 'Komplikationslose CT-gesteuerte PRT L5 links'],
    ]);
  });
  it('quotes the Technik as well, whichever side it names', () => {
    expect(
      laterality(
        NEEDLE_RIGHT,
        'Komplikationslose CT-gesteuerte PRT L5 links.',
        'CT-gesteuerte periradikuläre Therapie (PRT) L5 links in Bauchlage.',
      ),
    ).toEqual([
      [
        'CT-gesteuerte periradikuläre Therapie (PRT) L5 links in Bauchlage',
        'Nadelspitze im Foramen intervertebrale L5/S1 rechts',
        'Komplikationslose CT-gesteuerte PRT L5 links',
      ],
    ]);
  });
  it('stays quiet for the same side, another level, or a recommendation', () => {
    expect(laterality(NEEDLE_RIGHT, 'Komplikationslose CT-gesteuerte PRT L5 rechts.')).toEqual([]);
    expect(
      laterality(
        NEEDLE_RIGHT,
        'Komplikationslose CT-gesteuerte PRT L5 rechts. Ggf. PRT L3 links in 2 Wochen.',
      ),
    ).toEqual([]);
    expect(
      laterality(
        'Pleuraerguss rechts, Punktion im 7. ICR rechts dorsal, Entlastung von 1,2 l. Links kein Erguss.',
        'Komplikationslose Pleurapunktion rechts.',
      ),
    ).toEqual([]);
  });
});
