/**
 * Scans a text for the entries of a lexicon (one regex per entry) as one combined regex would:
 * leftmost match first, and at one position the first listed entry (Nebenniere before Niere).
 *
 * Why not simply run the combined regex: it tries every entry at every character, which was the
 * largest single cost of check(). Almost every entry matches inside one word, so words are scanned
 * one by one and remembered (a report repeats its words, and so do reports); only the few entries
 * that span words ("Vena portae", "freie Flüssigkeit") are scanned over the whole text.
 */

export interface EntryHit {
  start: number;
  end: number;
  /** Index of the matching entry in the lexicon's list. */
  entry: number;
}

/** A word as the word scan sees it: letters, digits and hyphens ("AC-Gelenk", "T2-hyperintens"). */
const WORD_CHAR = /[\p{L}\p{N}-]/u;

function isWordChar(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45)
    return true;
  return code > 127 && WORD_CHAR.test(text.charAt(i));
}

/** The words of the last text scanned: the lexicons of one report share them. */
let lastText = '';
let lastWords: { starts: number[]; words: string[] } = { starts: [], words: [] };

function wordsOf(text: string): { starts: number[]; words: string[] } {
  if (text === lastText) return lastWords;
  const starts: number[] = [];
  const words: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isWordChar(text, i)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && isWordChar(text, end)) end++;
    starts.push(i);
    words.push(text.slice(i, end));
    i = end;
  }
  lastText = text;
  lastWords = { starts, words };
  return lastWords;
}
/** A pattern that can match across a space or a dot ("Ductus hepatocholedochus", "A. carotis"). */
export function spansWords(source: string): boolean {
  return /\\s|\\\.| /.test(source);
}

/** One lexicon entry: its whole pattern, and the alternatives of it that span words (or null). */
export interface ScanEntry {
  regex: RegExp;
  spanning: RegExp | null;
}
const MEMO_LIMIT = 50_000;

function combined(regexes: RegExp[]): RegExp {
  return new RegExp(regexes.map((r) => `(${r.source})`).join('|'), 'giu');
}

function collect(text: string, regex: RegExp, entries: number[], offset: number, out: EntryHit[]): void {
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    let group = 1;
    while (group < m.length && m[group] === undefined) group++;
    out.push({
      start: offset + m.index,
      end: offset + m.index + m[0].length,
      entry: entries[group - 1] as number,
    });
  }
}

export interface LexiconScanner {
  scan(text: string): EntryHit[];
}

export function lexiconScanner(entries: ScanEntry[]): LexiconScanner {
  const all = entries.map((_, i) => i);
  const wordRegex = combined(entries.map((e) => e.regex));
  const spanning = all.filter((i) => entries[i]?.spanning);
  const spanningRegex =
    spanning.length > 0 ? combined(spanning.map((i) => entries[i]?.spanning as RegExp)) : null;
  const memo = new Map<string, EntryHit[]>();

  const wordHits = (word: string): EntryHit[] => {
    let hits = memo.get(word);
    if (hits === undefined) {
      hits = [];
      collect(word, wordRegex, all, 0, hits);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(word, hits);
    }
    return hits;
  };

  return {
    scan(text: string): EntryHit[] {
      const candidates: EntryHit[] = [];
      if (spanningRegex) collect(text, spanningRegex, spanning, 0, candidates);
      const spanningCount = candidates.length;
      const { starts, words } = wordsOf(text);
      for (let k = 0; k < words.length; k++) {
        const at = starts[k] as number;
        for (const h of wordHits(words[k] as string))
          candidates.push({ start: at + h.start, end: at + h.end, entry: h.entry });
      }
      if (spanningCount === 0) return candidates;
      // Leftmost first, then the earlier entry; a hit hides those that start inside it.
      candidates.sort((a, b) => a.start - b.start || a.entry - b.entry);
      const out: EntryHit[] = [];
      let end = -1;
      for (const c of candidates) {
        if (c.start < end) continue;
        out.push(c);
        end = c.end;
      }
      return out;
    },
  };
}
