/**
 * Number words become digits where a radiologist writes digits: before a unit, inside a decimal
 * ("vier Komma eins"), a dimension ("drei mal vier") or a range ending in a unit ("acht bis zehn
 * Millimeter"). Counting words stay words: "seit zwei
 * Monaten", "in zwei Ebenen", "zwei kleine Knoten", "Fünf lumbale Wirbelkörper".
 */
import { parseNumberWord } from '../text/german-numbers';
import { isDigits, type Token } from '../text/tokens';
import { adjacent, type RuleFamily } from './rule';
import { matchUnit } from './units';

const RANGE = /^(bis|auf|und|oder|zu)$/;

function numberAt(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  return (
    token !== undefined &&
    !token.locked &&
    (isDigits(token.text) || parseNumberWord(token.text) !== undefined)
  );
}

/** End (exclusive) of the numeric chain starting at i, and whether it proves a measurement. */
function scanChain(tokens: readonly Token[], start: number): { end: number; measured: boolean } {
  let end = start + 1;
  let measured = false;
  while (true) {
    const connector = tokens[end];
    const nextNumber = end + 1;
    if (
      connector &&
      /^(komma|Komma|mal)$/.test(connector.text) &&
      adjacent(tokens[end - 1], connector) &&
      numberAt(tokens, nextNumber) &&
      adjacent(connector, tokens[nextNumber])
    ) {
      measured = true;
      end = nextNumber + 1;
      continue;
    }
    break;
  }
  if (adjacent(tokens[end - 1], tokens[end]) && matchUnit(tokens, end)) measured = true;
  return { end, measured };
}

/** "ein Komma sechs": the article form is the number one where a decimal follows. */
function decimalOne(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const comma = tokens[i + 1];
  return (
    token !== undefined &&
    !token.locked &&
    /^(ein|Ein)$/.test(token.text) &&
    comma !== undefined &&
    /^(komma|Komma)$/.test(comma.text) &&
    adjacent(token, comma) &&
    numberAt(tokens, i + 2) &&
    adjacent(comma, tokens[i + 2])
  );
}

export const numberWords: RuleFamily = {
  name: 'number-words',
  apply(tokens) {
    for (let i = 0; i < tokens.length; i++) {
      if (decimalOne(tokens, i)) (tokens[i] as Token).text = '1';
      if (!numberAt(tokens, i)) continue;
      const { end, measured } = scanChain(tokens, i);
      if (measured) {
        for (let k = i; k < end; k += 2) {
          const token = tokens[k] as Token;
          const value = parseNumberWord(token.text);
          if (value !== undefined) token.text = String(value);
        }
        // "von acht auf elf Millimeter", "zwei bis drei Zentimeter": the first number of a range
        // shares the unit of the second.
        const before = tokens[i - 2];
        if (
          before &&
          RANGE.test(tokens[i - 1]?.text ?? '') &&
          adjacent(before, tokens[i - 1]) &&
          numberAt(tokens, i - 2)
        ) {
          const value = parseNumberWord(before.text);
          if (value !== undefined) before.text = String(value);
        }
      }
      i = end - 1;
    }
    return tokens;
  },
};
