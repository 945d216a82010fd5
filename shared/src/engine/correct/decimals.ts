/**
 * Decimal commas: "4 Komma 6" -> "4,6", "0 Komma 07" -> "0,07". Digits on both sides, same line.
 */
import { isDigits, makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

export const decimals: RuleFamily = {
  name: 'decimals',
  apply(tokens) {
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      const comma = tokens[i + 1];
      const fraction = tokens[i + 2];
      if (
        /^\d+$/.test(token.text) &&
        (comma?.text === 'Komma' || comma?.text === 'komma') &&
        adjacent(token, comma) &&
        fraction &&
        /^\d+$/.test(fraction.text) &&
        adjacent(comma, fraction) &&
        !out[out.length - 1]?.text.endsWith(',')
      ) {
        out.push(makeToken(`${token.text},${fraction.text}`, token.pre, token.locked));
        i += 2;
        continue;
      }
      out.push(token);
    }
    return out.map((token) => token);
  },
};

export { isDigits };
