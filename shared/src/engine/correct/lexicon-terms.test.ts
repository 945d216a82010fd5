import { beforeAll, describe, expect, it } from 'vitest';
import { lexiconTerms } from './lexicon-terms';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(lexiconTerms, text);

describe('lexicon terms', () => {
  beforeAll(loadRuleContext);

  it('joins split and sound-alike terms into the lexicon spelling', () => {
    expect(run('Symptomatische Cholezysto Lithiasis')).toBe('Symptomatische Cholezystolithiasis');
    expect(run('Divertikel lose des Sigmas')).toBe('Divertikulose des Sigmas');
    expect(run('Verlust der Mark Rinden Grenze')).toBe('Verlust der Mark-Rinden-Grenze');
    expect(run('Kein Peri Kard Erguss')).toBe('Kein Perikarderguss');
    expect(run('Aktive Teno Synovialitis unter Metho Trexat')).toBe(
      'Aktive Tenosynovialitis unter Methotrexat',
    );
    expect(run('Pi Rads 2')).toBe('PI-RADS 2');
    expect(run('Lung Rads 3')).toBe('Lung-RADS 3');
    expect(run('Rand des Meta Karpal Köpfchens')).toBe('Rand des Metakarpalköpfchens');
    expect(run('Übrige Metatarso Phalangeal Gelenke')).toBe('Übrige Metatarsophalangealgelenke');
    expect(run('Am Kopf Hals Übergang Cam Deformität')).toBe('Am Kopf-Hals-Übergang Cam-Deformität');
    expect(run('Hallux valgus Fehlstellung, Ulna Plus Variante')).toBe(
      'Hallux-valgus-Fehlstellung, Ulna-Plus-Variante',
    );
    expect(run('des fibro kartilaginären Komplexes, fett gesättigt')).toBe(
      'des fibrokartilaginären Komplexes, fettgesättigt',
    );
    expect(run('Bifurkation des Trunkus pulmonalis, Falx zerebri')).toBe(
      'Bifurkation des Truncus pulmonalis, Falx cerebri',
    );
  });

  it('fixes misrecognized single words and acronyms', () => {
    expect(run('Kleine plattenförmige Ateletase')).toBe('Kleine plattenförmige Atelektase');
    expect(run('Truncus zöliakus')).toBe('Truncus coeliacus');
    expect(run('entsprechend Modig Typ 1')).toBe('entsprechend Modic Typ 1');
    expect(run('Birads 0 links, Aspects 6')).toBe('BI-RADS 0 links, ASPECTS 6');
    expect(run('Kleine Osteofyten')).toBe('Kleine Osteophyten');
    expect(run('Modik Typ 1, Punktion in Koaxial Technik')).toBe('Modic Typ 1, Punktion in Koaxialtechnik');
    expect(run('Der Herd ist PET positiv')).toBe('Der Herd ist PET-positiv');
    expect(run('Grad 3 nach Tönis')).toBe('Grad 3 nach Tönnis');
    // A name heard with a letter pair swapped is the name; another name that merely sounds like
    // one ("Galasso", "Galeazzi") stays.
    expect(run('Stadium 3 nach Heppel')).toBe('Stadium 3 nach Hepple');
    expect(run('Klassifikation nach Galasso')).toBe('Klassifikation nach Galasso');
    // A sound-alike of another disease is no correction: "Entesitis" is the enthesitis, not "Enteritis".
    expect(run('Entesitis am Ansatz des Ligamentum interspinale')).toBe(
      'Enthesitis am Ansatz des Ligamentum interspinale',
    );
  });

  it('never swallows a word into a sound-alike term', () => {
    expect(run('Im Unterlappen neu aufgetretene Verdichtung')).toBe(
      'Im Unterlappen neu aufgetretene Verdichtung',
    );
    expect(run('Leberzyste neu im Segment 7')).toBe('Leberzyste neu im Segment 7');
    // A grade or a letter after a word sounds like nothing: "Schatzker II" is no misheard "Schatzker".
    expect(run('Tibiakopffraktur, Schatzker II, Fraktur des Os metatarsale II')).toBe(
      'Tibiakopffraktur, Schatzker II, Fraktur des Os metatarsale II',
    );
    expect(run('Chromogranin A leicht ansteigend')).toBe('Chromogranin A leicht ansteigend');
    expect(run('D Dimere erhöht')).toBe('D-Dimere erhöht');
  });

  it('never replaces a word the dictionary or lexicon knows', () => {
    const text = 'Knoten mit echogenen Punkten und Kometschweifartefakten, hyperechogen, im linken Lappen';
    expect(run(text)).toBe(text);
  });

  it('keeps German spelling variants and inflections it does not list', () => {
    for (const text of [
      'Klavikula und Skapula ohne Fraktur',
      'nach abdominellen Voroperationen',
      'lateraler Femurkondylus',
      'benignem Herdbefund',
      // An adjective opening a sentence is no noun to correct ("Hypertrophe" is not "Hypertrophie").
      'Hypertrophe Pylorusstenose',
      'Atrophe Niere links',
    ]) {
      expect(run(text)).toBe(text);
    }
  });

  it('keeps the meaning-bearing start of a word: no hypo/hyper swap', () => {
    expect(run('hyperechogener Herd')).toBe('hyperechogener Herd');
  });
});
