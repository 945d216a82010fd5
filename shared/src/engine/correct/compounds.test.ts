import { beforeAll, describe, expect, it } from 'vitest';
import { compounds } from './compounds';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(compounds, text);

describe('compounds', () => {
  beforeAll(loadRuleContext);

  it('joins split noun compounds', () => {
    expect(run('mit kräftiger Wand Kontrastierung')).toBe('mit kräftiger Wandkontrastierung');
    expect(run('im Bandscheiben Fachs')).toBe('im Bandscheibenfachs');
    expect(run('mit glattem Leber Rand')).toBe('mit glattem Leberrand');
    expect(run('Keine Rippen Fraktur')).toBe('Keine Rippenfraktur');
    expect(run('Hand Wurzel Knochen regelrecht')).toBe('Handwurzelknochen regelrecht');
  });

  it('joins combining forms that never stand alone', () => {
    expect(run('Fibro vaskuläre Septen, skapho trapezoidales Gelenk')).toBe(
      'fibrovaskuläre Septen, skaphotrapezoidales Gelenk',
    );
    expect(run('fibro und ossär')).toBe('fibro und ossär');
  });

  it('joins a first part with a linking -s that no noun of its kind takes alone', () => {
    expect(run('nach Distorsions Trauma')).toBe('nach Distorsionstrauma');
    expect(run('Geringe Flüssigkeits Ansammlung')).toBe('Geringe Flüssigkeitsansammlung');
    expect(run('Keine Entzündungs Zeichen')).toBe('Keine Entzündungszeichen');
    expect(run('die Befundung Zeit')).toBe('die Befundung Zeit');
  });

  it('joins a long term only to anatomy or pathology before it, else only into a listed word', () => {
    expect(run('Keine Gefäß Komplikationen')).toBe('Keine Gefäßkomplikationen');
    expect(run('seit dem Abend Lumboischialgie')).toBe('seit dem Abend Lumboischialgie');
    expect(run('(Mutter Mammakarzinom)')).toBe('(Mutter Mammakarzinom)');
    expect(run('in der Farb Dopplersonographie')).toBe('in der Farbdopplersonographie');
  });

  it('joins prefixes and adjective tails', () => {
    expect(run('Punkt post stenotische Belüftung')).toBe('Punkt poststenotische Belüftung');
    expect(run('spindel förmig verdickt, ulnar seitig')).toBe('spindelförmig verdickt, ulnarseitig');
    expect(run('mobile Schallschatten gebende Konkremente')).toBe('mobile schallschattengebende Konkremente');
    expect(run('Kein zu gehöriger Mikrokalk')).toBe('Kein zugehöriger Mikrokalk');
    expect(run('fronto parietal, Rundherd in der Medio Klavikular Linie')).toBe(
      'frontoparietal, Rundherd in der Medioklavikularlinie',
    );
    expect(run('Kein Kontrastmittel Reflux, Galea Hämatom')).toBe('Kein Kontrastmittelreflux, Galeahämatom');
  });

  it('joins two long nouns only into a listed word', () => {
    expect(run('Im Abschlussangiogramm Reststenose von 20 %')).toBe(
      'Im Abschlussangiogramm Reststenose von 20 %',
    );
    expect(run('Keine Bandscheiben Protrusion')).toBe('Keine Bandscheibenprotrusion');
  });

  it('leaves a participle after an adjective apart', () => {
    expect(run('paramedian betonter Vorfall, basal betont')).toBe(
      'paramedian betonter Vorfall, basal betont',
    );
  });

  it('leaves a noun apart from the adjective the next noun opens', () => {
    expect(run('Narbe Mittelgeschoss betont, Ödem Kortex betont')).toBe(
      'Narbe mittelgeschossbetont, Ödem kortexbetont',
    );
  });

  it('joins tails that qualify sizes, suspected pathology and nearby anatomy', () => {
    expect(run('Knoten größen konstant, Tumor verdächtig, Pleura nah')).toBe(
      'Knoten größenkonstant, tumorverdächtig, pleuranah',
    );
    expect(run('Herd verdächtig auf Metastase, Befund progredient, Läsion fern')).toBe(
      'Herd verdächtig auf Metastase, Befund progredient, Läsion fern',
    );
  });

  it('keeps time spans and procedure settings apart from the next noun', () => {
    for (const text of [
      'nach vier Wochen Therapie',
      'seit drei Monaten Beschwerden',
      'In Bauchlage Biopsie',
      'In Lokalanästhesie Drainage',
      'Unter Durchleuchtung Kontrolle',
      // A clock time, then what happened or lies there.
      'um 5 Uhr Schwindel',
      'Links 3 Uhr Zyste',
      'nach sechs Zyklen Carboplatin',
    ]) {
      expect(run(text)).toBe(text);
    }
  });

  it('keeps word pairs that are not compounds', () => {
    for (const text of [
      'Röntgen Thorax p.a.',
      'Arteria cerebri media links',
      // A Latin head never compounds, written capitalised or not.
      'Glandula submandibularis und Glandula Parotis beidseits',
      'Corpus Callosum',
      'entsprechend Modic Typ 1',
      'Leber homogen, Gallenblase normal gefüllt',
      'seit zwei Monaten',
      'Rechts Pleuraerguss',
      'Sinus maxillaris rechts frei, links betont',
      'Linke Niere Zyste von 2 cm',
      'Rechte Lunge regelrecht',
      'ist zu sehen',
      'Leber Milz Nieren unauffällig',
      'Zökum rechts. Terminales Ileum unauffällig.',
      'Miterfasste Milz und Nieren',
      'K76.8 Unklare Leberläsion',
      'Nach Entfernung des Katheters Punktionsstelle trocken',
      // A side is never part of a word; an adjective after a name the engine does not know
      // joins only into a listed word.
      'Patientin mit Zervikobrachialgie rechts',
      'Größenprogredientes infrarenales Aortenaneurysma',
      'Circulus Willisi regelrecht',
      // A noun in -ion or -ung takes a linking -s in a compound: without one these are two phrases.
      'Bei dynamischer Untersuchung in Abduktion Aufstauchung',
      'nach schriftlicher Einwilligung Bauchlage',
    ]) {
      expect(run(text)).toBe(text);
    }
  });
});
