/** Test helpers: one rule family on a text, with the real lexicon and German dictionary. */
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
