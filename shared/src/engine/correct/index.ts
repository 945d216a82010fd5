/**
 * correct(transcript): the rule families in order, each a pure pass over the token stream.
 * Adding a family: write it as one file exporting a RuleFamily, put it in FAMILIES where it
 * belongs, add its test beside it. Every family is checked against the invariants (numbers,
 * sides, negations) and undone if it broke one: the engine may fail to improve, never harm.
 */
import { defaultLexicon, type Lexicon } from '../lexicon/index';
import { makeToken, renderTokens, type Token, tokenize } from '../text/tokens';
import { WordKnowledge, type WordList } from '../text/word-knowledge';
import type { VocabularyEntry } from '../types';
import { capitalization } from './capitalization';
import { compounds } from './compounds';
import { dates } from './dates';
import { decimals } from './decimals';
import { dimensions } from './dimensions';
import { hyphens } from './hyphens';
import { extractInvariants, sameInvariants, tokenInvariants } from './invariants';
import { layoutCommands } from './layout-commands';
import { lexiconTerms } from './lexicon-terms';
import { numberWords } from './number-words';
import { numberedLists } from './numbered-lists';
import { radsCategories } from './rads-categories';
import type { RuleContext, RuleFamily } from './rule';
import { sentenceEnd } from './sentence-end';
import { signs } from './signs';
import { spokenPunctuation } from './spoken-punctuation';
import { units } from './units';
import { applyVocabulary, type VocabularyUsage } from './vocabulary';

export const FAMILIES: readonly RuleFamily[] = [
  dates,
  numberWords,
  decimals,
  dimensions,
  signs,
  units,
  spokenPunctuation,
  layoutCommands,
  numberedLists,
  lexiconTerms,
  radsCategories,
  compounds,
  hyphens,
  capitalization,
  sentenceEnd,
];

export interface CorrectOptions {
  vocabulary?: readonly VocabularyEntry[];
  /** General German dictionary; without one the engine relies on its lexicon alone. */
  dictionary?: WordList;
  lexicon?: Lexicon;
}

export interface CorrectionResult {
  text: string;
  vocabularyUsage: VocabularyUsage[];
  /** Families undone because they would have changed a number, side or negation. */
  reverted: string[];
}

let defaultDictionary: WordList | undefined;
const contexts = new WeakMap<Lexicon, Map<WordList | undefined, RuleContext>>();

/** Set the dictionary used when a call passes none (the CLI and functions load it once). */
export function setDefaultDictionary(dictionary: WordList | undefined): void {
  defaultDictionary = dictionary;
}

function contextFor(lexicon: Lexicon, dictionary: WordList | undefined): RuleContext {
  let byDictionary = contexts.get(lexicon);
  if (!byDictionary) {
    byDictionary = new Map();
    contexts.set(lexicon, byDictionary);
  }
  let context = byDictionary.get(dictionary);
  if (!context) {
    context = { lexicon, knowledge: new WordKnowledge(lexicon, dictionary) };
    byDictionary.set(dictionary, context);
  }
  return context;
}

function runFamilies(
  tokens: Token[],
  context: RuleContext,
  guarded: boolean,
): { tokens: Token[]; reverted: string[] } {
  const reverted: string[] = [];
  let text = guarded ? renderTokens(tokens) : '';
  let invariants = guarded ? extractInvariants(text) : undefined;
  for (const family of FAMILIES) {
    if (!guarded) {
      tokens = family.apply(tokens, context);
      continue;
    }
    const before = tokens.map((token) => makeToken(token.text, token.pre, token.locked));
    const after = family.apply(tokens, context);
    const afterText = renderTokens(after);
    const afterInvariants = afterText === text ? invariants : extractInvariants(afterText);
    if (invariants && afterInvariants && sameInvariants(invariants, afterInvariants)) {
      tokens = after;
      text = afterText;
      invariants = afterInvariants;
    } else {
      tokens = before;
      reverted.push(family.name);
    }
  }
  return { tokens, reverted };
}

export function correct(transcript: string, options: CorrectOptions = {}): CorrectionResult {
  const context = contextFor(options.lexicon ?? defaultLexicon(), options.dictionary ?? defaultDictionary);
  const normalized = transcript.replace(/\r\n?/g, '\n').trim();
  const start = () => applyVocabulary(tokenize(normalized), options.vocabulary ?? []);
  const vocabulary = start();
  const expected = tokenInvariants(vocabulary.tokens);
  // Fast path: all families at once, invariants checked on the result. Only when that fails are
  // the families replayed one by one, each checked, and the offending ones undone.
  const fast = runFamilies(vocabulary.tokens, context, false);
  let text = renderTokens(fast.tokens);
  let reverted: string[] = [];
  if (!sameInvariants(expected, tokenInvariants(fast.tokens))) {
    const slow = runFamilies(start().tokens, context, true);
    text = renderTokens(slow.tokens);
    reverted = slow.reverted;
  }
  return { text, vocabularyUsage: vocabulary.usage, reverted };
}

export type { WordList } from '../text/word-knowledge';
export type { VocabularyUsage } from './vocabulary';
