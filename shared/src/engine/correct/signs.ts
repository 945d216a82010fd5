/** A spoken sign: "minus 95" -> "-95" (ASCII hyphen-minus, glued to the number). */
import { isDigits, makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

export const signs: RuleFamily = {
  name: 'signs',
  apply(tokens) {
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      const next = tokens[i + 1];
      if (/^minus$/i.test(token.text) && next && isDigits(next.text) && adjacent(token, next)) {
        out.push(makeToken(`-${next.text}`, token.pre));
        i++;
        continue;
      }
      out.push(token);
    }
    return out;
  },
};
