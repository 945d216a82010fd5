import { describe, expect, it } from 'vitest';
import { check } from '../index';
import { report } from '../test-report';

const flags = (befund: string, beurteilung: string) =>
  check(report(befund, beurteilung)).map((c) => [c.category, ...c.evidence]);

describe('other (impossible level): a vertebral body the spine does not have', () => {
  it('flags a lumbar, cervical or thoracic body beyond the spine', () => {
    expect(flags('Katheterspitze in Höhe LWK 7.', 'Katheter zu tief.')).toEqual([['other', 'LWK 7']]);
    expect(flags('Keilwirbel BWK 13.', 'Keilwirbel.')).toEqual([['other', 'BWK 13']]);
    expect(flags('Spondylose HWK 5/6.', 'Fraktur HWK 9.')).toEqual([['other', 'HWK 9']]);
  });

  it('accepts every real body, a sixth lumbar one and a disc between two bodies', () => {
    expect(flags('Übergangswirbel LWK 6. Osteochondrose LWK 5/6.', 'Lumbosakraler Übergangswirbel.')).toEqual(
      [],
    );
    expect(
      flags('Keilwirbel BWK 12, Höhenminderung HWK 7.', 'Keilwirbel BWK 12, Höhenminderung HWK 7.'),
    ).toEqual([]);
  });

  it('reports a wrong level once, where the Befund names the right one', () => {
    const other = flags('Fraktur des Processus spinosus HWK 7.', 'Fraktur des Dornfortsatzes HWK 8.').filter(
      (f) => f[0] === 'other',
    );
    expect(other).toEqual([
      ['other', 'Fraktur des Processus spinosus HWK 7', 'Fraktur des Dornfortsatzes HWK 8'],
    ]);
  });
});
