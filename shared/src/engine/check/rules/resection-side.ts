/**
 * laterality: the side of a resection or implant is fixed. The Beurteilung puts the operated side or
 * its bed on the side the Klinische Angaben and the Befund do not ("Z.n. Nephrektomie rechts",
 * "Nephrektomieloge rechts" vs "kein Lokalrezidiv in der Nephrektomieloge links", "Hüfttotal-
 * endoprothese links" vs "Hüft-TEP rechts").
 */
import { type Annotated, clauseEvidence, isPaired, opposite, regionOf, sideOf } from '../annotate';
import { type Draft, quote, SIDE_NAME } from '../draft';
import { namesAnyResection, RESECTION_WORDS, RESECTIONS } from '../lexicon';
import { sidedStructures } from './laterality/mentions';

/** Any resection's procedure words, its bed included ("Nephrektomie", "Nephrektomieloge"). */
const RESECTED = new RegExp(RESECTION_WORDS, 'giu');
/** Each resection's procedure words on their own. */
const PROCEDURE_REGEXES = RESECTIONS.map((r) => new RegExp(`(?:${r.procedureWords})`, 'iu'));

/** Which resection a procedure word names ("Hüft-TEP" and "Hüfttotalendoprothese" are one). */
function resectionOf(word: string): number {
  return PROCEDURE_REGEXES.findIndex((r) => r.test(word));
}

export function findResectionSide(a: Annotated): Draft[] {
  const { text, clauses } = a;
  if (!namesAnyResection(text)) return [];
  const sided = (section: string) =>
    clauses
      .filter((c) => c.section === section)
      .flatMap((c) =>
        [...text.slice(c.start, c.end).matchAll(RESECTED)].flatMap((m) => {
          const span = { start: c.start + m.index, end: c.start + m.index + m[0].length };
          const side = sideOf(c, span);
          return side && side.side !== 'both' ? [{ clause: c, side, word: m[0].toLowerCase() }] : [];
        }),
      );
  const known = [...sided('findings'), ...sided('history')];
  for (const u of sided('impression')) {
    const same = (k: (typeof known)[number]) => resectionOf(k.word) === resectionOf(u.word);
    if (known.some((k) => same(k) && k.side.side === u.side.side)) continue;
    const other = known.find((k) => same(k) && opposite(k.side.side, u.side.side));
    if (!other) continue;
    const be = clauseEvidence(text, other.clause);
    const ue = clauseEvidence(text, u.clause);
    // The Technik's examined side, where it is the operated one ("Röntgen Hüfte rechts"), is evidence too.
    const regions = new Set(u.clause.structures.filter((x) => isPaired(x.id)).map((x) => regionOf(x.id)));
    const examined = sidedStructures(a, 'technique').find(
      (t) => regions.has(t.region) && t.side.side === other.side.side,
    );
    return [
      {
        category: 'laterality',
        text: `Seitenwiderspruch: ${quote(text, be)} (${SIDE_NAME[other.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[u.side.side]}).`,
        evidence: [be, ...(examined ? [examined.span] : []), ue],
      },
    ];
  }
  return [];
}
