/**
 * Findings the lexicon does not know, learnt from the report itself: a noun a radiologist negates
 * ("ohne Kortikalisdestruktion", "keine osteochondrale Läsion") is a finding of this report, and the
 * same noun elsewhere ("mit Kortikalisdestruktion lateral") is the same finding. Only the negation
 * rule compares them; every other rule keeps to the lexicon.
 *
 * Why: each new department brings finding words no list holds. German writes nouns with a capital
 * letter, so the negated noun is found without a list; the adjectives before it must stand before
 * the other mention too ("keine neuen Läsionen" says nothing of "bekannte Läsionen").
 */

import type { Span } from './annotate';
import { recommends } from './lexicon';
import { placesOf } from './places';

/** What an open finding's id starts with. */
export const OPEN_ID = 'open:';

export interface OpenFinding extends Span {
  /** "open:", the negated mention's adjectives and its noun, each without inflection ending. */
  id: string;
  /** Index of the clause that holds it. */
  clause: number;
}

/** "kein", "keine", "ohne", "weder", "frei von", "kein Nachweis einer": cues that name what follows. */
const NAMING_CUE = /^(?:kein|ohne|weder|frei\s)/iu;

/** Up to two lowercase adjectives, then a noun (a capital and a small letter: not "KM", "LWK"). */
const NOUN_PHRASE = /^\s+((?:\p{Ll}[\p{L}-]*\s+){0,2})(\p{Lu}\p{Ll}[\p{L}-]{2,})(?![\p{L}-])/u;

/** Nouns that name no finding of their own: what is absent, changed or compared, or a function ("ohne Perfusion"). */
const GENERIC =
  /^(?:auffälligkeit|veränderung|befund|pathologi|besonderheit|hinweis|nachweis|anhalt|zeichen|korrelat|vergleich|vorauf|vorunters|kontrastmittel|\p{L}*änderung|dynamik|progre|regre|zunahme|abnahme|wandel|anteil|ausdehnung|ausbreitung|kontakt|seite|höhe|bereich|signal|ausnahme|einschränkung|abweichung|relevanz|bedeutung|hinterg|anzeichen|beleg|weitere|sonstige|andere|perfusion|durchblutung)/iu;

/** A noun that is an anatomical place by itself ("Kontroll-Skelettstatus (ohne Schädel)"): no finding. */
function isPlaceName(noun: string): boolean {
  const [place] = placesOf(noun);
  return place !== undefined && place.key === noun.toLowerCase();
}

/** Adjectives that only stress the negation ("keine sichere Läsion"): not required elsewhere. */
const STRESS = /^(?:sicher|eindeutig|klar|definitiv|abgrenzbar|nachweisbar)/iu;

const ENDING = /(?:en|es|em|er|e|n|s)$/u;

/** A word without its inflection ending, in lower case ("Defekte" and "Defekt" share "defekt"). */
function stemOf(word: string): string {
  const lower = word.toLowerCase();
  // "Läsion", "Läsionen": the n of -ion is no ending.
  const stripped = lower.endsWith('ion') ? lower : lower.replace(ENDING, '');
  return stripped.length >= 4 ? stripped : lower;
}

const WORD = /[\p{L}-]+/gu;

/** A genitive after the noun: up to two adjectives and the noun it is said of. */
const COMPLEMENT = /^\s+(?:des|der)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}(\p{Lu}[\p{L}-]+)/u;

/** "Ausdehnung in den Parapharyngealraum": where a spread goes, up to two adjectives and a noun. */
const DIRECTION =
  /^\s+(?:bis\s+)?(?:in|auf)\s+(?:den|die|das)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}(\p{Lu}[\p{L}-]+)/u;

/** Words of spread, generic alone ("Ausdehnung 21 mm"), a finding with where it goes. */
const SPREAD = /^(?:ausdehnung|ausbreitung)/iu;

/** What the noun ending at `end` is said of: its genitive, or for a spread where it goes. */
function complementAfter(text: string, noun: string, end: number): RegExpExecArray | null {
  const after = text.slice(end, end + 60);
  return (SPREAD.test(noun) ? DIRECTION : COMPLEMENT).exec(after);
}

/** The mention at `end` is said of the same thing: its genitive names the same noun. */
function complementHolds(text: string, noun: string, end: number, complement: string): boolean {
  if (!complement) return true;
  const of = complementAfter(text, noun, end);
  return of !== null && stemOf(of[1] as string) === complement;
}

/**
 * Open findings of a text: the nouns that the naming cues negate, and every other mention of the
 * same noun whose adjectives include the negated one's. `known` are the lexicon's finding and
 * structure spans (one list each): a noun inside one is the lexicon's to judge.
 */
export function findOpenFindings(
  text: string,
  preCues: Span[],
  known: Span[][],
  clauses: Span[],
): OpenFinding[] {
  const naming = preCues.filter((c) => NAMING_CUE.test(text.slice(c.start, c.end)));
  // By noun: each negated form (its adjectives) with the mentions that gave it.
  const negated = new Map<
    string,
    { id: string; adjectives: string[]; complement: string; starts: number[] }[]
  >();
  for (const cue of naming) {
    const m = NOUN_PHRASE.exec(text.slice(cue.end, cue.end + 80));
    if (!m) continue;
    const noun = m[2] as string;
    const start = cue.end + m[0].length - noun.length;
    const end = start + noun.length;
    const of = complementAfter(text, noun, end);
    const spread = SPREAD.test(noun) && of !== null;
    if (
      (GENERIC.test(noun) && !spread) ||
      known.some((list) => list.some((k) => k.start < end && start < k.end)) ||
      isPlaceName(noun)
    )
      continue;
    const adjectives = (m[1] as string)
      .split(/\s+/u)
      .filter((w) => w.length > 0 && !STRESS.test(w))
      .map(stemOf)
      .sort();
    const key = stemOf(noun);
    // "Keine Beteiligung des Foramen transversarium": what the noun is said of belongs to it.
    const complement = of ? stemOf(of[1] as string) : '';
    const id = `${OPEN_ID}${[...adjectives, key].join(' ')}${complement ? ` ${of?.[0].trim().split(/\s+/u)[0]} ${complement}` : ''}`;
    const forms = negated.get(key) ?? [];
    const form = forms.find((f) => f.id === id);
    if (form) form.starts.push(start);
    else forms.push({ id, adjectives, complement, starts: [start] });
    negated.set(key, forms);
  }
  if (negated.size === 0) return [];
  const out: OpenFinding[] = [];
  const lower = text.toLowerCase();
  // Each noun found by a native search, not a pass over every word: by its capitalised form, or in
  // the lower-case text where a hyphen may bring inner capitals ("Hot-cross-bun-Zeichen").
  for (const [key, forms] of negated) {
    const hyphenated = key.includes('-');
    const haystack = hyphenated ? lower : text;
    const needle = hyphenated ? key : (key[0] as string).toUpperCase() + key.slice(1);
    for (let start = haystack.indexOf(needle); start !== -1; start = haystack.indexOf(needle, start + 1)) {
      if (start > 0 && isWordChar(text.charCodeAt(start - 1))) continue;
      let end = start + key.length;
      while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
      const word = text.slice(start, end);
      if (!/^\p{Lu}\p{Ll}/u.test(word) || stemOf(word) !== key) continue;
      const clause = clauses.findIndex((c) => c.start <= start && end <= c.end);
      if (clause < 0) continue;
      // A negated mention is its own form only; another mention is each form whose adjectives it has.
      const own = forms.filter((f) => f.starts.includes(start));
      let matching = own;
      if (own.length === 0 && asserts(text, clauses[clause], start, naming)) {
        const recent = wordsBefore(text, start);
        matching = forms.filter(
          (f) =>
            f.adjectives.every((a) => recent.includes(a)) && complementHolds(text, word, end, f.complement),
        );
      }
      for (const form of matching) out.push({ start, end, id: form.id, clause });
    }
    out.push(...adjectiveMentions(text, lower, key, forms, clauses, naming));
  }
  // In text order, as the negation rule pairs them.
  return out.sort((x, y) => x.start - y.start);
}

/** What an adjective of a negated noun's root ends in ("trabekulier-te", "lakun-äre", "septier-t"). */
const ADJECTIVE_ENDING = /^(?:iert|t|är|al|ös|ig)(?:e[nmrs]?)?$/u;

/**
 * The negated noun said as an adjective elsewhere ("keine Trabekulierung" and "trabekulierte
 * Balkenblase", "keine Lakunen" and "lakunäre Defekte"): the same finding, unless "nicht" denies it.
 */
function adjectiveMentions(
  text: string,
  lower: string,
  key: string,
  forms: { id: string; adjectives: string[]; complement: string }[],
  clauses: Span[],
  naming: Span[],
): OpenFinding[] {
  const root = key.endsWith('ung') ? key.slice(0, -3) : key;
  const plain = forms.filter((f) => !f.complement);
  if (root.length < 5 || plain.length === 0) return [];
  const out: OpenFinding[] = [];
  for (let start = lower.indexOf(root); start !== -1; start = lower.indexOf(root, start + 1)) {
    if (start > 0 && isWordChar(text.charCodeAt(start - 1))) continue;
    let end = start + root.length;
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    if (!ADJECTIVE_ENDING.test(lower.slice(start + root.length, end))) continue;
    if (/(?<!\p{L})nicht\s+$/u.test(lower.slice(Math.max(0, start - 8), start))) continue;
    const clause = clauses.findIndex((c) => c.start <= start && end <= c.end);
    if (clause < 0 || !asserts(text, clauses[clause], start, naming)) continue;
    const recent = wordsBefore(text, start);
    for (const form of plain)
      if (form.adjectives.every((a) => recent.includes(a))) out.push({ start, end, id: form.id, clause });
  }
  return out;
}

/** Letters and hyphens: the characters of a word here. */
function isWordChar(code: number): boolean {
  return code === 45 || LETTER.test(String.fromCharCode(code));
}

const LETTER = /\p{L}/u;

/** The stems of up to three words before `start`, back to a comma, stop, colon or line break. */
function wordsBefore(text: string, start: number): string[] {
  let from = Math.max(0, start - 120);
  // Not a word cut in two by the window.
  while (from > 0 && from < start && isWordChar(text.charCodeAt(from - 1))) from++;
  const before = text.slice(from, start);
  const words = before.slice(lastSeparator(before) + 1).match(WORD) ?? [];
  return words.slice(-3).map(stemOf);
}

function lastSeparator(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) if (SEPARATORS.includes(s.charAt(i))) return i;
  return -1;
}

const SEPARATORS = '.,;:\n';

/**
 * A mention that is no negation's own still asserts nothing inside a clause a naming cue opens
 * ("Keine Doppelkontur als Hinweis auf eine Knopfbatterie") or that recommends it ("Thoraxdrainage
 * empfohlen").
 */
function asserts(text: string, clause: Span | undefined, start: number, naming: Span[]): boolean {
  if (!clause) return false;
  const cueBefore = naming.some((c) => c.start >= clause.start && c.end <= start);
  return !cueBefore && !recommends(text.slice(clause.start, clause.end));
}
