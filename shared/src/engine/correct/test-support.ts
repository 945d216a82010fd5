/** Test helpers: one rule family on a text, with the real lexicon and German dictionary; random dictations. */
import fc from 'fast-check';
import { loadGermanDictionary } from '../adapters/nspell-dictionary';
import { defaultLexicon } from '../lexicon/index';
import { renderTokens, tokenize } from '../text/tokens';
import { WordKnowledge } from '../text/word-knowledge';
import type { RuleContext, RuleFamily } from './rule';

let context: RuleContext | undefined;

export async function loadRuleContext(): Promise<RuleContext> {
  if (!context) {
    const lexicon = defaultLexicon();
    context = { lexicon, knowledge: new WordKnowledge(lexicon, await loadGermanDictionary()) };
  }
  return context;
}

/** Apply one family to a text (the context must be loaded first). */
export function runFamily(family: RuleFamily, text: string): string {
  if (!context) throw new Error('call loadRuleContext() in beforeAll first');
  return renderTokens(family.apply(tokenize(text), context));
}

/** Random dictations from words that trigger the rules, numbers and sides, for property tests. */
const vocabularyWords = [
  'Punkt',
  'Komma',
  'neuer',
  'neu',
  'akut',
  'Verdacht',
  'Absatz',
  'neue',
  'Zeile',
  'Klammer',
  'auf',
  'zu',
  'mal',
  'minus',
  'links',
  'rechts',
  'beidseits',
  'kein',
  'keine',
  'nicht',
  'ohne',
  'Zentimeter',
  'Millimeter',
  'Pleura',
  'Erguss',
  'Lymph',
  'Knoten',
  'post',
  'stenotische',
  'Leber',
  'Milz',
  'unauffällig',
  'zwei',
  'vier',
  'zwölf',
  'Befund',
  'Doppelpunkt',
  'Beurteilung',
  'Punktion',
  'Schwerpunkt',
  'hyper',
  'hypo',
  'dense',
  'Hofa',
  'Fettkörper',
  'Divertikel',
  'lose',
  'Zyste',
  'mit',
  'und',
  'Typ',
  'Segment',
];
export const dictation = fc
  .array(fc.oneof(fc.constantFrom(...vocabularyWords), fc.integer({ min: 0, max: 2030 }).map(String)), {
    minLength: 1,
    maxLength: 40,
  })
  .map((parts) => parts.join(' '));
