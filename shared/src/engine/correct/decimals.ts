/**
 * Decimal commas: "4 Komma 6" -> "4,6", "0 Komma 07" -> "0,07". Digits on both sides, same line.
 * A recognizer that writes the spoken Komma as a comma leaves a space after it: "7, 8 Zentimeter"
 * is 7,8 cm where a spelled-out unit follows the second number and no list of numbers goes before.
 */
import { isDigits, makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';
import { matchUnit } from './units';

/** A spelled-out unit: a transcript's, never a finished report's ("Segment 7, 12 mm" stays as written). */
function unitAt(tokens: readonly Token[], i: number): boolean {
  return tokens[i]?.pre === ' ' && matchUnit(tokens, i) !== undefined;
}

/** "7, 8 Zentimeter": digits, a comma written against them, one or two digits, a unit. */
function writtenComma(tokens: readonly Token[], i: number, before: Token | undefined): boolean {
  const token = tokens[i] as Token;
  const comma = tokens[i + 1];
  const fraction = tokens[i + 2];
  return (
    /^\d{1,3}$/.test(token.text) &&
    comma?.text === ',' &&
    comma.pre === '' &&
    fraction !== undefined &&
    fraction.pre === ' ' &&
    /^\d{1,2}$/.test(fraction.text) &&
    !token.locked &&
    !comma.locked &&
    !fraction.locked &&
    unitAt(tokens, i + 3) &&
    // "Segmente 6, 7 und 8" or "2, 3 und 4 mm": a list, not a decimal.
    before?.text !== ',' &&
    before?.text !== 'und'
  );
}

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
      if (writtenComma(tokens, i, out[out.length - 1])) {
        out.push(makeToken(`${token.text},${(tokens[i + 2] as Token).text}`, token.pre, token.locked));
        i += 2;
        continue;
      }
      out.push(token);
    }
    return out;
  },
};

export { isDigits };
