/**
 * laterality: the same finding on one side in the Befund and on the other side in the
 * Beurteilung, or the examined side (Technik) against the side the Beurteilung names. Quiet when
 * the Befund also has that finding on the Beurteilung's side ("Sinusitis links, geringe Schwellung
 * rechts") or the report says "beidseits". One pass per file: finding-sides, structure-sides,
 * sign-sides (a diagnosis against its signs), technique-side, node-sides (lymph nodes by station), known-lesion (the Klinische Angaben against the Befund, a past event against the
 * Beurteilung), on the mentions of mentions.ts; the side of a resection is rules/resection-side.ts.
 */
import type { Annotated } from '../../annotate';
import { type Draft, overlaps } from '../../draft';
import { ANY_RESECTION } from '../../lexicon';
import { findFindingSides } from './finding-sides';
import { findGradeSides } from './grade-sides';
import { findKnownLesionSide, findPastEventSide } from './known-lesion';
import { mentionsOf } from './mentions';
import { findNodeSides } from './node-sides';
import { findProcedureSide } from './procedure-side';
import { findSignSides } from './sign-sides';
import { findStructureSides } from './structure-sides';
import { findTechniqueSide } from './technique-side';

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
  // "Nephrektomie rechts" beside "linke Einzelniere" is no side swap: the resected organ is not
  // there (rules/resection-side.ts compares resections).
  return [...drafts, ...past].filter(
    (d) => !d.evidence.some((e) => ANY_RESECTION.test(a.text.slice(e.start, e.end))),
  );
}
