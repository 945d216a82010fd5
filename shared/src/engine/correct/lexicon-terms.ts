/**
 * Misrecognized and split terms, looked up in the radiology lexicon:
 * - split or sound-alike phrases: "Hepato Megalie" -> "Hepatomegalie", "Divertikel lose" ->
 *   "Divertikulose", "Mark Rinden Grenze" -> "Mark-Rinden-Grenze", "Pi Rads" -> "PI-RADS";
 * - acronyms in the wrong case: "Aspects" -> "ASPECTS", "Birads" -> "BI-RADS";
 * - unknown single words one edit or one spelling variant away from a lexicon word: "Ateletase"
 *   -> "Atelektase", "zöliakus" -> "coeliacus", "Hofa" -> "Hoffa", "Modig" -> "Modic".
 * A word the dictionary or lexicon already knows is never replaced.
 */
import { deletions, lexiconKey } from '../lexicon/lexicon';
import { koelnerPhonetik } from '../text/koelner-phonetik';
import { editDistance, spellingKey } from '../text/spelling-key';
import { isAcronym, isLetterWord, makeToken, startsSentence, type Token } from '../text/tokens';
import type { WordKnowledge } from '../text/word-knowledge';
import { placeCanonical } from './casing';
import {
  adjacent,
  FUNCTION_WORDS,
  LABEL_WORDS,
  NEGATION_WORDS,
  type RuleContext,
  type RuleFamily,
} from './rule';

const SIDE_WORD = /^(link|recht|beidseit)/;
const ENDINGS = ['', 'e', 'en', 'er', 'es', 'em', 'n', 's'];
const MAX_PHRASE = 4;

/** Whether each token may be part of a looked-up phrase: a plain word, no function/label/side/negation word. */
// 0: never in a phrase; 1: usable; 2: a capitalized function word ("Vor Untersuchung"): only
// an exact lexicon word may absorb it, never a sound-alike.
const phraseWordTexts = new Map<string, number>();

function phraseWords(tokens: readonly Token[]): number[] {
  return tokens.map((token) => {
    if (token.locked) return 0;
    let usable = phraseWordTexts.get(token.text);
    if (usable === undefined) {
      const lower = token.text.toLowerCase();
      if (
        !/^\p{L}[\p{L}-]*$/u.test(token.text) ||
        LABEL_WORDS.has(lower) ||
        NEGATION_WORDS.test(lower) ||
        SIDE_WORD.test(lower)
      )
        usable = 0;
      else if (FUNCTION_WORDS.has(lower)) usable = /^\p{Lu}/u.test(token.text) && lower.length > 2 ? 2 : 0;
      else usable = 1;
      if (phraseWordTexts.size > 100_000) phraseWordTexts.clear();
      phraseWordTexts.set(token.text, usable);
    }
    return usable;
  });
}

/** 0: no phrase here; 1: any match; 2: exact lexicon words only. */
function phraseCandidate(tokens: readonly Token[], usable: readonly number[], i: number, n: number): number {
  let level = 1;
  for (let k = 0; k < n; k++) {
    const word = usable[i + k] ?? 0;
    if (word === 0) return 0;
    if (word === 2) level = 2;
    if (k > 0 && !adjacent(tokens[i + k - 1], tokens[i + k])) return 0;
  }
  return level;
}

/** A lexicon word for the joined phrase: exact, inflected, or the same spelling key. */
function matchPhrase(joined: string, context: RuleContext): string | undefined {
  const exact = context.knowledge.lexiconForm(joined);
  if (exact !== undefined) return exact;
  if (joined.length < 8) return undefined;
  for (const ending of ENDINGS) {
    if (!joined.endsWith(ending)) continue;
    const stem = joined.slice(0, joined.length - ending.length);
    const hits = context.lexicon.bySpelling.get(spellingKey(stem));
    if (hits?.length === 1) return hits[0] + ending;
  }
  if (joined.length < 10) return undefined;
  // Sound-alike: "Divertikel lose" sounds like "Divertikulose" (same Kölner code, close spelling).
  const sounds = context.lexicon.byPhonetic.get(koelnerPhonetik(joined)) ?? [];
  const key = spellingKey(joined);
  const close = sounds.filter((term) => {
    const termKey = spellingKey(term);
    return termKey.slice(0, 6) === key.slice(0, 6) && editDistance(termKey, key) <= 2;
  });
  return close.length === 1 ? close[0] : undefined;
}

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
function latinVariant(word: string, term: string): boolean {
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

const LATIN_HEADS = new Set(
  'Arteria Arteriae Vena Venae Nervus Nervi Musculus Musculi Ligamentum Ligamenta Ductus Truncus Processus Os Ossa Sinus Plexus Bursa Recessus Foramen Fossa Sulcus Lobus Glandula Tractus Canalis A V N M Lig Proc'.split(
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
      ?.filter((term) => fits(term, ending, word, atStart) && (latin || !latinVariant(stem, term)));
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
      if (distance === 0 && !latin && latinVariant(stem, candidate)) continue;
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance) tie = true;
    }
    if (best !== undefined && !tie) return best + ending;
  }
  return undefined;
}

/** The lexicon spelling for one word (acronym case or closest term), or undefined. Memoized per text. */
function singleTerm(
  text: string,
  atStart: boolean,
  latin: boolean,
  context: RuleContext,
): string | undefined {
  const { knowledge, lexicon } = context;
  const key = lexiconKey(text);
  if (lexicon.acronyms.has(key) && text.length >= 4 && !isAcronym(text)) {
    const canonical = lexicon.byKey.get(key);
    if (canonical && !knowledge.inDictionary(text) && !knowledge.inDictionary(text.toLowerCase()))
      return canonical;
  }
  if (text.length < 4 || isAcronym(text) || knowledge.isKnown(text)) return undefined;
  return closestTerm(text, knowledge, atStart, latin);
}

function fixSingle(tokens: Token[], i: number, context: RuleContext): void {
  const token = tokens[i] as Token;
  if (token.locked || !isLetterWord(token) || (token.text.includes('-') && !isAcronymish(token.text))) return;
  const atStart = startsSentence(tokens, i);
  // Inside a Latin name the previous word (or the one before an abbreviation's dot) is its head.
  const before = tokens[i - 1]?.text === '.' ? tokens[i - 2] : tokens[i - 1];
  const latin = before !== undefined && LATIN_HEADS.has(before.text);
  const table = `single-${atStart ? 'start' : 'mid'}-${latin ? 'latin' : 'german'}`;
  const term = context.knowledge.remember(table, token.text, () =>
    singleTerm(token.text, atStart, latin, context),
  );
  if (term === undefined) return;
  token.text = /^[\p{Lu}\d]+(-[\p{Lu}\d]+)*$/u.test(term) ? term : placeCanonical(term, token.text, atStart);
}

function isAcronymish(text: string): boolean {
  return /^[\p{L}]+-[\p{L}]+$/u.test(text);
}

export const lexiconTerms: RuleFamily = {
  name: 'lexicon-terms',
  apply(tokens, context) {
    const out: Token[] = [];
    const usable = phraseWords(tokens);
    for (let i = 0; i < tokens.length; i++) {
      let replaced = false;
      for (let n = MAX_PHRASE; n >= 2 && !replaced; n--) {
        const level = phraseCandidate(tokens, usable, i, n);
        if (level === 0) continue;
        let joined = '';
        for (let k = 0; k < n; k++) joined += (tokens[i + k] as Token).text;
        const term =
          level === 2
            ? context.knowledge.lexiconForm(joined)
            : context.knowledge.remember('phrase', joined, () => matchPhrase(joined, context));
        if (term === undefined) continue;
        const first = tokens[i] as Token;
        out.push(makeToken(placeCanonical(term, first.text, startsSentence(tokens, i)), first.pre));
        i += n - 1;
        replaced = true;
      }
      if (replaced) continue;
      out.push(tokens[i] as Token);
      fixSingle(out, out.length - 1, context);
    }
    return out;
  },
};
