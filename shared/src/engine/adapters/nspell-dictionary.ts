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
const NOUN_ENDINGS = ['e', 'en', 'n', 's', 'es', 'ns', 'ern'];

export function createGermanWordList(aff: Uint8Array | string, dic: Uint8Array | string): WordList {
  const spell = nspell({ aff: aff as never, dic: dic as never });
  const stems = new Set<string>();
  const text = typeof dic === 'string' ? dic : new TextDecoder().decode(dic);
  for (const line of text.split('\n')) {
    const [word, flags = ''] = line.trim().split('/');
    if (word && !/^\d+$/.test(word) && !NOT_STANDALONE.test(flags)) stems.add(word);
  }
  const lookup = (word: string): boolean => {
    if (stems.has(word) || spell.correct(word)) return true;
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
  return { has };
}

let loaded: Promise<WordList> | undefined;

export function loadGermanDictionary(): Promise<WordList> {
  loaded ??= import('dictionary-de').then(({ default: dictionary }) =>
    createGermanWordList(dictionary.aff, dictionary.dic),
  );
  return loaded;
}
