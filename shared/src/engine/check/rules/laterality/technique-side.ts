/** laterality: the examined side (Technik, else the request) against the side of a Beurteilung finding. */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  isPaired,
  OTHER_SIDE,
  opposite,
  regionOf,
  type SideHit,
  type Span,
  sentenceOf,
  sentenceTextOf,
  sideOf,
} from '../../annotate';
import { cover, type Draft, quote } from '../../draft';
import { KNOWN, PROPOSED, type Side } from '../../lexicon';
import type { PlaceHit } from '../../places';
import {
  assertsSomething,
  befundSides,
  type Located,
  located,
  PLACE_KEY,
  PROCEDURE,
  sidedStructures,
} from './mentions';
import { diagnosisRelations, signedOn } from './sign-sides';

/** A benign or negative category names nothing on that side ("Linke Mamma: BI-RADS 2"). */
const BENIGN = /BI-?RADS\s*[12](?!\d)/iu;

/** A sentence that recommends ("Mammasonographie links empfohlen"), not one that reports a procedure done. */
const RECOMMENDING = /(?<!\p{L})(?:empfohlen|empfehlen|Empfehlung|erwägen|angeraten)(?!\p{L})/iu;

const OVERVIEW = /übersicht|beidseit|bds\.|(?<!\p{L})beide[nrs]?\s|seitenvergleich/iu;

/**
 * The Befund's sign of the Beurteilung's diagnosis on the examined side ("V. poplitea links nicht
 * komprimierbar" for a "Beinvenenthrombose rechts" after an exam of the left leg): where the side
 * was read from.
 */
function signedThere(a: Annotated, c: Clause, side: Side): Span[] {
  const relations = c.findings.flatMap((f) => diagnosisRelations(a.text, f));
  if (relations.length === 0) return [];
  const b = a.clauses.find(
    (x) => x.section === 'findings' && x.side?.side === side && signedOn(a, x, relations, side),
  );
  return b?.side ? [cover(b.side, clauseEvidence(a.text, b))] : [];
}

/**
 * The Befund's own account on the examined side ("Kontrastmittelverteilung entlang der Wurzel L5
 * links" after a periradicular therapy of the left L5 root): what was done or seen there.
 */
function befundThere(a: Annotated, region: string, side: Side): Span[] {
  for (const c of a.clauses) {
    if (c.section !== 'findings') continue;
    const s = c.structures.find(
      (x) => isPaired(x.id) && regionOf(x.id) === region && sideOf(c, x)?.side === side,
    );
    const hit = s ? sideOf(c, s) : undefined;
    if (hit) return [cover(hit, clauseEvidence(a.text, c))];
  }
  return [];
}

/** Technik names the examined side of a body region; the Beurteilung puts a finding there on the other side. */
export function findTechniqueSide(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  // The side examined (Technik), else the side the request names (Klinische Angaben); where both
  // name it, both are evidence.
  // An overview or both sides examined ("Beckenübersicht, Hüfte rechts axial", "Mammographie
  // beidseits, ergänzend Sonographie rechts"): the other side was seen too.
  const techniqueText = clauses
    .filter((c) => c.section === 'technique')
    .map((c) => text.slice(c.start, c.end))
    .join(' ');
  if (OVERVIEW.test(techniqueText)) return drafts;
  const technique = sidedStructures(a, 'technique');
  const history = sidedStructures(a, 'history');
  const examined = technique.length > 0 ? technique : history;
  // Nothing paired examined: a place the Technik names on one side may still be ("Level III links").
  if (examined.length === 0) return findTechniquePlaces(a, flaggedClauses);
  const alsoAsked = (e: { region: string; side: SideHit }) =>
    technique.length > 0
      ? history.filter((h) => h.region === e.region && h.side.side === e.side.side).map((h) => h.span)
      : [];
  for (const c of clauses) {
    // "Linke Mamma unauffällig", "Rechte Hüfte ohne Labrumläsion" and "Mammasonographie links
    // empfohlen" put nothing on that side.
    const sentence = sentenceOf(a, c);
    const deniesOnly = c.findings.length > 0 && c.findings.every((f) => f.negated);
    if (
      c.section !== 'impression' ||
      flaggedClauses.has(c.index) ||
      (!assertsSomething(a, c) &&
        (sentence.some((x) => x.normal) || deniesOnly || BENIGN.test(sentenceTextOf(a, c)))) ||
      RECOMMENDING.test(sentenceTextOf(a, c)) ||
      KNOWN.test(text.slice(c.start, c.end))
    )
      continue;
    for (const s of c.structures) {
      if (!isPaired(s.id)) continue;
      const side = sideOf(c, s);
      if (!side || side.side === 'both') continue;
      const region = regionOf(s.id);
      // A side the clause takes from an earlier one that named another organ with it is that organ's
      // ("Rundherd im rechten Oberlappen ..., am ehesten Primarius der zerebellären Metastase").
      const source = c.sides.length === 0 ? clauses.find((x) => x.sides.includes(side)) : undefined;
      if (
        source?.structures.some((x) => regionOf(x.id) !== region) &&
        !source.structures.some((x) => regionOf(x.id) === region)
      )
        continue;
      const sameRegion = examined.filter((e) => e.region === region);
      if (
        sameRegion.length === 0 ||
        sameRegion.some((e) => e.side.side === side.side || e.side.side === 'both')
      )
        continue;
      const conflict = sameRegion.find((e) => opposite(e.side.side, side.side));
      if (!conflict) continue;
      // A finding on this side in the Befund means the other side was seen too (comparison views).
      // A mention there that only denies something ("Die Gegenniere (links) zeigt keinen Harnstau") is no such finding.
      const seenInFindings = clauses.some(
        (f) =>
          f.section === 'findings' &&
          !(f.findings.length > 0 && f.findings.every((x) => x.negated)) &&
          (f.structures.some((fs) => regionOf(fs.id) === region && sideOf(f, fs)?.side === side.side) ||
            // ... or the Beurteilung's finding on this side without its organ ("Links kleiner Begleiterguss").
            (f.side?.side === side.side &&
              f.structures.every((fs) => regionOf(fs.id) === region) &&
              f.findings.some(
                (x) => !x.negated && c.findings.some((y) => !y.negated && y.group === x.group),
              ))),
      );
      if (seenInFindings) continue;
      flaggedClauses.add(c.index);
      const ue = cover(side, s);
      drafts.push({
        category: 'laterality',
        text: `Seitenwiderspruch: Untersucht wurde ${quote(text, conflict.span)}, die Beurteilung nennt ${quote(text, ue)}.`,
        evidence: [
          conflict.span,
          ...alsoAsked(conflict),
          ...signedThere(a, c, conflict.side.side),
          ...befundThere(a, conflict.region, conflict.side.side),
          ue,
        ],
      });
      break;
    }
  }
  if (drafts.length === 0) drafts.push(...findTechniquePlaces(a, flaggedClauses));
  if (drafts.length === 0) drafts.push(...findOtherSideThanExamined(a, technique, flaggedClauses, history));
  if (drafts.length === 0) drafts.push(...findRequestAgainstTechnique(a, technique, history));
  if (drafts.length === 0) drafts.push(...findBefundAgainstTechnique(a, technique));
  return drafts;
}

/** "im Seitenvergleich": the other side was looked at too (as "Gegenseite" and "kontralateral" say). */
const SIDE_COMPARISON = /(?<!\p{L})seitenvergleich/iu;

/**
 * One joint examined on one side ("MRT OSG links"), and the Befund puts its finding on the other
 * side ("Osteochondrale Läsion der medialen Talusschulter rechts") while it names the examined side
 * nowhere and compares with no other side: the Befund has the wrong side.
 */
function findBefundAgainstTechnique(
  a: Annotated,
  technique: { region: string; side: SideHit; span: Span }[],
): Draft[] {
  const { text, clauses } = a;
  const t = technique[0];
  if (!t || !JOINT_REGIONS.has(t.region) || technique.some((x) => x.side.side !== t.side.side)) return [];
  const named = befundSides(a);
  if (named.has(t.side.side) || named.has('both')) return [];
  const befund = clauses.filter((c) => c.section === 'findings');
  const compared = (t: string) => OTHER_SIDE.test(t) || SIDE_COMPARISON.test(t);
  if (befund.some((c) => compared(text.slice(c.start, c.end)))) return [];
  for (const c of befund) {
    if (c.normal || c.hedged) continue;
    for (const s of c.structures) {
      if (!isPaired(s.id) || regionOf(s.id) !== t.region) continue;
      const side = sideOf(c, s);
      if (!side || !c.sides.includes(side) || !opposite(side.side, t.side.side)) continue;
      if (!c.findings.some((f) => !f.negated && !f.past)) continue;
      const be = cover(side, s);
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, t.span)}, der Befund nennt ${quote(text, be)}.`,
          evidence: [t.span, be],
        },
      ];
    }
  }
  return [];
}

const JOINT_REGIONS = new Set([
  'knie',
  'schulter',
  'huefte',
  'sprunggelenk',
  'ellenbogen',
  'hand',
  'fuss',
  'achillessehne',
]);

/**
 * The request names a region on one side only ("Verdrehtrauma des rechten Knies"), the Technik
 * examined it on the other side only ("MRT des linken Kniegelenks"): one of them has the wrong
 * side. A history dated to the past ("Z.n. Knie-TEP rechts") asks for nothing.
 */
function findRequestAgainstTechnique(
  a: Annotated,
  technique: { region: string; side: SideHit; span: Span }[],
  history: { region: string; side: SideHit; span: Span }[],
): Draft[] {
  const { text } = a;
  // The history here is already today's (no "Z.n."); a sentence put into time asks for nothing either.
  const current = history.filter((h) => {
    const clause = a.clauses.find((c) => c.start <= h.span.start && h.span.end <= c.end);
    return clause !== undefined && !clause.sentenceTimeCue;
  });
  // Every request, past operations too: looked up once, where a conflict needs it.
  let everyRequest: ReturnType<typeof sidedStructures> | undefined;
  for (const t of technique) {
    // Joints and limbs only: an angiography's access ("A. femoralis communis rechts") is no examined side.
    if (!JOINT_REGIONS.has(t.region)) continue;
    const asked = current.filter((h) => h.region === t.region);
    const examined = technique.filter((x) => x.region === t.region);
    const h = asked[0];
    if (!h || asked.some((x) => !opposite(x.side.side, t.side.side))) continue;
    if (examined.some((x) => x.side.side !== t.side.side)) continue;
    // The other side named anywhere in the request means both were asked about, also as a past
    // operation ("Z.n. Knie-TEP re. ... Gonarthrose li. bekannt" for a CT of the right knee).
    everyRequest ??= sidedStructures(a, 'history', true);
    if (everyRequest.some((x) => x.region === t.region && x.side.side === t.side.side)) continue;
    return [
      {
        category: 'laterality',
        text: `Seitenwiderspruch: Angefragt ${quote(text, h.span)}, untersucht ${quote(text, t.span)}.`,
        evidence: [h.span, t.span],
      },
    ];
  }
  return [];
}

/**
 * A place the Technik names on one side ("Punktion der V. jugularis interna links") that the
 * Beurteilung puts on the other ("Port über die rechte V. jugularis interna") and the Befund never
 * names on that side.
 */
function findTechniquePlaces(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const inSection = (section: string) =>
    clauses.filter((c) => c.section === section).flatMap((c) => located(text, c));
  const technique = inSection('technique');
  if (technique.length === 0) return [];
  // The Befund names no side at all that the Beurteilung's could come from.
  const named = befundSides(a);
  for (const c of clauses) {
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || c.hedged || !assertsSomething(a, c))
      continue;
    for (const u of located(text, c)) {
      if (u.side.side === 'both' || named.has(u.side.side)) continue;
      // ... or a whole the Beurteilung's place is part of ("MRT des rechten Oberschenkels", "M. vastus intermedius li.").
      const examined = technique.filter((t) => t.key === u.key || partOfPlace(u, t));
      if (examined.length === 0 || !examined.every((t) => opposite(t.side.side, u.side.side))) continue;
      flaggedClauses.add(c.index);
      const te = cover((examined[0] as Located).side, (examined[0] as Located).span);
      const ue = cover(u.side, u.span);
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, te)}, die Beurteilung nennt ${quote(text, ue)}.`,
          evidence: [te, ...signedThere(a, c, (examined[0] as Located).side.side), ue],
        },
      ];
    }
  }
  return [];
}

/** A place inside the place another names ("M. vastus intermedius" in the "Oberschenkel"). */
function partOfPlace(part: Located, whole: Located): boolean {
  if (!part.key.startsWith(PLACE_KEY) || !whole.key.startsWith(PLACE_KEY)) return false;
  const wholeKey = whole.key.slice(PLACE_KEY.length);
  return (part.span as PlaceHit).wide.some((w) => w === wholeKey);
}

/**
 * One side examined ("OSG links in 2 Ebenen"), the Befund never names the other, and the
 * Beurteilung puts a finding there ("Weber-B-Fraktur der rechten Fibula"), whatever the bone is called.
 */
function findOtherSideThanExamined(
  a: Annotated,
  examined: { side: SideHit; span: Span }[],
  flaggedClauses: Set<number>,
  history: { side: SideHit; span: Span }[],
): Draft[] {
  const { text, clauses } = a;
  const side = examined[0]?.side.side;
  if (!side || side === 'both' || examined.some((e) => e.side.side !== side)) return [];
  const named = befundSides(a);
  for (const c of clauses) {
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || c.hedged) continue;
    // A procedure done on the other side ("Rekanalisation ... des Truncus tibiofibularis rechts" after
    // a DSA of the left leg) counts as a finding there.
    const own = c.sides.find((h) => h.side !== 'both');
    const clauseText = text.slice(c.start, c.end);
    if (
      own &&
      opposite(own.side, side) &&
      !named.has(own.side) &&
      PROCEDURE.test(clauseText) &&
      !PROPOSED.test(clauseText)
    ) {
      flaggedClauses.add(c.index);
      const conflict = examined[0] as { span: Span };
      const ue = clauseEvidence(text, c);
      // Every Technik statement on the examined side ("Punktion der A. femoralis communis links",
      // "DSA der Bein- und Fußarterien links").
      const sided = clauses
        .filter((t) => t.section === 'technique' && t.sides.some((h) => h.side === side))
        .map((t) => clauseEvidence(text, t))
        .filter((t) => !(t.start <= conflict.span.start && conflict.span.end <= t.end));
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, conflict.span)}, die Beurteilung nennt ${quote(text, ue)}.`,
          evidence: [conflict.span, ...sided.slice(0, 2), ue],
        },
      ];
    }
    for (const f of c.findings) {
      if (f.negated || f.past) continue;
      const own = c.sides.length > 0 ? sideOf(c, f) : null;
      if (!own || !opposite(own.side, side) || named.has(own.side)) continue;
      // The request's own finding on that side is known, not found here ("Port links, kontralateral
      // zum Mammakarzinom rechts").
      const known = clauses.some(
        (h) =>
          h.section === 'history' &&
          h.findings.some((x) => x.id === f.id && !x.negated && sideOf(h, x)?.side === own.side),
      );
      if (known) continue;
      flaggedClauses.add(c.index);
      const conflict = examined[0] as { span: Span };
      const ue = cover(own, f);
      // The request on the examined side is evidence too ("Supinationstrauma des linken oberen Sprunggelenks").
      const asked = history.filter((h) => h.side.side === side && h.span.start !== conflict.span.start);
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, conflict.span)}, die Beurteilung nennt ${quote(text, ue)}.`,
          evidence: [conflict.span, ...asked.slice(0, 1).map((h) => h.span), ...signedThere(a, c, side), ue],
        },
      ];
    }
  }
  return [];
}
