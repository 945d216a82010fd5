import { describe, expect, it } from 'vitest';
import { check } from '../index';
import { report } from '../test-report';

/** The categories check finds in a report built from these sections. */
const categories = (...args: Parameters<typeof report>) => check(report(...args)).map((c) => c.category);

describe('other (resected organ): planned resections', () => {
  it('stays quiet for a resection that is only recommended or planned', () => {
    expect(
      check(
        report(
          'Gallenblase mit Konkrementen, Wand verdickt.',
          'Cholezystolithiasis, Cholezystektomie empfohlen.',
        ),
      ),
    ).toEqual([]);
  });

  it('still flags an organ described after a past resection', () => {
    expect(categories('Milz normal groß.', 'Unauffällig.', 'Splenektomie vor zwei Jahren.')).toContain(
      'other',
    );
  });
});

describe('other (resected organ): lobes and the skull cap', () => {
  it('flags a resected lung lobe or the removed half of the skull cap described as present', () => {
    expect(
      categories(
        'Hypervaskularisation im rechten Oberlappen.',
        'Blutung.',
        'Z.n. Oberlappenresektion rechts 2019.',
      ),
    ).toContain('other');
    const cap = check(
      report(
        'Z.n. Hemikraniektomie rechts frontotemporoparietal. Kalotte beidseits intakt.',
        'Ischämie rechts.',
        'Z.n. dekompressiver Hemikraniektomie rechts vor 3 Wochen.',
      ),
    ).filter((c) => c.category === 'other');
    expect(cap).toHaveLength(1);
    // The procedure named again in the Befund is evidence as well.
    expect(cap[0]?.evidence.some((e) => e.includes('frontotemporoparietal'))).toBe(true);
  });
  it('stays quiet for the other lobe, the remaining lobes and the bone defect', () => {
    expect(
      check(
        report(
          'Linker Oberlappen belüftet. Kalottendefekt rechts.',
          'Kein Rezidiv.',
          'Z.n. Oberlappenresektion rechts, Z.n. Hemikraniektomie rechts.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('an amputated limb', () => {
  it('flags the lower leg described after a thigh amputation on that side', () => {
    expect(
      categories(
        'V. femoralis communis links komprimierbar. Vv. tibiales posteriores links frei komprimierbar.',
        'Keine Thrombose.',
        'Z.n. Oberschenkelamputation links.',
      ),
    ).toContain('other');
  });
  it('stays quiet for the other leg and the stump', () => {
    expect(
      check(
        report(
          'Oberschenkelstumpf links reizlos. Vv. tibiales posteriores rechts frei komprimierbar.',
          'Keine Thrombose.',
          'Z.n. Oberschenkelamputation links.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('a replaced heart valve', () => {
  it('flags native cusps described after an aortic valve replacement', () => {
    expect(
      categories(
        'Aortenklappe: zarte native Taschen mit regelrechter Öffnung.',
        'Regelrechte Funktion.',
        'Z.n. mechanischem Aortenklappenersatz 2015.',
      ),
    ).toContain('other');
  });
  it('stays quiet for the prosthesis and the other valves', () => {
    expect(
      check(
        report(
          'Mechanische Aortenklappenprothese regelrecht. Mitralklappe mit zarten Segeln.',
          'Regelrechte Prothesenfunktion.',
          'Z.n. mechanischem Aortenklappenersatz 2015.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('a resected half of the liver', () => {
  it('flags a lesion in a segment of the resected half', () => {
    expect(
      categories(
        'In Segment VI eine neu aufgetretene, 11 mm große Läsion.',
        'Verdacht auf Rezidiv.',
        'Z.n. Hemihepatektomie rechts 2022.',
      ),
    ).toContain('other');
  });
  it('stays quiet for the remaining half', () => {
    expect(
      check(
        report(
          'Hypertrophierter linker Leberlappen. In Segment III eine 11 mm große Läsion.',
          'Verdacht auf Rezidiv in Segment III.',
          'Z.n. Hemihepatektomie rechts 2022.',
        ),
      ).filter((c) => c.category === 'other'),
    ).toEqual([]);
  });
});

describe('other (resected organ): every place to mend', () => {
  it('quotes the organ in the Befund and, where called normal, again in the Beurteilung', () => {
    const evidence = (beurteilung: string) =>
      check(
        report(
          'Leber normal groß. Gallenblase normal gefüllt, zartwandig, ohne Konkremente. Milz 12 cm.',
          beurteilung,
          'Z. n. laparoskopischer Cholezystektomie 2019.',
        ),
      ).flatMap((c) => c.evidence);
    expect(evidence('Übrige Oberbauchorgane unauffällig, Gallenblase ohne Befund.')).toEqual([
      'Z. n. laparoskopischer Cholezystektomie 2019',
      'Gallenblase normal gefüllt, zartwandig, ohne Konkremente',
      'Gallenblase ohne Befund',
    ]);
    expect(evidence('Kein Hinweis auf Cholezystitis der Gallenblase.')).toEqual([
      'Z. n. laparoskopischer Cholezystektomie 2019',
      'Gallenblase normal gefüllt, zartwandig, ohne Konkremente',
    ]);
  });
});

describe('other (resected organ): adrenal gland and heart valve', () => {
  it('flags an adrenal gland on the side of its removal described as normal', () => {
    const adrenal = (befund: string) =>
      categories(
        `${befund} Leber ohne Herde.`,
        'Kein Rezidivhinweis.',
        'Z. n. Adrenalektomie links 11/2023 bei Phäochromozytom.',
      );
    expect(
      adrenal('Linke Nebenniere schlank und regelrecht konfiguriert, rechte Nebenniere unauffällig.'),
    ).toEqual(['other']);
    expect(adrenal('Nebennierenloge links reizlos, rechte Nebenniere unauffällig.')).toEqual([]);
  });
  it('flags a native valve described after its replacement, not after a repair of another valve', () => {
    const valve = (history: string) =>
      categories(
        'Aortenklappe trikuspid und zart, ohne Verkalkungen. Linker Ventrikel normal groß.',
        'Regelrechte Herzfunktion.',
        history,
      );
    expect(valve('Z.n. mechanischem Aortenklappenersatz 2015.')).toEqual(['other']);
    expect(valve('Z.n. Mitralklappenrekonstruktion 2015.')).toEqual([]);
  });
});

describe('other (resected organ): the place it was', () => {
  it('stays quiet for the former place of the organ', () => {
    const kidney = (befund: string) =>
      categories(
        `${befund} Linke Niere unauffällig.`,
        'Kein Anhalt für Lokalrezidiv.',
        'Z.n. Nephrektomie rechts 2021.',
      );
    expect(
      kidney(
        'Nierenloge rechts leer, kein Anhalt für Lokalrezidiv. Keine retroperitoneale Lymphadenopathie, insbesondere nicht im ehemaligen Nierenhilus rechts.',
      ),
    ).toEqual([]);
    expect(kidney('Rechte Niere normal groß.')).toEqual(['other']);
  });
});

describe('other (resected organ): denied as expected', () => {
  it('reads "keine Prostata ... abgrenzbar" after a prostatectomy as the organ gone', () => {
    const pelvis = (befund: string) =>
      categories(
        `${befund} Rechts dorsolateral der Anastomose ein 9 x 7 mm großer Knoten.`,
        'Rezidivsuspekter Knoten an der Anastomose.',
        '67-jähriger Patient, Z.n. radikaler Prostatektomie 2019.',
        'MRT Becken.',
      );
    expect(pelvis('Postoperativ erwartungsgemäß keine Prostata und keine Samenblasen abgrenzbar.')).toEqual(
      [],
    );
    expect(pelvis('Prostata normal groß, homogen.')).toContain('other');
  });
});
