/**
 * Sub-categories of the RADS systems are written as one code: "BI-RADS 4 B" -> "BI-RADS 4B",
 * "Lung-RADS 4 x" -> "Lung-RADS 4X"; a letter that starts a word ("PI-RADS 3 bei") stays apart.
 */
import { isDigits, makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

export const radsCategories: RuleFamily = {
  name: 'rads-categories',
  apply(tokens) {
    const out = [...tokens];
    for (let i = 0; i < out.length - 2; i++) {
      const system = out[i] as Token;
      const category = out[i + 1] as Token;
      const letter = out[i + 2] as Token;
      if (
        /-RADS$/i.test(system.text) &&
        isDigits(category.text) &&
        /^[abcx]$/i.test(letter.text) &&
        adjacent(system, category) &&
        adjacent(category, letter) &&
        !category.locked &&
        !letter.locked
      ) {
        out.splice(i + 1, 2, makeToken(category.text + letter.text.toUpperCase(), category.pre));
      }
    }
    return out;
  },
};
