/**
 * The default lexicon. Adding a lexicon: drop a JSON array of words in this folder, import it
 * here and list it in SOURCES (earlier lists win when two spell the same key differently).
 */
import acronyms from './acronyms.json';
import anatomy from './anatomy.json';
import eponyms from './eponyms.json';
import { buildLexicon, type Lexicon, type LexiconSource } from './lexicon';
import modifiers from './modifiers.json';
import organFindings from './organ-findings.json';
import pathology from './pathology.json';
import prefixes from './prefixes.json';
import procedures from './procedures.json';

export const SOURCES: readonly LexiconSource[] = [
  { name: 'acronyms', entries: acronyms },
  { name: 'eponyms', entries: eponyms },
  { name: 'anatomy', entries: anatomy },
  { name: 'pathology', entries: pathology },
  { name: 'procedures', entries: procedures },
  { name: 'modifiers', entries: modifiers },
  { name: 'organ-findings', entries: organFindings },
];

let cached: Lexicon | undefined;

export function defaultLexicon(): Lexicon {
  cached ??= buildLexicon(SOURCES, prefixes);
  return cached;
}

export { buildLexicon, type Lexicon, lexiconKey } from './lexicon';
