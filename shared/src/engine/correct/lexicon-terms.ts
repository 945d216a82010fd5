/**
 * Misrecognized and split terms, looked up in the radiology lexicon:
 * - split or sound-alike phrases: "Hepato Megalie" -> "Hepatomegalie", "Divertikel lose" ->
 *   "Divertikulose", "Mark Rinden Grenze" -> "Mark-Rinden-Grenze", "Pi Rads" -> "PI-RADS";
 * - acronyms in the wrong case: "Aspects" -> "ASPECTS", "Birads" -> "BI-RADS";
 * - unknown single words one edit or one spelling variant away from a lexicon word: "Ateletase"
 *   -> "Atelektase", "zöliakus" -> "coeliacus", "Hofa" -> "Hoffa", "Modig" -> "Modic".
 * A word the dictionary or lexicon already knows is never replaced.
 */
import { lexiconKey } from '../lexicon/lexicon';
import { koelnerPhonetik } from '../text/koelner-phonetik';
import { editDistance, spellingKey } from '../text/spelling-key';
import { isAcronym, isLetterWord, makeToken, startsSentence, type Token } from '../text/tokens';
import { placeCanonical } from './casing';
import { closestTerm, LATIN_HEADS, latinVariant } from './closest-term';
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

/** Whether each token may be part of a looked-up phrase: a plain word, no side or negation word. */
// 0: never in a phrase; 1: usable; 2: a section label or a capitalized function word ("Vor
// Untersuchung"): only an exact lexicon word may absorb it, never a sound-alike.
const phraseWordTexts = new Map<string, number>();

/** A Roman numeral or a single letter. */
const GRADE = /^(?:[IVX]+|\p{L})$/u;

function phraseWords(tokens: readonly Token[]): number[] {
  return tokens.map((token) => {
    if (token.locked) return 0;
    let usable = phraseWordTexts.get(token.text);
    if (usable === undefined) {
      const lower = token.text.toLowerCase();
      if (!/^\p{L}[\p{L}-]*$/u.test(token.text) || NEGATION_WORDS.test(lower) || SIDE_WORD.test(lower))
        usable = 0;
      // A section label joins only into an exact lexicon word ("Koaxial Technik" -> "Koaxialtechnik"),
      // and so does a grade or a letter ("D Dimere" -> "D-Dimere"): "Schatzker II" and "Chromogranin A"
      // sound like "Schatzker" and "Chromogranin", but the grade is a word of its own.
      else if (LABEL_WORDS.has(lower) || GRADE.test(token.text)) usable = 2;
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
  // The term must spell out every word of the phrase: "Unterlappen neu" sounds like
  // "Unterlappen", but that would drop "neu".
  const close = sounds.filter((term) => {
    const termKey = spellingKey(term);
    return (
      termKey.length >= key.length - 1 &&
      termKey.slice(0, 6) === key.slice(0, 6) &&
      editDistance(termKey, key) <= 2
    );
  });
  return close.length === 1 ? close[0] : undefined;
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
  if (text.length < 4 || isAcronym(text)) return undefined;
  if (knowledge.isKnown(text)) {
    // Inside a Latin name the German spelling of a known word takes the Latin letters: "Trunkus".
    // Only towards the Latin letters, and never away from a spelling the lexicon lists ("Conus").
    if (!latin || lexicon.byKey.get(key) === text) return undefined;
    const variants = lexicon.bySpelling
      .get(spellingKey(text))
      ?.filter(
        (term) =>
          term !== text &&
          /c/i.test(term) &&
          /^\p{Lu}/u.test(term) === /^\p{Lu}/u.test(text) &&
          latinVariant(text, term),
      );
    return variants?.length === 1 ? variants[0] : undefined;
  }
  return closestTerm(text, knowledge, atStart, latin);
}

/** Marks a phrase remembered to have no term (the memo's own marker is private to it). */
const NO_TERM = Symbol('no term');

function rememberPhrase(
  phrases: Map<string, unknown>,
  joined: string,
  context: RuleContext,
): string | undefined {
  const term = matchPhrase(joined, context);
  if (phrases.size > 100_000) phrases.clear();
  phrases.set(joined, term === undefined ? NO_TERM : term);
  return term;
}

const SINGLE_TABLES = [
  'single-term-mid',
  'single-term-mid-latin',
  'single-term-start',
  'single-term-start-latin',
];

/** `after` is the next input token: `tokens` holds only the output so far. */
function fixSingle(tokens: Token[], i: number, after: Token | undefined, context: RuleContext): void {
  const token = tokens[i] as Token;
  if (token.locked || !isLetterWord(token) || (token.text.includes('-') && !isAcronymish(token.text))) return;
  const atStart = startsSentence(tokens, i);
  // Inside a Latin name the previous word (or the one before an abbreviation's dot) is its head.
  const before = tokens[i - 1]?.text === '.' ? tokens[i - 2] : tokens[i - 1];
  // A head written the German way is in a Latin name too when a Latin attribute follows
  // ("Trunkus pulmonalis" -> "Truncus pulmonalis").
  const latin =
    (before !== undefined && LATIN_HEADS.has(before.text)) ||
    (after !== undefined &&
      LATIN_ENDING.test(after.text) &&
      /^\p{Lu}/u.test(token.text) &&
      /^\p{Ll}+(is|us|ae|i)$/u.test(after.text) &&
      context.lexicon.anatomy.has(after.text));
  const table = context.knowledge.table(SINGLE_TABLES[(atStart ? 2 : 0) + (latin ? 1 : 0)] as string);
  let term = table.get(token.text) as string | typeof NO_TERM | undefined;
  if (term === undefined) {
    term = singleTerm(token.text, atStart, latin, context) ?? NO_TERM;
    if (table.size > 100_000) table.clear();
    table.set(token.text, term);
  }
  if (term === NO_TERM) return;
  token.text = /^[\p{Lu}\d]+(-[\p{Lu}\d]+)*$/u.test(term) ? term : placeCanonical(term, token.text, atStart);
}

/** A cheap first test for a Latin attribute (the full one follows). */
const LATIN_ENDING = /(?:is|us|ae|i)$/;

function isAcronymish(text: string): boolean {
  return /^[\p{L}]+-[\p{L}]+$/u.test(text);
}

export const lexiconTerms: RuleFamily = {
  name: 'lexicon-terms',
  apply(tokens, context) {
    const out: Token[] = [];
    const usable = phraseWords(tokens);
    const phrases = context.knowledge.table('phrase-term');
    for (let i = 0; i < tokens.length; i++) {
      let replaced = false;
      // The longest phrase first; a word that can join none is passed over at once.
      for (let n = usable[i] ? MAX_PHRASE : 1; n >= 2 && !replaced; n--) {
        const level = phraseCandidate(tokens, usable, i, n);
        if (level === 0) continue;
        let joined = '';
        for (let k = 0; k < n; k++) joined += (tokens[i + k] as Token).text;
        const cached = level === 1 ? phrases.get(joined) : undefined;
        const term =
          level === 2
            ? context.knowledge.lexiconForm(joined)
            : cached !== undefined
              ? ((cached === NO_TERM ? undefined : cached) as string | undefined)
              : rememberPhrase(phrases, joined, context);
        if (term === undefined) continue;
        const first = tokens[i] as Token;
        out.push(makeToken(placeCanonical(term, first.text, startsSentence(tokens, i)), first.pre));
        i += n - 1;
        replaced = true;
      }
      if (replaced) continue;
      out.push(tokens[i] as Token);
      fixSingle(out, out.length - 1, tokens[i + 1], context);
    }
    return out;
  },
};
