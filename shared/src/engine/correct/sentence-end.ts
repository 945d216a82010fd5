/**
 * Sentence-final punctuation: a paragraph that ends in a word gets its full stop ("Keine
 * röntgendichten Fremdkörper" -> "... Fremdkörper."). A section label standing alone on its line
 * and list headers ending in ":" are left as they are.
 */
import { makeToken, type Token } from '../text/tokens';
import { LABEL_WORDS, type RuleFamily } from './rule';

function lineIsLabel(tokens: readonly Token[], end: number): boolean {
  for (let k = end; k >= 0; k--) {
    const token = tokens[k] as Token;
    if (!LABEL_WORDS.has(token.text.toLowerCase())) return false;
    if (token.pre.includes('\n') || k === 0) return true;
  }
  return true;
}

function needsStop(tokens: readonly Token[], end: number): boolean {
  const last = tokens[end];
  if (!last || last.locked || !/[\p{L}\p{N})%]$/u.test(last.text)) return false;
  return !lineIsLabel(tokens, end);
}

export const sentenceEnd: RuleFamily = {
  name: 'sentence-end',
  apply(tokens) {
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      if (token.pre.includes('\n\n') && needsStop(out, out.length - 1)) out.push(makeToken('.', ''));
      out.push(token);
    }
    if (needsStop(out, out.length - 1)) out.push(makeToken('.', ''));
    return out;
  },
};
