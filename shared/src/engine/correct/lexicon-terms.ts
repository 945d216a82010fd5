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
import { isAcronym, isLetterWord, startsSentence, type Token } from '../text/tokens';
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
const phraseWordTexts = new Map<string, boolean>();

function phraseWords(tokens: readonly Token[]): boolean[] {
  return tokens.map((token) => {
    if (token.locked) return false;
    let usable = phraseWordTexts.get(token.text);
    if (usable === undefined) {
      const lower = token.text.toLowerCase();
      usable =
        /^\p{L}[\p{L}-]*$/u.test(token.text) &&
        !(
          FUNCTION_WORDS.has(lower) ||
          LABEL_WORDS.has(lower) ||
          NEGATION_WORDS.test(lower) ||
          SIDE_WORD.test(lower)
        );
      if (phraseWordTexts.size > 100_000) phraseWordTexts.clear();
      phraseWordTexts.set(token.text, usable);
    }
    return usable;
  });
}

function phraseCandidate(
  tokens: readonly Token[],
  usable: readonly boolean[],
  i: number,
  n: number,
): boolean {
  for (let k = 0; k < n; k++) {
    if (!usable[i + k]) return false;
    if (k > 0 && !adjacent(tokens[i + k - 1], tokens[i + k])) return false;
  }
  return true;
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

/** Closest lexicon word for an unknown word; undefined when none is close or the choice is unclear. */
export function closestTerm(word: string, knowledge: WordKnowledge): string | undefined {
  const lexicon = knowledge.lexicon;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 5) continue;
    const stem = word.slice(0, word.length - ending.length);
    const key = spellingKey(stem);
    const same = lexicon.bySpelling.get(key);
    if (same?.length === 1) return same[0] + ending;
    const candidates = new Set<string>();
    for (const variant of [key, ...deletions(key)])
      for (const hit of lexicon.byDeletion.get(variant) ?? []) candidates.add(hit);
    let best: string | undefined;
    let bestDistance = 2;
    let tie = false;
    for (const candidate of candidates) {
      const candidateKey = spellingKey(candidate);
      // The start of a word carries meaning (hypo/hyper, intra/extra): it must agree.
      if (candidateKey.slice(0, 4) !== key.slice(0, 4)) continue;
      const distance = editDistance(key, candidateKey);
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
function singleTerm(text: string, context: RuleContext): string | undefined {
  const { knowledge, lexicon } = context;
  const key = lexiconKey(text);
  if (lexicon.acronyms.has(key) && text.length >= 4 && !isAcronym(text)) {
    const canonical = lexicon.byKey.get(key);
    if (canonical && !knowledge.inDictionary(text) && !knowledge.inDictionary(text.toLowerCase()))
      return canonical;
  }
  if (text.length < 4 || isAcronym(text) || knowledge.isKnown(text)) return undefined;
  return closestTerm(text, knowledge);
}

function fixSingle(tokens: Token[], i: number, context: RuleContext): void {
  const token = tokens[i] as Token;
  if (token.locked || !isLetterWord(token) || (token.text.includes('-') && !isAcronymish(token.text))) return;
  const term = context.knowledge.remember('single', token.text, () => singleTerm(token.text, context));
  if (term === undefined) return;
  token.text = /^[\p{Lu}\d]+(-[\p{Lu}\d]+)*$/u.test(term)
    ? term
    : placeCanonical(term, token.text, startsSentence(tokens, i));
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
        if (!phraseCandidate(tokens, usable, i, n)) continue;
        let joined = '';
        for (let k = 0; k < n; k++) joined += (tokens[i + k] as Token).text;
        const term = context.knowledge.remember('phrase', joined, () => matchPhrase(joined, context));
        if (term === undefined) continue;
        const first = tokens[i] as Token;
        out.push({ text: placeCanonical(term, first.text, startsSentence(tokens, i)), pre: first.pre });
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
