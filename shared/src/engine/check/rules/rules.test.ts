import { describe, expect, it } from 'vitest';
import { check } from '../index';
import { report } from '../test-report';

const categories = (text: string) => check(text).map((c) => c.category);

describe('laterality', () => {
  it('reads "nach rechts" as a direction, not a side', () => {
    const r = report(
      'Subdurales Hämatom links mit Verlagerung der Mittellinie um 6 mm nach rechts.',
      'Subduralhämatom links mit Mittellinienverlagerung nach rechts.',
    );
    expect(categories(r)).not.toContain('laterality');
  });
  it('flags a finding left in the Befund and right in the Beurteilung', () => {
    const r = report('Pneumothorax links apikal mit 2 cm Mantelsaum. Kein Erguss.', 'Pneumothorax rechts.');
    expect(categories(r)).toContain('laterality');
  });
  it('flags the examined side against the Beurteilung side (part of the region)', () => {
    const r = report(
      'Riss im Hinterhorn des Innenmeniskus. Kreuzbänder intakt.',
      'Innenmeniskusriss rechts.',
      'Knieschmerz.',
      'MRT des linken Kniegelenks.',
    );
    expect(categories(r)).toContain('laterality');
  });
  it('stays quiet for "beidseits" and for different findings on each side', () => {
    expect(check(report('Pleuraergüsse beidseits, rechts betont.', 'Pleuraergüsse beidseits.'))).toEqual([]);
    expect(
      check(
        report(
          'Kieferhöhle links verschattet, rechts geringe Schleimhautschwellung.',
          'Sinusitis maxillaris links, geringe Schleimhautschwellung rechts.',
        ),
      ),
    ).toEqual([]);
  });
  it('stays quiet when the Befund has the finding on both sides', () => {
    expect(
      check(
        report(
          'Nierenzyste rechts 12 mm. Nierenzyste links 8 mm.',
          'Nierenzysten rechts (1,2 cm) und links (0,8 cm).',
        ),
      ),
    ).toEqual([]);
  });
});

describe('negation', () => {
  it('flags a finding negated in the Befund and asserted in the Beurteilung', () => {
    expect(categories(report('Kein Perikarderguss. Herz normal groß.', 'Perikarderguss.'))).toContain(
      'negation',
    );
  });
  it('reads enumerations under one cue and post-posed cues', () => {
    expect(
      categories(report('Keine Ergüsse, Infiltrate oder Rundherde.', 'Infiltrat im linken Unterlappen.')),
    ).toContain('negation');
    expect(
      categories(
        report('Freie Flüssigkeit ist nicht nachweisbar.', 'Wenig freie Flüssigkeit perihepatisch.'),
      ),
    ).toContain('negation');
    expect(categories(report('Gallenwege nicht erweitert.', 'Erweiterte Gallenwege.'))).toContain('negation');
  });
  it('stays quiet for different organs, narrowed negations and places', () => {
    expect(
      check(
        report(
          'Gallenblase ohne Konkremente. Niere links mit 4 mm Konkrement.',
          'Nephrolithiasis links (4 mm).',
        ),
      ),
    ).toEqual([]);
    expect(
      check(report('Kein Konkrement im DHC. Gallenblase mit mehreren Konkrementen.', 'Cholezystolithiasis.')),
    ).toEqual([]);
    expect(
      check(
        report('Herdbefund rechts 9 mm. Beidseits keine neuen Herdbefunde.', 'Herdbefund rechts (0,9 cm).'),
      ),
    ).toEqual([]);
    expect(check(report('Leistenhernie rechts. Kein Darm im Bruchsack.', 'Leistenhernie rechts.'))).toEqual(
      [],
    );
    expect(
      check(report('Schenkelhalsfraktur links. Keine Beckenringfraktur.', 'Schenkelhalsfraktur links.')),
    ).toEqual([]);
  });
  it('reads a vessel occlusion against "kein Gefäßverschluss" and a size-only normal as size only', () => {
    expect(
      categories(
        report(
          'Verschluss der A. cerebri media links im M1-Segment.',
          'Kein Nachweis eines Gefäßverschlusses.',
        ),
      ),
    ).toContain('negation');
    expect(categories(report('Milz normal groß.', 'Splenomegalie.'))).toContain('negation');
    expect(categories(report('Schilddrüse unauffällig.', 'Knoten der Schilddrüse rechts.'))).toContain(
      'negation',
    );
    expect(
      check(
        report(
          'Schilddrüse normal groß. Im rechten Lappen ein Knoten von 8 mm.',
          'Knoten der Schilddrüse rechts.',
        ),
      ),
    ).toEqual([]);
  });
  it('keeps a negation on its own vessel', () => {
    expect(
      check(
        report(
          'Aorta ascendens mit einer Dissektionsmembran. Truncus brachiocephalicus ohne Dissektion.',
          'Aortendissektion Stanford A.',
        ),
      ),
    ).toEqual([]);
    expect(
      check(
        report(
          'Gallenblase zartwandig und steinfrei. Rechte Niere mit einem 6 mm messenden Kelchstein.',
          'Nephrolithiasis rechts (6 mm).',
        ),
      ),
    ).toEqual([]);
  });
  it('does not treat "nicht ausgeschlossen" as a negation', () => {
    expect(check(report('Eine Fraktur ist nicht ausgeschlossen.', 'Fraktur nicht ausgeschlossen.'))).toEqual(
      [],
    );
  });
});

describe('measurement', () => {
  it('flags the same lesion with different sizes', () => {
    const r = report(
      'Im Segment VII eine Läsion von 3,4 x 2,9 cm.',
      'Lebermetastase im Segment VII (4,3 cm).',
    );
    const found = check(r).find((c) => c.category === 'measurement');
    expect(found?.evidence).toEqual(['3,4 x 2,9 cm', '4,3 cm']);
  });
  it('treats equal sizes in other units as equal', () => {
    expect(check(report('Zyste der rechten Niere von 23 mm.', 'Nierenzyste rechts (2,3 cm).'))).toEqual([]);
    expect(check(report('Polyp der Gallenblase von 5 mm.', 'Gallenblasenpolyp (0,5 cm).'))).toEqual([]);
  });
  it('stays quiet for a size change against a prior exam and for other lesions', () => {
    expect(
      check(
        report(
          'Herdbefund rechts, jetzt 15 mm, in der Voraufnahme 12 mm.',
          'Größenprogredienter Herdbefund rechts (1,5 cm, zuvor 1,2 cm).',
        ),
      ),
    ).toEqual([]);
    expect(
      check(
        report(
          'Im Segment III eine Zyste von 8 mm. Im Segment VI eine Läsion von 31 mm.',
          'Läsion im Segment VI (3,1 cm).',
        ),
      ),
    ).toEqual([]);
  });
});

describe('measurement thresholds', () => {
  it('does not read a threshold or reference value as a lesion size', () => {
    expect(
      check(
        report(
          'In der Nebenniere links ein Adenom von 14 mm.',
          'Nebennierenadenom links (14 mm); Kontrolle ab einer Größe von 20 mm empfohlen.',
        ),
      ),
    ).toEqual([]);
    expect(
      check(
        report('Aorta abdominalis mit 28 mm Durchmesser.', 'Aorta 28 mm (Grenzwert 30 mm), kein Aneurysma.'),
      ),
    ).toEqual([]);
    expect(
      check(
        report('Lymphknoten inguinal links mit 9 mm Kurzachse.', 'Lymphknoten links 9 mm, bis 10 mm normal.'),
      ),
    ).toEqual([]);
  });
  it('still flags the lesion size beside a threshold', () => {
    expect(
      categories(
        report(
          'Nebennierenadenom rechts von 12 mm.',
          'Nebennierenadenom rechts von 18 mm; über 40 mm Resektion erwägen.',
        ),
      ),
    ).toContain('measurement');
  });
});

describe('measurement: organ sizes, amounts and sides', () => {
  it('compares a lesion size with the lesion, not with its organ', () => {
    const r = report(
      'Rechtes Ovar 4,2 x 3,1 cm mit einer Zyste von 22 mm.',
      'Ovarialzyste rechts von 31 mm.',
    );
    const found = check(r).filter((c) => c.category === 'measurement');
    expect(found.map((c) => c.evidence)).toEqual([['22 mm', '31 mm']]);
  });
  it('stays quiet when the same amount stands under the same name in the Befund', () => {
    expect(
      check(
        report(
          'Akutes Subduralhämatom rechts, Breite 11 mm. Verlagerung der Mittellinie nach links um 4 mm.',
          'Akutes Subduralhämatom rechts (11 mm) mit Verlagerung der Mittellinie (4 mm).',
        ),
      ),
    ).toEqual([]);
  });
  it('leaves a size found only on the other side to laterality', () => {
    const found = categories(
      report(
        'In der rechten Niere ein Angiomyolipom von 12 mm. In der linken Niere eine Zyste von 4 mm.',
        'Angiomyolipom der linken Niere (12 mm).',
      ),
    );
    expect(found).not.toContain('measurement');
  });
});

describe('negation: tear findings, grades and qualifiers', () => {
  it('reads "ohne Rissnachweis" as a negated tear', () => {
    expect(
      categories(
        report(
          'Supraspinatussehne ohne Rissnachweis. Bursa unauffällig.',
          'Komplette Ruptur der Supraspinatussehne.',
        ),
      ),
    ).toContain('negation');
    expect(
      check(
        report('Supraspinatussehne ohne Rissnachweis. Bursa unauffällig.', 'Intakte Rotatorenmanschette.'),
      ),
    ).toEqual([]);
  });
  it('keeps the side of a sentence across a Roman grade ("II. Grades")', () => {
    const r = report(
      'Rechte Niere ohne Harnstauung. Linke Niere regelrecht, kein Harnstau.',
      'Harnstau III. Grades rechts.',
    );
    const found = check(r).filter((c) => c.category === 'negation');
    expect(found).toHaveLength(1);
    expect(found[0]?.evidence[0]).toBe('ohne Harnstauung');
  });
  it('a qualified negation meets only findings with that qualifier', () => {
    expect(
      categories(
        report(
          'Mehrere T2-hyperintense Herde im Marklager. Keine kontrastmittelanreichernden Herde.',
          'Ein kontrastmittelanreichernder Herd frontal rechts.',
        ),
      ),
    ).toContain('negation');
    expect(
      check(
        report(
          'Mehrere T2-hyperintense Herde im Marklager. Keine kontrastmittelanreichernden Herde.',
          'Mehrere T2-hyperintense Marklagerherde ohne Schrankenstörung.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('negation: a past cue after a semicolon, microcalcifications', () => {
  it('dates only the part of the sentence after the semicolon', () => {
    expect(
      categories(
        report(
          'Rechts keine Mikroverkalkungen; eine Zyste bei 9 Uhr, im Vergleich zur Voruntersuchung unverändert.',
          'Neue Mikroverkalkungen rechts.',
        ),
      ),
    ).toContain('negation');
  });
  it('coarse calcifications do not meet denied microcalcifications, denied calcifications meet micro ones', () => {
    expect(
      check(
        report(
          'Keine Mikroverkalkungen. Einzelne grobe Verkalkungen rechts.',
          'Benigne Verkalkungen rechts, BI-RADS 2.',
        ),
      ),
    ).toEqual([]);
    expect(categories(report('Keine Verkalkungen.', 'Gruppierter Mikrokalk links, BI-RADS 4.'))).toContain(
      'negation',
    );
  });
});

describe('laterality: a solid lesion is no cyst', () => {
  it('flags a solid nodule moved to the side where only a cyst is', () => {
    expect(
      categories(
        report(
          'Rechte Niere mit einem soliden Herd von 2 cm am Oberpol. Linke Niere mit einer Zyste von 1 cm.',
          'Solider Nierenherd links (2 cm), suspekt.',
        ),
      ),
    ).toContain('laterality');
  });
  it('stays quiet when the solid lesion is on the side the Beurteilung names', () => {
    expect(
      categories(
        report(
          'Rechte Niere mit einer Zyste von 1 cm. Linke Niere mit einem soliden Herd von 2 cm am Oberpol.',
          'Solider Nierenherd links (2 cm), suspekt. Nierenzyste rechts.',
        ),
      ),
    ).not.toContain('laterality');
  });
});

describe('findings: a tumour bed is no tumour', () => {
  it('flags a mass moved to the operated side, whose Befund has only a tumour bed', () => {
    expect(
      categories(
        report(
          'Rechte Mamma: Narbe im Tumorbett ohne Anreicherung. Linke Mamma: Herd bei 10 Uhr von 9 mm.',
          'Herd der rechten Mamma bei 10 Uhr (9 mm), BI-RADS 4.',
        ),
      ),
    ).toContain('laterality');
    expect(
      check(
        report(
          'Zustand nach Lumpektomie links. Im Tumorbett links Seromreste.',
          'Postoperative Veränderungen links.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('unsupported: an attribute finding does not carry its head', () => {
  it('flags a ruptured cyst the Befund never describes, though it describes another rupture', () => {
    expect(
      categories(
        report(
          'Achillessehne mit kompletter Ruptur 4 cm oberhalb des Ansatzes. Kein Erguss.',
          'Achillessehnenruptur. Perforierte Bursazyste.',
        ),
      ),
    ).toContain('unsupported_impression');
  });
  it('stays quiet when the head finding is described', () => {
    expect(
      check(
        report(
          'Im Segment VII eine Zyste von 3 cm mit Spiegelbildung.',
          'Eingeblutete Leberzyste im Segment VII.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('unsupported: a focal lesion of an organ the Befund calls normal', () => {
  it('flags a lesion the Befund never describes at an organ it only calls normal', () => {
    expect(
      categories(
        report(
          'Leber normal groß, Parenchym homogen. Gallenblase unauffällig.',
          'Leberzyste im Segment IV. Sonst unauffällig.',
        ),
      ),
    ).toContain('unsupported_impression');
  });
  it('stays quiet when the Befund gives the organ a size or another finding word', () => {
    expect(
      check(
        report(
          'Leber normal groß, im Segment IV eine echofreie Läsion von 12 mm.',
          'Leberzyste im Segment IV.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('negation: a structure kept in continuity', () => {
  it('reads "in ihrer Kontinuität erhalten" as normal against a tear', () => {
    expect(
      categories(
        report(
          'Patellarsehne in ihrer Kontinuität erhalten. Kein Erguss.',
          'Komplette Ruptur der Patellarsehne.',
        ),
      ),
    ).toContain('negation');
    expect(
      check(
        report(
          'Patellarsehne in ihrer Kontinuität erhalten. Kein Erguss.',
          'Intakte Patellarsehne, kein Erguss.',
        ),
      ),
    ).toEqual([]);
  });
});

describe('negation: zones of the prostate are places', () => {
  it('a negation in the transition zone does not meet a lesion of the peripheral zone', () => {
    const befund =
      'Transitionalzone ohne suspekte Läsion. In der peripheren Zone links eine Läsion von 12 mm.';
    expect(check(report(befund, 'Suspekte Läsion der peripheren Zone links (12 mm), PI-RADS 4.'))).toEqual(
      [],
    );
    expect(categories(report(befund, 'Suspekte Läsion der Transitionalzone (12 mm), PI-RADS 4.'))).toContain(
      'negation',
    );
  });
});

describe('sex', () => {
  it('flags organs of the other sex', () => {
    expect(
      categories(
        report(
          'Prostata homogen. Harnblase unauffällig.',
          'Unauffälliger Befund.',
          '61-jährige Frau mit Unterbauchschmerzen.',
        ),
      ),
    ).toContain('sex');
    expect(categories(report('Uterus normal groß.', 'Unauffällig.', '52-jähriger Patient.'))).toContain(
      'sex',
    );
  });
  it('stays quiet for consistent content and for organs said to be absent', () => {
    expect(
      check(
        report(
          'Uterus und Ovarien nicht abgrenzbar, vereinbar mit dem Z.n. Hysterektomie.',
          'Unauffällig.',
          '69-jährige Patientin, Z.n. Hysterektomie.',
        ),
      ),
    ).toEqual([]);
    expect(
      check(report('Samenstränge und Hoden beidseits regelrecht.', 'Unauffällig.', '45-jähriger Patient.')),
    ).toEqual([]); // "Invagination" is a bowel finding, not the vagina.
    expect(
      categories(report('Keine Invagination, kein Aszites.', 'Unauffällig.', '7-jähriger Junge.')),
    ).not.toContain('sex');
    expect(categories(report('Rektovaginale Fistel.', 'Fistel.', '58-jähriger Patient.'))).toContain('sex');
  });
});

describe('unsupported_impression', () => {
  it('flags a Beurteilung finding whose anatomy the Befund never mentions', () => {
    const r = report(
      'Leber mit zwei Metastasen bis 14 mm. Kein Aszites.',
      'Lebermetastasen. Nebennierenadenom links (1,5 cm).',
    );
    const found = check(r).find((c) => c.category === 'unsupported_impression');
    expect(found?.evidence).toEqual(['Nebennierenadenom links (1,5 cm)']);
  });
  it('accepts a diagnosis synthesised from findings of the same organ', () => {
    expect(check(report('Appendix auf 11 mm aufgetrieben, Wand verdickt.', 'Akute Appendizitis.'))).toEqual(
      [],
    );
    expect(
      check(
        report(
          'Hypodenses Areal im Mediastromgebiet links mit verstrichenen Sulci.',
          'Frühe Infarktzeichen im Mediastromgebiet links.',
        ),
      ),
    ).toEqual([]);
  });
  it('accepts an interpretation of the described signs, not a finding elsewhere', () => {
    const signs = 'Multiple periventrikuläre T2-hyperintense Läsionen, einzelne mit Schrankenstörung.';
    expect(check(report(signs, 'Befundkonstellation vereinbar mit Multipler Sklerose.'))).toEqual([]);
    expect(categories(report(signs, 'Vereinbar mit Metastasen der Leber.'))).toContain(
      'unsupported_impression',
    );
  });
});

describe('other (resected organ)', () => {
  it('flags two kidneys after a nephrectomy and a spleen after a splenectomy', () => {
    expect(
      categories(report('Beide Nieren normal groß.', 'Kein Rezidiv.', 'Z.n. Nephrektomie rechts.')),
    ).toContain('other');
    expect(
      categories(report('Milz normal groß und homogen.', 'Unauffällig.', 'Z.n. Splenektomie.')),
    ).toContain('other');
  });
  it('stays quiet when the organ is described as absent', () => {
    expect(
      check(
        report(
          'Nierenloge rechts ohne Rezidiv. Niere links unauffällig.',
          'Kein Rezidiv.',
          'Z.n. Nephrektomie rechts.',
        ),
      ),
    ).toEqual([]);
  });
});
