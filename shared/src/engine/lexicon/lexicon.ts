/**
 * The radiology lexicon: curated JSON word lists indexed for exact, split, inflected and
 * sound-alike lookup. Pure data in, lookup tables out: no I/O, so it runs in the browser too.
 */
import { koelnerPhonetik } from '../text/koelner-phonetik';
import { spellingKey } from '../text/spelling-key';

export interface LexiconSource {
  name: string;
  entries: readonly string[];
}

export interface Lexicon {
  size: number;
  /** lowercase form without spaces and hyphens -> canonical spelling. */
  byKey: Map<string, string>;
  /** spelling key (c/k/z, ph/f ... folded) -> canonical spellings. */
  bySpelling: Map<string, string[]>;
  /** Kölner Phonetik code -> canonical spellings. */
  byPhonetic: Map<string, string[]>;
  /** one-letter deletions of spelling keys -> canonical spellings (symmetric-delete search). */
  byDeletion: Map<string, string[]>;
  acronyms: Set<string>;
  eponyms: Set<string>;
  anatomy: Set<string>;
  /** Lowercase pathology terms: what a radiologist finds or suspects. */
  pathology: Set<string>;
  prefixes: Set<string>;
}

export function lexiconKey(word: string): string {
  return word.toLowerCase().replace(/[\s-]/g, '');
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function deletions(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

export function buildLexicon(sources: readonly LexiconSource[], prefixes: readonly string[]): Lexicon {
  const lexicon: Lexicon = {
    size: 0,
    byKey: new Map(),
    bySpelling: new Map(),
    byPhonetic: new Map(),
    byDeletion: new Map(),
    acronyms: new Set(),
    eponyms: new Set(),
    anatomy: new Set(),
    pathology: new Set(),
    prefixes: new Set(prefixes),
  };
  for (const source of sources) {
    for (const entry of source.entries) {
      const key = lexiconKey(entry);
      if (!lexicon.byKey.has(key)) lexicon.size++;
      // The first list wins a clash: list order in index.ts is the precedence.
      if (!lexicon.byKey.has(key)) lexicon.byKey.set(key, entry);
      if (source.name === 'acronyms') lexicon.acronyms.add(key);
      if (source.name === 'eponyms' && !entry.includes('-')) lexicon.eponyms.add(entry);
      if (source.name === 'anatomy') lexicon.anatomy.add(key);
      if (source.name === 'pathology') lexicon.pathology.add(key);
      if (entry.length < 4) continue;
      const spelled = spellingKey(entry);
      push(lexicon.bySpelling, spelled, entry);
      push(lexicon.byPhonetic, koelnerPhonetik(entry), entry);
      if (spelled.length >= 5)
        for (const variant of deletions(spelled)) push(lexicon.byDeletion, variant, entry);
    }
  }
  return lexicon;
}
