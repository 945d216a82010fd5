/**
 * The user's own vocabulary (originalWord -> correctedWord), applied before every other rule.
 * Whole words only; a match at a sentence start may differ in the case of its first letter.
 * Replaced tokens are locked so no later rule rewrites what the user chose.
 */

import { capitalize, isCapitalized, makeToken, startsSentence, type Token, tokenize } from '../text/tokens';
import type { VocabularyEntry } from '../types';

export interface VocabularyUsage extends VocabularyEntry {
  count: number;
}

function matchesAt(tokens: readonly Token[], i: number, pattern: readonly Token[]): boolean {
  for (let k = 0; k < pattern.length; k++) {
    const token = tokens[i + k];
    const expected = pattern[k] as Token;
    if (!token || token.locked) return false;
    if (k > 0 && token.pre !== expected.pre && !(token.pre === ' ' && expected.pre !== '')) return false;
    const sameText =
      token.text === expected.text ||
      (k === 0 && startsSentence(tokens, i) && token.text === capitalize(expected.text));
    if (!sameText) return false;
  }
  return true;
}

export function applyVocabulary(
  tokens: Token[],
  vocabulary: readonly VocabularyEntry[],
): { tokens: Token[]; usage: VocabularyUsage[] } {
  const usage: VocabularyUsage[] = vocabulary.map((entry) => ({ ...entry, count: 0 }));
  let current = tokens;
  usage.forEach((entry) => {
    const pattern = tokenize(entry.originalWord.trim());
    if (pattern.length === 0) return;
    const out: Token[] = [];
    for (let i = 0; i < current.length; i++) {
      if (!matchesAt(current, i, pattern)) {
        out.push(current[i] as Token);
        continue;
      }
      const first = current[i] as Token;
      const replacement = tokenize(entry.correctedWord.trim()).map((token) =>
        makeToken(token.text, token.pre, true),
      );
      const head = replacement[0];
      if (head) {
        head.pre = first.pre;
        if (isCapitalized(first.text) && !isCapitalized(pattern[0]?.text ?? ''))
          head.text = capitalize(head.text);
      }
      out.push(...replacement);
      entry.count++;
      i += pattern.length - 1;
    }
    current = out;
  });
  return { tokens: current, usage };
}
