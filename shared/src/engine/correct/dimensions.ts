/**
 * Dimensions: "3 mal 4" -> "3 x 4", "3,1 mal 2,7 mal 2,5 cm" -> "3,1 x 2,7 x 2,5 cm". Only between
 * two numbers: "zweimal", "beim ersten Mal" stay as they are.
 */
import { isDigits, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

export const dimensions: RuleFamily = {
  name: 'dimensions',
  apply(tokens) {
    for (let i = 1; i < tokens.length - 1; i++) {
      const token = tokens[i] as Token;
      if (token.text !== 'mal') continue;
      const before = tokens[i - 1];
      const after = tokens[i + 1];
      if (
        isDigits(before?.text) &&
        isDigits(after?.text) &&
        adjacent(before, token) &&
        adjacent(token, after)
      )
        token.text = 'x';
    }
    return tokens;
  },
};
