/**
 * Numbered lists: "1 Punkt Zentrales ... 2 Punkt Kein ..." -> "1. Zentrales ...\n2. Kein ...".
 * Runs after spoken punctuation. An item marker is a small number plus "." at a sentence start;
 * when two or more markers count up from 1 in one paragraph, each item gets its own line.
 */
import { isBreak, startsSentence, type Token } from '../text/tokens';
import type { RuleFamily } from './rule';

function isMarker(tokens: readonly Token[], i: number): boolean {
  const number = tokens[i];
  const dot = tokens[i + 1];
  const next = tokens[i + 2];
  if (!number || !dot || !next || !/^\d{1,2}$/.test(number.text) || dot.text !== '.' || dot.pre !== '')
    return false;
  if (!/^\p{L}/u.test(next.text)) return false;
  const before = tokens[i - 1];
  return startsSentence(tokens, i) || before?.text === ':';
}

export const numberedLists: RuleFamily = {
  name: 'numbered-lists',
  apply(tokens) {
    let expected = 1;
    let markers: number[] = [];
    const flush = () => {
      if (markers.length >= 2)
        for (const index of markers) (tokens[index] as Token).pre = index === 0 ? '' : '\n';
      markers = [];
      expected = 1;
    };
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      if (token.pre.includes('\n\n')) flush();
      if (isMarker(tokens, i) && Number(token.text) === expected) {
        markers.push(i);
        expected++;
      } else if (isBreak(token.pre) && markers.length === 0) {
        expected = 1;
      }
    }
    flush();
    return tokens;
  },
};
