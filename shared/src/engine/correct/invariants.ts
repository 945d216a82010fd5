/**
 * What correction must never change: the numbers (in order), the sides and the negations of a
 * text. The pipeline checks every rule family against these and undoes a family that breaks them.
 */
import { parseNumberWord } from '../text/german-numbers';

export interface Invariants {
  numbers: string[];
  sides: number;
  negations: number;
}

const SIDE = /link[se]|recht[se]|beidseit|bilateral|ipsilateral|kontralateral/giu;
const NEGATION = /(?<!\p{L})(kein|nicht|ohne|ausgeschlossen|unauffällig|negativ)/giu;

export function extractInvariants(text: string): Invariants {
  const numbers: string[] = [];
  for (const match of text.matchAll(/\p{L}+|\d+/gu)) {
    const piece = match[0];
    if (/^\d+$/.test(piece)) numbers.push(String(Number(piece)));
    else {
      const value = parseNumberWord(piece);
      if (value !== undefined) numbers.push(String(value));
    }
  }
  return {
    numbers,
    sides: text.match(SIDE)?.length ?? 0,
    negations: text.match(NEGATION)?.length ?? 0,
  };
}

export function sameInvariants(a: Invariants, b: Invariants): boolean {
  return a.sides === b.sides && a.negations === b.negations && a.numbers.join(' ') === b.numbers.join(' ');
}
