/**
 * A phrase repeated with only its side swapped: "Hautöffnung im linken Unterbauch" in the Technik,
 * "Hautöffnung im rechten Unterbauch" in the Beurteilung, or in other words around the same nouns
 * ("Os ilium rechts supraazetabulär" against "im linken Os ilium supraazetabulär"). It needs no
 * lexicon, so it catches structures and devices no other laterality rule knows.
 *
 * Two readings, the second only where the first finds nothing:
 * - word for word: the two words before the side and the one after it agree;
 * - by content words: the words of at least four letters near the side (three before it, two
 *   after it, within its part of the clause) share two stems. The Befund's phrase must assert
 *   something ("Linker Sinus cavernosus frei" is no finding to swap) and not tell of a past
 *   operation ("Z.n. Stripping der V. saphena magna links"), and the Beurteilung's must not deny it.
 * Neither reading speaks when the phrase is named on the Beurteilung's side before it or on the
 * other side in it: "Hinterhorn des rechten Seitenventrikels" and "Hinterhorn des linken
 * Seitenventrikels" in one report are named on purpose. The Befund is compared the same way with
 * the request and the Technik ("ZVK-Anlage über die V. jugularis interna rechts" against "ZVK über
 * die linke V. jugularis interna").
 */

import { FUNCTION_WORDS } from '../../../correct/rule';
import type { Annotated, SideHit, Span } from '../../annotate';
import { type Draft, quote, SIDE_NAME } from '../../draft';
import type { SectionKind } from '../../lexicon';

/** A word of the phrase; a full stop ends an abbreviation ("M.") or a sentence, both are kept out. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}-]*\.?/gu;
/** Anything but spaces between two words of the phrase breaks it (a comma, a bracket, a colon). */
const GAP = /^[^\S\n]+$/u;
const WORDS_BEFORE = 2;
const CONTENT_BEFORE = 3;
const CONTENT_AFTER = 2;
const SHARED_STEMS = 2;

/**
 * Words that say how much, when or where within an organ, not what: they tell no phrase apart
 * ("links oben außen", "kleine", "neu"). Lymph nodes lie on both sides too often to pair by name;
 * node-sides.ts pairs them by station.
 */
const NOT_CONTENT = new Set(
  'rechts links rechte rechten rechter rechtes rechtem linke linken linker linkes linkem beidseits sowie eine einer eines einem einen keine keinen keiner keinem nicht ohne über unter durch gegen dort hier noch auch etwa max. maximal jetzt aktuell weiterhin bekannte bekannten bekannter neue neuen neuer geringe geringer geringen kleine kleiner kleinen kleines große großer großen deutlich deutliche deutlicher leicht leichte leichter mäßig mäßige mäßiger ausgeprägt ausgeprägte ausgeprägter zunehmend regredient unverändert vereinbar passend ehesten oben unten außen innen lateral medial ventral dorsal kranial kaudal proximal distal zentral peripher lymphknoten lymphknotens'.split(
    ' ',
  ),
);
/** A statement of absence or normality: nothing there to swap. */
const DENIES =
  /(?<!\p{L})(?:kein\p{L}*|ohne|nicht|frei|offen|unauffällig\p{L}*|regelrecht\p{L}*|intakt|normal\p{L}*)(?!\p{L})/iu;
/** A past operation or its history: the side of what was done then, not of today's finding. */
const PAST = /(?<!\p{L})(?:Z\.\s?n\.|Zustand nach|Stripping)|(?:ektomie|resektion)/iu;
/** What ends a part of a clause around a side: a bracket, a semicolon, a comma but a decimal one ("7,2 mm"). */
const PART_END = /[;()]|,(?!\d)/u;
/** Where the part before a side starts: after the last bracket, semicolon, colon or non-decimal comma. */
function partStart(text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) {
    const ch = text.charAt(i);
    if (
      ch === ';' ||
      ch === '(' ||
      ch === ')' ||
      ch === ':' ||
      (ch === ',' && !/\d/u.test(text.charAt(i + 1)))
    )
      return i + 1;
  }
  return from;
}

/** How the evidence's section is named in the text. */
const SECTION_SAYS: Partial<Record<SectionKind, string>> = {
  history: 'Die klinischen Angaben nennen',
  technique: 'Die Technik nennt',
  prior: 'Die Voruntersuchung nennt',
  findings: 'Der Befund beschreibt',
};

interface Phrase {
  side: SideHit;
  section: SectionKind | 'none';
  /** The words around the side, word for word ("in der _ fossa"), or null where they do not stand together. */
  key: string | null;
  exact: Span;
  /** Stems of the content words near the side, and the part of the clause they come from. */
  stems: string[];
  part: Span;
  clauseDenies: boolean;
  partDenies: boolean;
  past: boolean;
}

/** A word's stem: lower case, without a German or Latin ending ("Seitenventrikels", "ossis sacri"). */
function stemOf(word: string): string {
  const lower = word.toLowerCase().replace(/\.$/u, '');
  const stem = lower.replace(/(?:en|er|es|em|e|s|n|i|is|um|us|a|ae)$/u, '');
  return stem.length >= 4 ? stem : lower;
}

function contentStems(words: string[]): string[] {
  return words
    .filter((w) => w.length >= 4 && !NOT_CONTENT.has(w.toLowerCase()) && !FUNCTION_WORDS.has(w.toLowerCase()))
    .map(stemOf);
}

function phrasesOf(a: Annotated): Phrase[] {
  const { text } = a;
  const out: Phrase[] = [];
  for (const c of a.clauses) {
    if (!c.sides.some((s) => s.side === 'left' || s.side === 'right')) continue;
    const clauseDenies = DENIES.test(text.slice(c.start, c.end));
    for (const side of c.sides) {
      if (side.side !== 'left' && side.side !== 'right') continue;
      // The part of the clause around the side: up to a comma or bracket, or another side.
      const previousSide = c.sides.filter((s) => s.end <= side.start).map((s) => s.end);
      const from = Math.max(partStart(text, c.start, side.start), ...previousSide);
      const until = c.sides.find((s) => s.start >= side.end)?.start ?? c.end;
      const rest = text.slice(side.end, until);
      const cut = rest.search(PART_END);
      const to = cut < 0 ? until : side.end + cut;
      const wordsBefore = [...text.slice(from, side.start).matchAll(WORD)].map((m) => m[0]);
      const wordsAfter = [...text.slice(side.end, to).matchAll(WORD)].map((m) => m[0]);
      const part = { start: from, end: to };
      out.push({
        side,
        section: c.section,
        ...exactWords(text, c, side),
        stems: [
          ...new Set([
            ...contentStems(wordsBefore).slice(-CONTENT_BEFORE),
            ...contentStems(wordsAfter).slice(0, CONTENT_AFTER),
          ]),
        ],
        part,
        clauseDenies,
        partDenies: DENIES.test(text.slice(from, to)),
        past: PAST.test(text.slice(Math.max(0, from - 60), to)),
      });
    }
  }
  return out;
}

/** The two words before the side and the one after it, when only spaces stand between them. */
function exactWords(text: string, c: Span, side: SideHit): { key: string | null; exact: Span } {
  const none = { key: null, exact: side };
  const before = [...text.slice(c.start, side.start).matchAll(WORD)]
    .slice(-WORDS_BEFORE)
    .map((m) => ({ word: m[0], start: c.start + m.index, end: c.start + m.index + m[0].length }));
  // An abbreviated side keeps its full stop outside the side word ("li. Fossa").
  const next = text.slice(side.end, c.end).match(/^\.?[^\S\n]+([\p{L}\p{N}][\p{L}\p{N}-]*)/u);
  if (before.length < WORDS_BEFORE || !next?.[1]) return none;
  const parts = [...before, side];
  if (parts.slice(1).some((p, i) => !GAP.test(text.slice(parts[i]?.end ?? p.start, p.start)))) return none;
  const words = [...before.map((w) => w.word), next[1]].map((w) => w.toLowerCase());
  // One long word at least: "in der li." alone is no phrase.
  if (!words.some((w) => w.length >= 5)) return none;
  return {
    key: `${words.slice(0, WORDS_BEFORE).join(' ')} _ ${words.slice(WORDS_BEFORE).join(' ')}`,
    exact: { start: before[0]?.start ?? side.start, end: side.end + next[0].length },
  };
}

type Same = (x: Phrase, y: Phrase) => boolean;

const sameWords: Same = (x, y) => x.key !== null && x.key === y.key;
/** One stem, or one the start of the other's compound ("bohrloch" and "bohrlochtrepanation"). */
const stemsMeet = (s: string, t: string) =>
  s === t || (Math.min(s.length, t.length) >= 6 && (s.startsWith(t) || t.startsWith(s)));
/** Each stem of the one phrase meets its own stem of the other ("Unterlappenarterie" and "Unterlappen" are one). */
const sameContent: Same = (x, y) => {
  if (x.stems.length < SHARED_STEMS || y.stems.length < SHARED_STEMS) return false;
  // A bit per stem of y already met: at most five stems a phrase.
  let met = 0;
  let shared = 0;
  for (const s of x.stems) {
    const i = y.stems.findIndex((t, k) => !(met & (1 << k)) && stemsMeet(s, t));
    if (i < 0) continue;
    met |= 1 << i;
    if (++shared >= SHARED_STEMS) return true;
  }
  return false;
};

/** Which section's phrase is compared with which earlier ones, and how the text names it. */
interface Pairing {
  later: SectionKind;
  laterSays: string;
  earlier: SectionKind[];
}

/** The Beurteilung against everything before it, then the Befund against the request and the Technik. */
const PAIRINGS: Pairing[] = [
  {
    later: 'impression',
    laterSays: 'die Beurteilung',
    earlier: ['history', 'technique', 'prior', 'findings'],
  },
  { later: 'findings', laterSays: 'der Befund', earlier: ['history', 'technique'] },
];

/** The first phrase of the later section found with the other side before it, by one reading. */
function mirrored(
  phrases: Phrase[],
  pairing: Pairing,
  same: Same,
  swappable: (before: Phrase, u: Phrase) => boolean,
): { other: Phrase; u: Phrase } | null {
  const inLater = (p: Phrase) => p.section === pairing.later;
  for (const u of phrases.filter(inLater)) {
    const others = phrases.filter((p) => pairing.earlier.includes(p.section as SectionKind) && same(p, u));
    const other = others.find((p) => p.side.side !== u.side.side && swappable(p, u));
    if (!other) continue;
    // Named on the later phrase's side before it, or on the other side beside it: both sides are meant.
    if (others.some((p) => p.side.side === u.side.side)) continue;
    if (phrases.some((p) => inLater(p) && p.side.side === other.side.side && same(p, u))) continue;
    return { other, u };
  }
  return null;
}

/** One pairing's conflict: word for word first, then by content words. */
function mirroredIn(a: Annotated, phrases: Phrase[], pairing: Pairing): Draft | null {
  const byWords = mirrored(phrases, pairing, sameWords, () => true);
  const byContent =
    byWords === null
      ? mirrored(
          phrases,
          pairing,
          sameContent,
          (before, u) => !before.clauseDenies && !before.past && !u.partDenies,
        )
      : null;
  const found = byWords ?? byContent;
  if (!found) return null;
  const { other, u } = found;
  const oe = byWords ? other.exact : trimmed(a.text, other.part);
  const ue = byWords ? u.exact : trimmed(a.text, u.part);
  return {
    category: 'laterality',
    text: `Seitenwiderspruch: ${SECTION_SAYS[other.section as SectionKind]} ${quote(a.text, oe)} (${SIDE_NAME[other.side.side]}), ${pairing.laterSays} ${quote(a.text, ue)} (${SIDE_NAME[u.side.side]}).`,
    evidence: [oe, ue],
  };
}

export function findMirroredPhrases(a: Annotated): Draft[] {
  const phrases = phrasesOf(a);
  for (const pairing of PAIRINGS) {
    const found = mirroredIn(a, phrases, pairing);
    if (found) return [found];
  }
  return [];
}

/** A part of a clause without the spaces and the list mark around it ("2. Größte Läsion ..."). */
function trimmed(text: string, s: Span): Span {
  const lead = /^\s*(?:[-–•]|\d{1,2}\.(?!\d))?\s*/u.exec(text.slice(s.start, s.end))?.[0].length ?? 0;
  let end = s.end;
  while (end > s.start + lead && /\s/u.test(text.charAt(end - 1))) end--;
  return { start: s.start + lead, end };
}
