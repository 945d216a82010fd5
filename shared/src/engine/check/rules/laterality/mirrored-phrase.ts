/**
 * A phrase repeated word for word with only its side swapped: "Hautöffnung im linken Unterbauch"
 * in the Technik, "Hautöffnung im rechten Unterbauch" in the Beurteilung. It needs no lexicon, so
 * it catches structures and devices no other laterality rule knows. Three words around the side
 * must agree (two before it, one after), and neither side of the phrase may appear both before and
 * in the Beurteilung: a report that describes "Hinterhorn des rechten Seitenventrikels" and
 * "Hinterhorn des linken Seitenventrikels" in its Befund names both on purpose.
 */
import type { Annotated, SideHit } from '../../annotate';
import { type Draft, quote, SIDE_NAME } from '../../draft';
import type { SectionKind } from '../../lexicon';

/** A word of the phrase; a full stop ends an abbreviation ("M.") or a sentence, both are kept out. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}-]*\.?/gu;
/** Anything but spaces between two words of the phrase breaks it (a comma, a bracket, a colon). */
const GAP = /^[^\S\n]+$/u;
const WORDS_BEFORE = 2;

/** How the evidence's section is named in the text. */
const SECTION_SAYS: Partial<Record<SectionKind, string>> = {
  history: 'Die klinischen Angaben nennen',
  technique: 'Die Technik nennt',
  prior: 'Die Voruntersuchung nennt',
  findings: 'Der Befund beschreibt',
};

interface Phrase {
  key: string;
  side: SideHit;
  section: SectionKind | 'none';
  start: number;
  end: number;
}

export function phrasesOf(a: Annotated): Phrase[] {
  const { text } = a;
  const out: Phrase[] = [];
  for (const c of a.clauses) {
    for (const side of c.sides) {
      if (side.side !== 'left' && side.side !== 'right') continue;
      const before = [...text.slice(c.start, side.start).matchAll(WORD)]
        .slice(-WORDS_BEFORE)
        .map((m) => ({ word: m[0], start: c.start + m.index, end: c.start + m.index + m[0].length }));
      // An abbreviated side keeps its full stop outside the side word ("li. Fossa").
      const next = text.slice(side.end, c.end).match(/^\.?[^\S\n]+([\p{L}\p{N}][\p{L}\p{N}-]*)/u);
      if (before.length < WORDS_BEFORE || !next?.[1]) continue;
      const after = {
        word: next[1],
        start: side.end + next[0].length - next[1].length,
        end: side.end + next[0].length,
      };
      // The words stand together: only spaces between them and the side.
      const parts = [...before, side];
      if (parts.slice(1).some((p, i) => !GAP.test(text.slice(parts[i]?.end ?? p.start, p.start)))) continue;
      const words = [...before, after].map((w) => w.word.toLowerCase());
      // One long word at least: "in der li." alone is no phrase.
      if (!words.some((w) => w.length >= 5)) continue;
      out.push({
        key: `${words.slice(0, WORDS_BEFORE).join(' ')} _ ${words.slice(WORDS_BEFORE).join(' ')}`,
        side,
        section: c.section,
        start: before[0]?.start ?? side.start,
        end: after.end,
      });
    }
  }
  return out;
}

export function findMirroredPhrases(a: Annotated): Draft[] {
  const phrases = phrasesOf(a);
  const { text } = a;
  const inImpression = (p: Phrase) => p.section === 'impression';
  for (const u of phrases.filter(inImpression)) {
    const others = phrases.filter((p) => p.key === u.key && !inImpression(p));
    const other = others.find((p) => p.side.side !== u.side.side && SECTION_SAYS[p.section as SectionKind]);
    if (!other) continue;
    // Named on the Beurteilung's side before it, or on the other side in it: both sides are meant.
    if (others.some((p) => p.side.side === u.side.side)) continue;
    if (phrases.some((p) => p.key === u.key && inImpression(p) && p.side.side === other.side.side)) continue;
    const oe = { start: other.start, end: other.end };
    const ue = { start: u.start, end: u.end };
    return [
      {
        category: 'laterality',
        text: `Seitenwiderspruch: ${SECTION_SAYS[other.section as SectionKind]} ${quote(text, oe)} (${SIDE_NAME[other.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[u.side.side]}).`,
        evidence: [oe, ue],
      },
    ];
  }
  return [];
}
