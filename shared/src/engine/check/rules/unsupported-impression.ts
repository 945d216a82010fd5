/**
 * unsupported_impression: the Beurteilung names a finding whose anatomy the Befund never mentions
 * and that the Befund does not describe either. Lenient on purpose: a Beurteilung synthesises
 * ("Appendizitis" from a thickened appendix), so any mention of the organ in the Befund supports it
 * unless the Beurteilung names a place the Befund never names ("Kleinhirn" vs "Marklager"). Also
 * supported: the same head noun with a first part that names no place ("Begleiterguss" for
 * "Randwinkelerguss"), a diagnosis from its signs (lexicon/support.json), a lesion word at the
 * position of a lesion the Befund describes by another word ("oben außen").
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  compoundsDiffer,
  contextOf,
  type FindingHit,
  LESION_GROUPS,
  namesStructure,
  positionsOf,
  prefixOf,
  type Span,
  sideOf,
  sidesCompatible,
  structuresCompatible,
} from '../annotate';
import { type Draft, quote } from '../draft';
import { NEGATION, SUPPORT } from '../lexicon';
import { namesPlace, type PlaceHit } from '../places';

/** Structures too generic to support a finding ("Lymphknoten" anywhere says nothing about the axilla). */
const GENERIC = new Set(['lymphknoten', 'knochen', 'haut']);

/** The text of a clause's sentence up to the clause's end. */
function sentenceText(a: Annotated, clause: Clause): string {
  const first = a.clauses.find((c) => c.sentence === clause.sentence) ?? clause;
  return a.text.slice(first.start, clause.end);
}

/** The clause names places and the Befund names none of them (nor a part or whole of one). */
function placeUnnamed(places: PlaceHit[], supportPlaces: string[]): boolean {
  return (
    places.length > 0 &&
    !places.some((p) => p.wide.some((w) => supportPlaces.some((s) => s.startsWith(w) || w.startsWith(s))))
  );
}

/** The finding's word names a place before its head ("Schenkelhalsfraktur", "Omarthrose"). */
function placeInWord(text: string, f: Span): boolean {
  const prefix = prefixOf(text, f);
  if (namesPlace(prefix)) return true;
  return namesStructure(text.slice(f.start - prefix.length, f.end));
}

export function findUnsupportedImpressions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const support = clauses.filter((c) => c.section === 'findings' || c.section === 'technique');
  if (!clauses.some((c) => c.section === 'findings')) return drafts;
  const supportIds = new Set(support.flatMap((c) => c.structures.map((s) => s.id)));
  const supportFindings = a.findings.filter((f) => (clauses[f.clause] as Clause).section === 'findings');
  const supportPlaces = [...new Set(support.flatMap((c) => c.places.flatMap((p) => p.wide)))];
  const described = (positive: FindingHit[]) =>
    positive.some((f) => supportFindings.some((b) => !b.negated && b.group === f.group));
  const befundText = clauses
    .filter((c) => c.section === 'findings')
    .map((c) => text.slice(c.start, c.end))
    .join('\n');
  for (const c of clauses) {
    if (c.section !== 'impression') continue;
    const positive = c.findings.filter((f) => !f.negated);
    if (positive.length === 0) continue;
    const structures = c.structures.filter((s) => !GENERIC.has(s.id) && !s.family);
    // The same structure, not merely the same body region: an "Omarthrose" is not supported by an AC joint.
    const anatomySupported = structures.some((s) => supportIds.has(s.id));
    // ... and the place the Beurteilung names must be the Befund's: a "Kleinhirn" finding is not
    // supported by "Marklager" (both brain) unless the Befund describes that finding somewhere.
    if (anatomySupported && !(placeUnnamed(c.places, supportPlaces) && !described(positive))) continue;
    // An interpretation of the described signs without anatomy of its own ("Befundkonstellation
    // vereinbar mit Multipler Sklerose") rests on the Befund as a whole.
    const interpretive = structures.length === 0 && NEGATION.interpretive.test(text.slice(c.start, c.end));
    if (interpretive && supportFindings.some((f) => !f.negated)) continue;
    const findingSupported = positive.some((f) =>
      supportFindings.some((b) => {
        const bc = clauses[b.clause] as Clause;
        if (b.id !== f.id && !(structures.length === 0 && b.group === f.group)) return false;
        // A finding of the whole organ is supported by the same finding in a part ("Lungenemphysem"
        // by "Emphysem in beiden Oberlappen").
        if (!f.global && !structuresCompatible(contextOf(a, c), contextOf(a, bc), true)) return false;
        if (!compoundsDiffer(text, f, b)) return true;
        // Same head, other first part: supported unless that part names a place ("Begleiterguss"
        // and "Randwinkelerguss" are one effusion; "Schenkelhalsfraktur" is no "Beckenringfraktur").
        return !placeInWord(text, f) && sidesCompatible(sideOf(c, f)?.side, sideOf(bc, b)?.side);
      }),
    );
    if (findingSupported) continue;
    // A lesion word at a position inside the organ ("oben außen", "2 Uhr") where the Befund
    // describes a lesion by another word; a side conflict there is laterality's to report.
    const positions = positionsOf(text.slice(c.start, c.end));
    const lesionThere =
      positions.size > 0 &&
      positive.some((f) => LESION_GROUPS.has(f.group)) &&
      supportFindings.some(
        (b) =>
          !b.negated &&
          LESION_GROUPS.has(b.group) &&
          [...positionsOf(sentenceText(a, clauses[b.clause] as Clause))].some((p) => positions.has(p)),
      );
    if (lesionThere) continue;
    // A diagnosis from its signs: "Arteriosklerose" from a calcified plaque.
    const clauseText = text.slice(c.start, c.end);
    if (SUPPORT.some((r) => r.diagnosis.test(clauseText) && r.signs.test(befundText))) continue;
    const evidence = clauseEvidence(text, c);
    drafts.push({
      category: 'unsupported_impression',
      text: `Die Beurteilung nennt ${quote(text, evidence)}, der Befund erwähnt dies nicht.`,
      evidence: [evidence],
    });
  }
  return drafts;
}
