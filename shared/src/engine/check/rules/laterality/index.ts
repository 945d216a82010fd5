/**
 * laterality: the same finding on one side in the Befund and on the other side in the
 * Beurteilung, or the examined side (Technik) against the side the Beurteilung names. Quiet when
 * the Befund also has that finding on the Beurteilung's side ("Sinusitis links, geringe Schwellung
 * rechts") or the report says "beidseits". One pass per file: finding-sides, structure-sides,
 * sign-sides (a diagnosis against its signs), node-sides (lymph nodes by station), grade-sides
 * (grades, degrees and courses by side), procedure-side, technique-side, known-lesion (the
 * Klinische Angaben against the Befund, a past event against the Beurteilung), on the mentions of
 * mentions.ts; the side of a resection is rules/resection-side.ts.
 */
import type { Annotated, Span } from '../../annotate';
import { type Draft, overlaps } from '../../draft';
import { RESECTION_WORDS } from '../../lexicon';
import { findFindingSides } from './finding-sides';
import { findCourseSides, findGradeSides } from './grade-sides';
import { findKnownLesionSide, findPastEventSide } from './known-lesion';
import { mentionsOf } from './mentions';
import { findMirroredPhrases } from './mirrored-phrase';
import { findNodeSides } from './node-sides';
import { findProcedureSide } from './procedure-side';
import { findSignSides } from './sign-sides';
import { findStructureSides } from './structure-sides';
import { findTechniqueSide } from './technique-side';

const RESECTION_ALL = new RegExp(RESECTION_WORDS, 'giu');
const RESECTION_TO_SIDE = /^[\s.,-]*(?:[\p{L}.-]+\s+){0,2}$/u;

export function findLateralityContradictions(a: Annotated): Draft[] {
  const flaggedClauses = new Set<number>();
  const befund = a.clauses.filter((c) => c.section === 'findings').flatMap((c) => mentionsOf(a, c, false));
  // The same finding word on the other side first ("Bandscheibenextrusion rechts" vs "Linksseitige
  // Bandscheibenextrusion"), then structures and places named on the other side only, then related
  // findings, then the examined side.
  const befundSides = [
    ...findFindingSides(a, befund, flaggedClauses, true),
    ...findStructureSides(a, flaggedClauses),
    ...findFindingSides(a, befund, flaggedClauses, false),
    ...findSignSides(a, flaggedClauses),
    ...findNodeSides(a, flaggedClauses),
    ...findGradeSides(a, flaggedClauses),
    ...findCourseSides(a, flaggedClauses),
    ...findProcedureSide(a, flaggedClauses),
  ];
  // The examined side and a past event's side only where no other conflict already names that
  // Beurteilung statement (a clause of the same sentence may carry the same side word).
  const unnamed = (found: Draft[]) => (d: Draft) =>
    !found.some((x) => x.evidence.some((e) => d.evidence.some((f) => overlaps(e, f))));
  const drafts = [
    ...befundSides,
    ...findTechniqueSide(a, flaggedClauses).filter(unnamed(befundSides)),
    ...findKnownLesionSide(a, befund),
  ];
  const past = findPastEventSide(a).filter(unnamed(drafts));
  // A phrase repeated with its side swapped, known to no lexicon, only where nothing else was found.
  if (drafts.length === 0 && past.length === 0) past.push(...findMirroredPhrases(a));
  // "Nephrektomie rechts" beside "linke Einzelniere" is no side swap: the resected organ is not
  // there (rules/resection-side.ts compares resections). A finding with a side of its own beside
  // the resection still is ("nach Oberlappenresektion li. mit schmalem Pleuraerguss rechts").
  return [...drafts, ...past].filter((d) => !d.evidence.some((e) => resectionSideOnly(a, e)));
}

/** Evidence that names a resection and no side but the resection's own ("Z.n. Nephrektomie rechts"). */
function resectionSideOnly(a: Annotated, e: Span): boolean {
  const resections = [...a.text.slice(e.start, e.end).matchAll(RESECTION_ALL)].map((m) => ({
    start: e.start + m.index,
    end: e.start + m.index + m[0].length,
  }));
  if (resections.length === 0) return false;
  // Its side stands right before it ("linksseitige Nephrektomie"), in it ("Hemihepatektomie links")
  // or up to two words after it ("Knie-TEP links", "Oberlappenresektion li.").
  const ownSide = (s: Span) =>
    resections.some(
      (r) =>
        (s.start >= r.start && s.end <= r.end) ||
        (s.end <= r.start && /^[\s-]*$/u.test(a.text.slice(s.end, r.start))) ||
        (s.start >= r.end && RESECTION_TO_SIDE.test(a.text.slice(r.end, s.start))),
    );
  return a.clauses.every((c) => c.sides.every((s) => s.start < e.start || s.end > e.end || ownSide(s)));
}
