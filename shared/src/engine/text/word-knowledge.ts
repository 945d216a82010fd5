/**
 * What the engine knows about a word: the general German dictionary (passed in, so the core does
 * no I/O), the radiology lexicon, German inflection endings and compounding. The rule of thumb
 * everywhere: a word the engine knows is never "corrected".
 */
import { type Lexicon, lexiconKey } from '../lexicon/lexicon';
import { capitalize, decapitalize, isCapitalized } from './tokens';

/** A general dictionary, e.g. nspell with dictionary-de (see adapters/). */
export interface WordList {
  has(word: string): boolean;
  /** The dictionary has this word only as a part of compounds ("nieren", "blutung"), not alone. */
  onlyInCompounds?(word: string): boolean;
}

const ENDINGS = ['', 'e', 'en', 'er', 'es', 'em', 'n', 's', 'ns', 'ern', 'ens'];
const LINKING = ['', 's', 'n', 'en', 'es', 'e'];
const MIN_PART = 3;
/** Marks a remembered `undefined`. */
const NONE = Symbol('none');

export class WordKnowledge {
  private readonly known = new Map<string, boolean>();
  private readonly compound = new Map<string, boolean>();
  private readonly memos = new Map<string, Map<string, unknown>>();

  constructor(
    readonly lexicon: Lexicon,
    private readonly dictionary?: WordList,
  ) {}

  /** Remember a derived answer per word (bounded): lookups repeat across and within reports. */
  remember<T>(table: string, key: string, compute: () => T): T {
    const memo = this.table(table);
    const cached = memo.get(key);
    if (cached !== undefined) return (cached === NONE ? undefined : cached) as T;
    if (memo.size > 100_000) memo.clear();
    const value = compute();
    memo.set(key, value === undefined ? NONE : value);
    return value;
  }

  /** The memo of one table, for hot loops that look up many keys without a closure per lookup. */
  table(name: string): Map<string, unknown> {
    let memo = this.memos.get(name);
    if (!memo) {
      memo = new Map();
      this.memos.set(name, memo);
    }
    return memo;
  }

  /** The dictionary knows this exact spelling. */
  inDictionary(word: string): boolean {
    return this.dictionary?.has(word) ?? false;
  }

  /** Canonical lexicon spelling of a word or of its inflected form ("Unterlappenarterien"). */
  lexiconForm(word: string): string | undefined {
    return this.remember('lexiconForm', word, () => this.findLexiconForm(word));
  }

  private findLexiconForm(word: string): string | undefined {
    const key = lexiconKey(word);
    for (const ending of ENDINGS) {
      if (ending !== '' && (!key.endsWith(ending) || key.length - ending.length < 4)) continue;
      const stem = key.slice(0, key.length - ending.length);
      const canonical = this.lexicon.byKey.get(stem);
      if (canonical !== undefined) return ending === '' ? canonical : canonical + ending;
    }
    return undefined;
  }

  /** A standalone word in either dictionary or lexicon, exactly or as a sentence-start variant. */
  isBaseWord(word: string): boolean {
    if (this.inDictionary(word) || this.lexiconForm(word) !== undefined) return true;
    if (isCapitalized(word) && this.inDictionary(decapitalize(word))) return true;
    return false;
  }

  /** Known as written, inflected or as a compound of known parts. Memoized: called per token. */
  isKnown(word: string): boolean {
    const cached = this.known.get(word);
    if (cached !== undefined) return cached;
    const result = this.isBaseWord(word) || this.isCompound(word.toLowerCase());
    if (this.known.size > 100_000) this.known.clear();
    this.known.set(word, result);
    return result;
  }

  /** A capitalized noun the dictionary or lexicon knows (and not just a capitalized adjective). */
  isNoun(word: string): boolean {
    return this.remember('noun', word, () => this.findNoun(word));
  }

  private findNoun(word: string): boolean {
    if (!isCapitalized(word)) return false;
    const lexical = this.lexiconForm(word);
    if (lexical !== undefined && isCapitalized(lexical) && !/^[\p{Lu}\d-]+$/u.test(lexical)) return true;
    return this.inDictionary(word) && !this.inDictionary(decapitalize(word));
  }

  /** A noun written in lowercase ("becken"): no lowercase word of that spelling exists. */
  isLowercaseNoun(word: string): boolean {
    return this.remember('lowercaseNoun', word, () => this.findLowercaseNoun(word));
  }

  private findLowercaseNoun(word: string): boolean {
    if (this.inDictionary(word) && !this.dictionary?.onlyInCompounds?.(word)) return false;
    // Exact lexicon spellings only: an inflected Latin form ("ulnae") is no German noun.
    const lexical = this.lexicon.byKey.get(word);
    if (lexical !== undefined) return isCapitalized(lexical) && !/^[\p{Lu}\d-]+$/u.test(lexical);
    if (this.lexiconForm(word) !== undefined) return false;
    // Hunspell accepts any word capitalized (sentence starts): an adjective ending is no noun.
    if (/(e|er|es|em)$/.test(word)) return false;
    return this.isNoun(capitalize(word));
  }

  /** "unterlappenbronchus" = "unterlappen" + "bronchus": every part a known word. */
  isCompound(lower: string): boolean {
    const cached = this.compound.get(lower);
    if (cached !== undefined) return cached;
    this.compound.set(lower, false);
    let result = false;
    for (let i = MIN_PART; i <= lower.length - MIN_PART && !result; i++) {
      const head = lower.slice(0, i);
      const rest = lower.slice(i);
      if (!this.isHead(head)) continue;
      result = this.isTail(rest) || this.isCompound(rest);
    }
    this.compound.set(lower, result);
    return result;
  }

  private isHead(head: string): boolean {
    if (this.lexicon.prefixes.has(head)) return true;
    for (const link of LINKING) {
      if (link !== '' && !head.endsWith(link)) continue;
      const stem = head.slice(0, head.length - link.length);
      if (stem.length < MIN_PART) continue;
      if (this.isBaseWord(stem) || this.isBaseWord(capitalize(stem))) return true;
    }
    return false;
  }

  private isTail(tail: string): boolean {
    return this.isBaseWord(tail) || this.isBaseWord(capitalize(tail));
  }
}
