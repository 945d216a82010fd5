/**
 * Spelled-out units after a number become symbols, always after a space: "12 Millimeter" ->
 * "12 mm", "um -95 Hounsfield Einheiten" -> "-95 HE", "91 Prozent" -> "91 %". A unit word without
 * a number before it ("wenige Zentimeter", "Millimeterbereich") stays a word.
 */
import { isDigits, makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

/** Spoken unit (lowercase words) -> symbol. Longest phrases first. */
export const UNIT_PHRASES: readonly [string[], string][] = [
  [['nanogramm', 'pro', 'milliliter'], 'ng/ml'],
  [['milligramm', 'pro', 'deziliter'], 'mg/dl'],
  [['hounsfield', 'einheiten'], 'HE'],
  [['hounsfield-einheiten'], 'HE'],
  [['hounsfield', 'units'], 'HE'],
  [['hounsfield'], 'HE'],
  [['zentimeter'], 'cm'],
  [['zentimetern'], 'cm'],
  [['millimeter'], 'mm'],
  [['millimetern'], 'mm'],
  [['milliliter'], 'ml'],
  [['millilitern'], 'ml'],
  [['liter'], 'l'],
  [['litern'], 'l'],
  [['meter'], 'm'],
  [['metern'], 'm'],
  [['prozent'], '%'],
  [['milligramm'], 'mg'],
  [['kilogramm'], 'kg'],
  [['millisievert'], 'mSv'],
  [['milligray'], 'mGy'],
  [['quadratzentimeter'], 'cm²'],
  [['kubikzentimeter'], 'cm³'],
];

/** Length of the unit phrase starting at i, and its symbol. */
export function matchUnit(
  tokens: readonly Token[],
  i: number,
): { length: number; symbol: string } | undefined {
  for (const [words, symbol] of UNIT_PHRASES) {
    let ok = true;
    for (let k = 0; k < words.length && ok; k++) {
      const token = tokens[i + k];
      ok = token !== undefined && token.text.toLowerCase() === words[k] && (k === 0 || token.pre === ' ');
    }
    if (ok) return { length: words.length, symbol };
  }
  return undefined;
}

export const units: RuleFamily = {
  name: 'units',
  apply(tokens) {
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      const previous = out[out.length - 1];
      const unit =
        previous && isDigits(previous.text.replace(/^-/, '')) && adjacent(previous, token)
          ? matchUnit(tokens, i)
          : undefined;
      if (unit) {
        out.push(makeToken(unit.symbol, ' '));
        i += unit.length - 1;
        continue;
      }
      out.push(token);
    }
    return out;
  },
};
