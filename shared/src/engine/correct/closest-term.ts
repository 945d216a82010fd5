/**
 * The closest lexicon word for a word neither dictionary nor lexicon knows: the same spelling key
 * (c/k/z, ph/f, y/i, doubled letters) or one edit away (symmetric-delete index). Conservative on
 * purpose: the word class must fit, the first four letters must agree, a vowel swap or a
 * German/Latin letter swap outside a Latin name is a spelling variant, not an error (but a name
 * has one spelling: "Modik" is "Modic").
 */
import { deletions, type Lexicon } from '../lexicon/lexicon';
import { koelnerPhonetik } from '../text/koelner-phonetik';
import { editDistance, spellingKey } from '../text/spelling-key';
import type { WordKnowledge } from '../text/word-knowledge';

const ENDINGS = ['', 'e', 'en', 'er', 'es', 'em', 'n', 's'];
const NOUN_ENDING = /^(|e|en|n|s|es)$/;
const ADJECTIVE_ENDING = /^(|e|en|er|es|em)$/;

/**
 * A replacement keeps the word class: a capitalized word mid-sentence is a noun and stays one,
 * a noun takes noun endings, an adjective adjective endings ("Hypertension" never becomes
 * "hypertensiv" + "n").
 */
function fits(candidate: string, ending: string, written: string, atStart: boolean): boolean {
  if (/^[\p{Lu}\d]+(-[\p{Lu}\d]+)*$/u.test(candidate)) return ending === '';
  const noun = /^\p{Lu}/u.test(candidate);
  if (!atStart && /^\p{Lu}/u.test(written) !== noun) return false;
  return noun ? NOUN_ENDING.test(ending) : ADJECTIVE_ENDING.test(ending);
}

/**
 * Only the German/Latin letters differ (k/c, z/c, ä/ae, ö/oe): "Skapula" and "Scapula" are both
 * right. The Latin spelling is only imposed inside a Latin name ("Truncus zöliakus").
 */
export function latinVariant(word: string, term: string): boolean {
  const fold = (text: string) =>
    text
      .toLowerCase()
      .replace(/ae/g, 'ä')
      .replace(/oe/g, 'ö')
      .replace(/c(?=[eiäöy])/g, 'z')
      .replace(/ck/g, 'k')
      .replace(/c/g, 'k');
  return fold(word) === fold(term);
}

export const LATIN_HEADS = new Set(
  'Arteria Arteriae Vena Venae Nervus Nervi Musculus Musculi Ligamentum Ligamenta Ductus Truncus Processus Os Ossa Sinus Plexus Bursa Recessus Foramen Fossa Sulcus Lobus Glandula Tractus Canalis Dens Corpus Caput Collum Cornu Crus Pars Ramus Facies Tuberculum Tuberositas Condylus Epicondylus Falx Tentorium Cisterna Cavum Septum Bulbus Cauda Conus Fascia Arcus Nucleus Capsula Lamina Gyrus Centrum Circulus Ostium A V N M Lig Proc'.split(
    ' ',
  ),
);

/** One vowel for another ("abdominell"/"abdominal", "-ös"/"-os") is a spelling variant, not a recognizer error. */
function vowelSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return /[aeiouäöü]/.test(a[i] as string) && /[aeiouäöü]/.test(b[i] as string);
  }
  return false;
}

/** The two keys differ by one pair of neighbouring letters swapped: "hepel" and "heple". */
function swappedPair(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * A name is heard, not read: "Heppel" sounds as "Hepple" does, a swapped letter pair that counts
 * as two edits above. The one eponym with the same sound code and that swap.
 */
function soundAlikeName(word: string, lexicon: Lexicon): string | undefined {
  if (!/^\p{Lu}\p{Ll}{4,}$/u.test(word)) return undefined;
  const key = spellingKey(word);
  const names = (lexicon.byPhonetic.get(koelnerPhonetik(word)) ?? []).filter(
    (term) => lexicon.eponyms.has(term) && swappedPair(key, spellingKey(term)),
  );
  return names.length === 1 ? names[0] : undefined;
}

/** Closest lexicon word for an unknown word; undefined when none is close or the choice is unclear. */
export function closestTerm(
  word: string,
  knowledge: WordKnowledge,
  atStart = false,
  latin = false,
): string | undefined {
  const lexicon = knowledge.lexicon;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 5) continue;
    const stem = word.slice(0, word.length - ending.length);
    const key = spellingKey(stem);
    const same = lexicon.bySpelling
      .get(key)
      ?.filter(
        (term) =>
          fits(term, ending, word, atStart) &&
          (latin || lexicon.eponyms.has(term) || !latinVariant(stem, term)),
      );
    if (same?.length === 1) return same[0] + ending;
    // An edit on top of an inflection is a guess too far ("Femurkondylus" is no "Femurkondyle" + "s").
    if (ending !== '') continue;
    const candidates = new Set<string>();
    for (const variant of [key, ...deletions(key)])
      for (const hit of lexicon.byDeletion.get(variant) ?? []) candidates.add(hit);
    let best: string | undefined;
    let bestDistance = 2;
    let tie = false;
    for (const candidate of candidates) {
      const candidateKey = spellingKey(candidate);
      // The start of a word carries meaning (hypo/hyper, intra/extra): it must agree.
      if (candidateKey.slice(0, 4) !== key.slice(0, 4) || !fits(candidate, ending, word, atStart)) continue;
      const distance = editDistance(key, candidateKey);
      if (distance === 1 && vowelSwap(key, candidateKey)) continue;
      if (distance === 0 && !latin && !lexicon.eponyms.has(candidate) && latinVariant(stem, candidate))
        continue;
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance) tie = true;
    }
    if (best !== undefined && !tie) return best + ending;
  }
  return soundAlikeName(word, lexicon);
}
