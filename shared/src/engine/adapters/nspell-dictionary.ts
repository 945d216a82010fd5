/**
 * The Node adapter for the general German dictionary: nspell over dictionary-de (Hunspell,
 * igerman98). This is the only engine file with I/O (dictionary-de reads its files on import);
 * a browser builds the same WordList from fetched .aff/.dic files with createGermanWordList.
 *
 * nspell merges duplicate .dic lines, so "gut/AU" plus "gut/STozm" (compound-only) makes "gut"
 * unknown, and some affix classes do not expand ("wahren"). The stems of the .dic and plain
 * German endings on top of them close that gap.
 */
import nspell from 'nspell';
import type { WordList } from '../text/word-knowledge';

const ENDINGS = ['e', 'en', 'er', 'es', 'em', 'n', 's', 'ere', 'eren', 'erer', 'ste', 'sten'];
// ONLYINCOMPOUND, FORBIDDENWORD and NEEDAFFIX in dictionary-de's .aff.
const NOT_STANDALONE = /[odh]/;
const ONLY_IN_COMPOUND = /o/;
/** What nspell appends to a compound-only stem: "niere" + "n", "blut" + "ung". */
const COMPOUND_PART_TAILS = new Set(['', 'e', 'en', 'n', 's', 'es', 'ns', 'ern', 'er', 'ung', 'ungen']);
const NOUN_ENDINGS = ['e', 'en', 'n', 's', 'es', 'ns', 'ern'];

export function createGermanWordList(aff: Uint8Array | string, dic: Uint8Array | string): WordList {
  const spell = nspell({ aff: aff as never, dic: dic as never });
  const stems = new Set<string>();
  const compoundStems = new Set<string>();
  const text = typeof dic === 'string' ? dic : new TextDecoder().decode(dic);
  for (const line of text.split('\n')) {
    const [word, flags = ''] = line.trim().split('/');
    if (!word || /^\d+$/.test(word)) continue;
    if (!NOT_STANDALONE.test(flags)) stems.add(word);
    else if (ONLY_IN_COMPOUND.test(flags)) compoundStems.add(word);
  }
  /** A stem of the .dic standing alone, or one with an ending. */
  const stemForm = (word: string): boolean => {
    if (stems.has(word)) return true;
    // Nouns take noun endings, other words adjective endings: "Portaler" is no noun form.
    const endings = /^\p{Lu}/u.test(word) ? NOUN_ENDINGS : ENDINGS;
    for (const ending of endings) {
      if (
        word.length - ending.length >= 3 &&
        word.endsWith(ending) &&
        stems.has(word.slice(0, -ending.length))
      )
        return true;
    }
    return false;
  };
  const lookup = (word: string): boolean => stemForm(word) || spell.correct(word);
  // nspell does not enforce ONLYINCOMPOUND on affixed forms: "niere/Nozm" makes "nieren" a word
  // and "blut/JSTozm" makes "blutung" one, so a lowercase noun would never be capitalized.
  const onlyInCompounds = (word: string): boolean => {
    if (stemForm(word)) return false;
    for (let k = 3; k <= word.length; k++)
      if (compoundStems.has(word.slice(0, k)) && COMPOUND_PART_TAILS.has(word.slice(k))) return true;
    return false;
  };
  // nspell's affix lookup is the slowest step of correct(): remember answers (bounded).
  const memo = new Map<string, boolean>();
  const has = (word: string): boolean => {
    let known = memo.get(word);
    if (known === undefined) {
      if (memo.size > 200_000) memo.clear();
      known = lookup(word);
      memo.set(word, known);
    }
    return known;
  };
  return { has, onlyInCompounds };
}

let loaded: Promise<WordList> | undefined;

export function loadGermanDictionary(): Promise<WordList> {
  loaded ??= import('dictionary-de').then(({ default: dictionary }) =>
    createGermanWordList(dictionary.aff, dictionary.dic),
  );
  return loaded;
}
