/**
 * What correction must never change: the numbers (in order), the sides, the negations and the
 * qualifiers (neu, akut, chronisch, progredient, Verdacht, ...) of a text. The pipeline checks its
 * result against these and undoes any rule family that breaks them.
 */
import { parseNumberWord } from '../text/german-numbers';
import type { Token } from '../text/tokens';

export interface Invariants {
  numbers: string[];
  sides: number;
  negations: number;
  qualifiers: number;
}

const SIDE = /link[se]|recht[se]|beidseit|bilateral|ipsilateral|kontralateral/giu;
const NEGATION = /^(kein|nicht|ohne|ausgeschlossen|unauffällig|negativ)/iu;
// Words that date or weigh a finding: dropping "neu" from "neu aufgetretene" changes the report.
// "neu" only at a word start (not "Pneumonie"), not "Neur..." (Neuroforamen) or "neun", not "neue",
// "neuer", "neuen": those also start the layout commands "neuer Absatz" and "neue Zeile".
const QUALIFIER =
  /(?<!\p{L})neu(?![rn]|e[rn]?(?!\p{L}))|erneut|frisch|akut|chronisch|progredient|regredient|unverändert|fraglich|verdacht|wahrscheinlich/giu;

const ROMAN = /^[IVX]+$/;
const SIDE_ABBREVIATION = /^(?:li|re)$/;

// "ein Komma sechs" is 1,6: the article form counts as a number where a decimal follows.
const ONE = /^[Ee]in$/;
const DECIMAL_AFTER = /^\s+[Kk]omma\s/;

interface WordFacts {
  number: string | undefined;
  sides: number;
  negation: boolean;
  qualifiers: number;
}

// Per word, computed once: the same words recur in every report (bounded memo).
const facts = new Map<string, WordFacts>();

function factsOf(word: string): WordFacts {
  let known = facts.get(word);
  if (!known) {
    const value = /^\d+$/.test(word) ? Number(word) : parseNumberWord(word);
    known = {
      // A Roman numeral is a number too: a grade or a ray ("Schatzker II", "Os metatarsale II").
      number: value === undefined ? (ROMAN.test(word) ? word : undefined) : String(value),
      // "li." and "re.": the abbreviated sides count as sides ("A. poplitea li." is no "popliteal.").
      sides: (word.match(SIDE)?.length ?? 0) + (SIDE_ABBREVIATION.test(word) ? 1 : 0),
      negation: NEGATION.test(word),
      qualifiers: word.match(QUALIFIER)?.length ?? 0,
    };
    if (facts.size > 100_000) facts.clear();
    facts.set(word, known);
  }
  return known;
}

export function extractInvariants(text: string): Invariants {
  const result: Invariants = { numbers: [], sides: 0, negations: 0, qualifiers: 0 };
  // Letters and digits apart: "T2" has the number 2, "Rechtsherzbelastung" one side word.
  for (const match of text.matchAll(/\p{L}+|\d+/gu)) {
    const word = facts.get(match[0]) ?? factsOf(match[0]);
    if (word.number !== undefined) result.numbers.push(word.number);
    else if (ONE.test(match[0]) && DECIMAL_AFTER.test(text.slice(match.index + match[0].length)))
      result.numbers.push('1');
    result.sides += word.sides;
    if (word.negation) result.negations++;
    result.qualifiers += word.qualifiers;
  }
  return result;
}

export function sameInvariants(a: Invariants, b: Invariants): boolean {
  return (
    a.sides === b.sides &&
    a.negations === b.negations &&
    a.qualifiers === b.qualifiers &&
    a.numbers.join(' ') === b.numbers.join(' ')
  );
}

// Per token text, the invariants of that piece (bounded memo): the pipeline's fast path sums these.
const pieces = new Map<string, Invariants>();

export function tokenInvariants(tokens: readonly Token[]): Invariants {
  const result: Invariants = { numbers: [], sides: 0, negations: 0, qualifiers: 0 };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    // "ein Komma sechs": the "ein" is a number (checked by length first: this runs for every token).
    if (token.text.length === 3 && ONE.test(token.text) && /^[Kk]omma$/.test(tokens[i + 1]?.text ?? ''))
      result.numbers.push('1');
    let piece = pieces.get(token.text);
    if (!piece) {
      piece = extractInvariants(token.text);
      if (pieces.size > 100_000) pieces.clear();
      pieces.set(token.text, piece);
    }
    for (const number of piece.numbers) result.numbers.push(number);
    result.sides += piece.sides;
    result.negations += piece.negations;
    result.qualifiers += piece.qualifiers;
  }
  return result;
}
