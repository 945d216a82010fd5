/**
 * Dates dictated with "Punkt": "21 Punkt 8 Punkt 2024" -> "21.8.2024", digits kept as spoken
 * (no zero added). Only plausible day.month.year triples.
 */
import { makeToken, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';

function inRange(text: string | undefined, low: number, high: number): boolean {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return false;
  const value = Number(text);
  return value >= low && value <= high;
}

export const dates: RuleFamily = {
  name: 'dates',
  apply(tokens) {
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens.slice(i, i + 5);
      const [day, dot1, month, dot2, year] = t;
      const chained = t.length === 5 && t.every((token, k) => k === 0 || adjacent(t[k - 1], token));
      if (
        chained &&
        inRange(day?.text, 1, 31) &&
        dot1?.text === 'Punkt' &&
        inRange(month?.text, 1, 12) &&
        dot2?.text === 'Punkt' &&
        year &&
        /^(\d{2}|\d{4})$/.test(year.text)
      ) {
        out.push(makeToken(`${day?.text}.${month?.text}.${year.text}`, day?.pre ?? ' '));
        i += 4;
        continue;
      }
      out.push(tokens[i] as Token);
    }
    return out;
  },
};
