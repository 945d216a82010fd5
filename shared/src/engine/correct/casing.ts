/** Shared casing helpers for rules that replace or join words. */
import { capitalize, decapitalize, isCapitalized } from '../text/tokens';

/** A lexicon spelling in place of `original`: acronyms and nouns as listed, adjectives capitalized at a sentence start. */
export function placeCanonical(canonical: string, original: string, atSentenceStart: boolean): string {
  if (/^[\p{Lu}\d]/u.test(canonical)) return canonical;
  return atSentenceStart && isCapitalized(original) ? capitalize(canonical) : canonical;
}

/** A joined word takes its class from its last part: a noun tail gives a noun. */
export function joinCase(first: string, last: string, noun: boolean): string {
  const joined = first.toLowerCase() + decapitalize(last);
  return noun ? capitalize(joined) : joined;
}
