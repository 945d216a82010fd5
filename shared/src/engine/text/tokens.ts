/**
 * The token stream every correction rule works on. A token keeps the whitespace that preceded it,
 * so rendering an untouched stream gives back the input byte for byte (the "leave correct text
 * alone" promise starts here).
 */
export interface Token {
  text: string;
  /** Whitespace before the token: '' (glued), ' ', '\n' (line break) or '\n\n' (paragraph). */
  pre: string;
  /** Set by the user's vocabulary: later rules must not touch this token. */
  locked?: boolean;
}

// A word may carry inner dots, hyphens, slashes, commas, apostrophes and plus signs ("p.a",
// "T2-gewichtet", "ng/ml", "2,5") but never a trailing one: that is punctuation of its own.
// Hand-written scanner: this runs on every call and a regex with lookahead is several times slower.
const INNER = new Set(['.', '-', '/', ',', "'", '’', '+']);
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

function isWordCode(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return true;
  return code > 127 && WORD_CHAR.test(text.charAt(index));
}

function isSpaceCode(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code === 32 || code === 10 || code === 9 || code === 13) return true;
  return code > 127 && SPACE.test(text.charAt(index));
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let preStart = 0;
  let i = 0;
  while (i < text.length) {
    if (isSpaceCode(text, i)) {
      i++;
      continue;
    }
    let end = i + 1;
    if (isWordCode(text, i)) {
      while (end < text.length) {
        if (isWordCode(text, end)) end++;
        else if (INNER.has(text.charAt(end)) && end + 1 < text.length && isWordCode(text, end + 1)) end += 2;
        else break;
      }
    }
    tokens.push(makeToken(text.slice(i, end), tokens.length === 0 ? '' : text.slice(preStart, i)));
    preStart = end;
    i = end;
  }
  return tokens;
}

/** Every token has the same shape (text, pre, locked): keeps the engine's hot loops monomorphic. */
export function makeToken(text: string, pre: string, locked = false): Token {
  return { text, pre, locked };
}

export function renderTokens(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) out += token.pre + token.text;
  return out;
}

// Token texts repeat within and across reports: their classes are computed once (bounded memo).
const WORD = 1;
const LETTER_WORD = 2;
const LOWER = 4;
const CAPITAL = 8;
const ACRONYM = 16;
const DIGITS = 32;
const classes = new Map<string, number>();

function classify(text: string): number {
  let bits = classes.get(text);
  if (bits !== undefined) return bits;
  bits = 0;
  if (/^[\p{L}\p{N}]/u.test(text)) bits |= WORD;
  if (/^\p{L}[\p{L}-]*$/u.test(text)) bits |= LETTER_WORD;
  if (/^\p{Ll}/u.test(text)) bits |= LOWER;
  if (/^\p{Lu}/u.test(text)) bits |= CAPITAL;
  if (/^[\p{Lu}\d/]+$/u.test(text) && /\p{Lu}/u.test(text) && text.length >= 2) bits |= ACRONYM;
  if (/^\d+(?:,\d+)?$/.test(text)) bits |= DIGITS;
  if (classes.size > 100_000) classes.clear();
  classes.set(text, bits);
  return bits;
}

// The first-character classes answer from the character code for ASCII (most tokens), the memo otherwise.
function asciiFirst(text: string): number {
  const code = text.charCodeAt(0);
  return code < 128 ? code : -1;
}

const isAsciiLower = (code: number) => code >= 97 && code <= 122;
const isAsciiUpper = (code: number) => code >= 65 && code <= 90;
const isAsciiDigit = (code: number) => code >= 48 && code <= 57;

export function isWord(token: Token | undefined): boolean {
  if (token === undefined) return false;
  const code = asciiFirst(token.text);
  if (code >= 0) return isAsciiLower(code) || isAsciiUpper(code) || isAsciiDigit(code);
  return (classify(token.text) & WORD) !== 0;
}

export function isLetterWord(token: Token | undefined): boolean {
  return token !== undefined && (classify(token.text) & LETTER_WORD) !== 0;
}

export function isDigits(text: string | undefined): boolean {
  return text !== undefined && (classify(text) & DIGITS) !== 0;
}

export function isBreak(pre: string): boolean {
  return pre.includes('\n');
}

/** True when the text is written in capitals only ("MLO", "T2", "RV/LV"): an abbreviation. */
export function isAcronym(text: string): boolean {
  return (classify(text) & ACRONYM) !== 0;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function decapitalize(word: string): string {
  return word.charAt(0).toLowerCase() + word.slice(1);
}

export function isCapitalized(word: string): boolean {
  const code = asciiFirst(word);
  if (code >= 0) return isAsciiUpper(code);
  return (classify(word) & CAPITAL) !== 0;
}

export function isLowercase(word: string): boolean {
  const code = asciiFirst(word);
  if (code >= 0) return isAsciiLower(code);
  return (classify(word) & LOWER) !== 0;
}

// Abbreviations whose trailing dot does not end a sentence (case matters: "Mm." are muscles, "mm." a size).
const ABBREVIATIONS = new Set(
  'ca bzw ggf evtl max min z.B Z.n z.n p.a a.p i.v i.m s.c v.a V.a u.a o.g Dr Prof Pat Nr li re bds ant post lat med sog vgl St.p St.n inkl Lig Ligg Proc Lk Lnn Mm Nn Vv Aa Art Tr Segm Gl Gll'.split(
    ' ',
  ),
);

/** The word (without its dot) is an abbreviation whose dot does not end a sentence ("Gl. submandibularis"). */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word);
}

/** True when tokens[i] ends a sentence ('.', '?', '!'), not an abbreviation's dot. */
export function endsSentence(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (token === undefined) return false;
  if (token.pre !== '') return /^[?!]$/.test(token.text);
  if (token.text === '?' || token.text === '!') return true;
  if (token.text !== '.') return false;
  const before = tokens[i - 1];
  if (!before) return false;
  if (isAbbreviation(before.text) || /^\p{L}(\.\p{L})+$/u.test(before.text)) return false;
  // "V. femoralis", "Z. n. chronischer": a single letter with a dot before a lowercase word abbreviates.
  if (/^\p{L}$/u.test(before.text) && /^\p{Ll}/u.test(tokens[i + 1]?.text ?? '')) return false;
  return true;
}

/** True when the token at i starts a sentence: text start, after a break or a sentence end. */
export function startsSentence(tokens: readonly Token[], i: number): boolean {
  if (i === 0) return true;
  const token = tokens[i];
  if (token && isBreak(token.pre)) return true;
  return endsSentence(tokens, i - 1);
}

/** A sentence start, or the first word after a colon ("Klinische Angaben: Rechtsseitige ..."). */
export function startsClause(tokens: readonly Token[], i: number): boolean {
  return startsSentence(tokens, i) || tokens[i - 1]?.text === ':';
}
