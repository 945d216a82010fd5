/** The shape of one rule family: a pure function over the token stream. */
import type { Lexicon } from '../lexicon/lexicon';
import type { Token } from '../text/tokens';
import type { WordKnowledge } from '../text/word-knowledge';

export interface RuleContext {
  knowledge: WordKnowledge;
  lexicon: Lexicon;
}

export interface RuleFamily {
  name: string;
  apply(tokens: Token[], context: RuleContext): Token[];
}

/** Two tokens are neighbours a rule may merge: same line, one space apart, neither locked. */
export function adjacent(first: Token | undefined, second: Token | undefined): boolean {
  return first !== undefined && second !== undefined && second.pre === ' ' && !first.locked && !second.locked;
}

/** Words that mark a section label: never merged into a compound or hyphenated. */
export const LABEL_WORDS = new Set([
  'klinische',
  'angaben',
  'fragestellung',
  'indikation',
  'anamnese',
  'technik',
  'voraufnahmen',
  'voraufnahme',
  'vergleich',
  'befund',
  'befunde',
  'beurteilung',
  'impression',
  'zusammenfassung',
]);

/** Function words: never part of a compound the engine builds. */
export const FUNCTION_WORDS = new Set(
  'und oder sowie bzw bis mit ohne bei nach vor von vom zum zur im in am an auf aus über unter der die das den dem des ein eine einer einem einen eines kein keine keinen keinem keiner nicht nur noch auch als wie im ist sind war wird wurde wurden werden hat haben seit für gegen durch um ab je pro'.split(
    ' ',
  ),
);

export const NEGATION_WORDS = /^(kein|keine|keinen|keinem|keiner|keines|nicht|ohne|nie|weder|noch)$/i;

/** Words that become compound heads before a noun although they stand alone too: "Erst Mammographie". */
export const NOUN_PREFIX =
  /^(erst|teil|rest|voll|haupt|neben|gesamt|zusatz|quer|längs|spontan|doppel|mehrfach|misch|grenz|kontroll|verlaufs|seiten|rand|niedrigdosis|ganzkörper|notfall|farb)$/i;
