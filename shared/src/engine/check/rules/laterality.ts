/**
 * laterality: the same finding on one side in the Befund and on the other side in the
 * Beurteilung, or the examined side (Technik) against the side the Beurteilung names. Quiet when
 * the Befund also has that finding on the Beurteilung's side ("Sinusitis links, geringe Schwellung
 * rechts") or the report says "beidseits".
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  contextOf,
  isPaired,
  LESION_GROUPS,
  opposite,
  positionsOf,
  regionOf,
  regionsOf,
  type SideHit,
  type Span,
  type StructureHit,
  sameSize,
  sentenceOf,
  sentenceTextOf,
  sideOf,
  structuresCompatible,
  suspiciousStructure,
} from '../annotate';
import { cover, type Draft, quote, SIDE_NAME } from '../draft';
import { KNOWN, RECOMMENDATION, type Side } from '../lexicon';
import { placeCovers, placesFor } from '../places';

interface Mention {
  clause: Clause;
  negated: boolean;
  /** Position words of the mention ("oben außen", "2 Uhr"), from its sentence up to its clause. */
  positions: Set<string>;
  /** Brain lobes named from the side word to the clause end ("rechts frontoparietal"). */
  regions: Set<string>;
  side: SideHit;
  /** The finding or structure the side belongs to. */
  anchor: Span;
  groups: Set<string>;
  /** The finding's own id ("zyste", "raumforderung"). */
  id: string;
  structures: StructureHit[];
  /** Called solid in its sentence ("solider Knoten"): no cyst. */
  solid: boolean;
  /** Negated only in a degree ("ohne hämodynamisch relevante Stenose"): a lesser one is there. */
  lesser: boolean;
}

/**
 * Words that may name any kind of their group ("Raumforderung" diagnosed as "Schwannom", "Blutung"
 * as "Subduralhämatom"); other kinds exclude each other, and a cyst is no mass or carcinoma.
 */
const GENERIC_KINDS = new Set(['herd', 'rundherd', 'raumforderung', 'blutung']);

function kindsClash(u: Mention, b: Mention): boolean {
  if (u.id === b.id) return false;
  // A lesion called solid is no cyst, whatever word names it.
  if ((u.id === 'zyste' && b.solid) || (b.id === 'zyste' && u.solid)) return true;
  if (!GENERIC_KINDS.has(u.id) && !GENERIC_KINDS.has(b.id)) return true;
  const pair = new Set([u.id, b.id]);
  // A cyst is no mass and no nodule ("Knoten im linken Lappen" is not the cyst there).
  return pair.has('zyste') && (pair.has('raumforderung') || pair.has('rundherd'));
}

/** Qualifiers of degree: their negation leaves a lesser finding. */
const DEGREE = new Set(['relevant', 'signifikant', 'wesentlich', 'höhergradig']);
const LOW_GRADE =
  /(?<!\p{L})(?:geringgradig|gering|leichtgradig|niedriggradig|nicht\s+relevant|ohne\s+hämodynamische\s+relevanz)\p{L}*/iu;

function mentionsOf(a: Annotated, clause: Clause, assertedOnly: boolean): Mention[] {
  const out: Mention[] = [];
  // A midline shift has a direction, not a side.
  const findings = clause.findings.filter(
    (f) => !f.past && (!assertedOnly || !f.negated) && f.group !== 'mittellinienverlagerung',
  );
  const structures = contextOf(a, clause);
  for (const f of findings) {
    const side = sideOf(clause, f);
    if (!side) continue;
    const reach = a.text.slice(Math.min(side.start, clause.start), clause.end);
    const positions = positionsOf(reach);
    const sentenceStart = sentenceOf(a, clause)[0]?.start ?? clause.start;
    const solid = /(?<!\p{L})solide?[nmrs]?(?!\p{L})/iu.test(a.text.slice(sentenceStart, f.end));
    out.push({
      solid,
      lesser: f.negated && f.qualifiers.some((q) => DEGREE.has(q)),
      clause,
      negated: f.negated,
      positions,
      regions: regionsOf(reach),
      side,
      anchor: f,
      groups: new Set([f.group]),
      id: f.id,
      structures,
    });
  }
  return out;
}

function sameThing(u: Mention, b: Mention): boolean {
  const sameGroup = [...u.groups].some((g) => b.groups.has(g));
  // Two lesion words at the same position inside the organ name one lesion.
  const samePlace =
    [...u.groups].every((g) => LESION_GROUPS.has(g)) &&
    [...b.groups].every((g) => LESION_GROUPS.has(g)) &&
    [...u.positions].some((p) => b.positions.has(p));
  if (!sameGroup && !samePlace) return false;
  // "Subduralhämatom frontoparietal" and "Galeahämatom okzipital": two places of the head.
  if (u.regions.size > 0 && b.regions.size > 0 && ![...u.regions].some((r) => b.regions.has(r))) return false;
  if (sameGroup && !samePlace && kindsClash(u, b)) return false;
  // Both clauses name places for their finding and neither reaches the other's: two lesions
  // ("Knoten der Schilddrüse links" and "Raumforderung der Tonsillenloge rechts").
  const up = placesFor(u.clause.places, u.anchor);
  const bp = placesFor(b.clause.places, b.anchor);
  if (placeCovers(up, bp) === false && placeCovers(bp, up) === false) return false;
  return structuresCompatible(u.structures, b.structures);
}

function evidenceOf(text: string, m: Mention): Span {
  // The side word may sit in an earlier clause (inherited): cover from it to the clause end.
  return cover(m.side, clauseEvidence(text, m.clause));
}

export function findLateralityContradictions(a: Annotated): Draft[] {
  const flaggedClauses = new Set<number>();
  const befund = a.clauses.filter((c) => c.section === 'findings').flatMap((c) => mentionsOf(a, c, false));
  // The same finding word on the other side first ("Bandscheibenextrusion rechts" vs "Linksseitige
  // Bandscheibenextrusion"), then structures and places named on the other side only, then related
  // findings, then the examined side.
  return [
    ...findFindingSides(a, befund, flaggedClauses, true),
    ...findStructureSides(a, flaggedClauses),
    ...findFindingSides(a, befund, flaggedClauses, false),
    ...findTechniqueSide(a, flaggedClauses),
    ...findKnownLesionSide(a, befund),
  ];
}

/** A lesion treated or followed after treatment: a lesion on the other side may be a new one. */
const TREATED =
  /(?<!\p{L})(?:nachsorge|z\.\s?n\.|zustand\s+nach|nach\s+(?:\p{L}+\s+){0,2}(?:therapie|resektion|op|operation|mastektomie|radiatio|bestrahlung|chemotherapie|ablation|exzision)|operiert|reseziert|therapiert|bestrahlt)(?!\p{L})/iu;

/** Lesions whose side the Klinische Angaben give as known: a tumour, a metastasis, a mass. */
const KNOWN_LESIONS = new Set(['karzinom', 'sarkom', 'lymphom', 'metastase', 'raumforderung', 'rundherd']);

/**
 * The Klinische Angaben name a known lesion on one side ("Adenokarzinom der Lunge im rechten
 * Unterlappen"), the Befund describes it only on the other ("Primärtumor im linken Unterlappen").
 * Not a past one ("Z. n. Mammakarzinom rechts": a new tumour may be on the left) and not a question.
 */
function findKnownLesionSide(a: Annotated, befund: Mention[]): Draft[] {
  const { text } = a;
  const drafts: Draft[] = [];
  const history = a.clauses
    .filter(
      (c) =>
        c.section === 'history' && !c.sentencePastCue && !c.hedged && !TREATED.test(sentenceTextOf(a, c)),
    )
    .flatMap((c) => mentionsOf(a, c, true))
    .filter((u) => KNOWN_LESIONS.has(u.id) && u.side.side !== 'both');
  for (const u of history) {
    const sameLesion = (b: Mention) =>
      !b.negated && LESION_GROUPS.has([...b.groups][0] as string) && sameThing(u, { ...b, groups: u.groups });
    if (befund.some((b) => (b.side.side === u.side.side || b.side.side === 'both') && sameLesion(b)))
      continue;
    const other = befund.find((b) => opposite(u.side.side, b.side.side) && sameLesion(b));
    if (!other) continue;
    const be = evidenceOf(text, other);
    const ue = evidenceOf(text, u);
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Die klinischen Angaben nennen ${quote(text, ue)} (${SIDE_NAME[u.side.side]}), der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[other.side.side]}).`,
      evidence: [ue, be],
    });
    break;
  }
  return drafts;
}

/** A Beurteilung finding on one side that the Befund has only on the other (sameWordOnly: the same word). */
function findFindingSides(
  a: Annotated,
  findingMentions: Mention[],
  flaggedClauses: Set<number>,
  sameWordOnly: boolean,
): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  for (const c of clauses) {
    // A recommendation names no finding ("ergänzende Sonographie rechts zum Ausschluss einer Zyste").
    if (
      c.section !== 'impression' ||
      flaggedClauses.has(c.index) ||
      RECOMMENDATION.test(text.slice(c.start, c.end))
    )
      continue;
    for (const u of mentionsOf(a, c, true)) {
      if (u.side.side === 'both' || flaggedClauses.has(c.index)) continue;
      // The same word on this side supports whatever organ the clauses give as context ("Erguss mit
      // Dystelektase" links after "Auslöschung der Zwerchfellkontur").
      // "ohne hämodynamisch relevante Stenose" or a plaque on this side supports a "geringgradige Stenose".
      const lowGrade = LOW_GRADE.test(text.slice(c.start, c.end));
      const plaqueForStenosis = (b: Mention) =>
        lowGrade &&
        u.id === 'stenose' &&
        b.id === 'plaque' &&
        !b.negated &&
        structuresCompatible(u.structures, b.structures);
      const supportedSameSide = findingMentions.some(
        (b) =>
          (b.side.side === u.side.side || b.side.side === 'both') &&
          (plaqueForStenosis(b) ||
            ((!b.negated || (b.lesser && lowGrade)) &&
              (sameThing(u, b) || (b.id === u.id && sameThing(u, { ...b, structures: [] }))))),
      );
      // A size the Befund gives only on the other side names the lesion there, whatever else this side has.
      const sizedThere = sizedOn(a, u, (side) => opposite(side, u.side.side)) && !sizedOnThatSide(a, u);
      if ((supportedSameSide && !sizedThere) || sizedOnThatSide(a, u)) continue;
      const other = findingMentions.find(
        (b) =>
          opposite(u.side.side, b.side.side) &&
          !b.clause.findings.every((f) => f.negated) &&
          sameThing(u, b) &&
          (!sameWordOnly || b.id === u.id),
      );
      if (!other) continue;
      flaggedClauses.add(c.index);
      const be = evidenceOf(text, other);
      const ue = evidenceOf(text, u);
      drafts.push({
        category: 'laterality',
        text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[other.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[u.side.side]}).`,
        evidence: [be, ue],
      });
    }
  }
  return drafts;
}

/**
 * The Befund gives the size the Beurteilung gives its finding, on the Beurteilung's side: the same
 * lesion under another word ("Fettgewebsnekrose, 11 mm" rechts for "Ölzyste 1,1 cm" rechts).
 */
function sizedOnThatSide(a: Annotated, u: Mention): boolean {
  return sizedOn(a, u, (side) => side === u.side.side);
}

/** A size of the mention's sentence that the Befund gives on a side the predicate accepts. */
function sizedOn(a: Annotated, u: Mention, onSide: (side: Side | undefined) => boolean): boolean {
  const sentence = new Set(sentenceOf(a, u.clause).map((c) => c.index));
  const own = a.measurements.filter((m) => sentence.has(m.clause) && !m.prior);
  return own.some((m) =>
    a.measurements.some((b) => {
      const bc = a.clauses[b.clause] as Clause;
      return bc.section === 'findings' && !b.prior && sameSize(m, b) && onSide(sideOf(bc, b)?.side);
    }),
  );
}

interface Located {
  clause: Clause;
  /** Structure id or place key. */
  key: string;
  span: Span;
  side: SideHit;
}

/** A structure named inside a negated word ("ohne Wurzelkontakt") is not where anything is. */
const NEGATED_BEFORE = /(?<!\p{L})(?:ohne|kein\p{L}*)\s+\p{L}*$/iu;

/**
 * Paired structures and named places of a clause with the side each one has there; inherited: also
 * with a side the clause carries from its sentence.
 */
function located(text: string, c: Clause, inherited = false): Located[] {
  if (c.sides.length === 0 && !(inherited && c.side)) return [];
  const out: Located[] = [];
  const negated = (s: Span) => NEGATED_BEFORE.test(text.slice(Math.max(c.start, s.start - 20), s.start));
  for (const s of c.structures) {
    if (!isPaired(s.id) || negated(s)) continue;
    const side = sideOf(c, s);
    if (side) out.push({ clause: c, key: `structure:${s.id}`, span: s, side });
  }
  for (const p of c.places) {
    if (p.start < c.start || p.end > c.end || negated(p)) continue;
    const side = sideOf(c, p);
    if (side) out.push({ clause: c, key: `place:${p.key}`, span: p, side });
  }
  return out;
}

/** A procedure named in a sentence: its side matters as a finding's does. */
const PROCEDURE =
  /(?<!\p{L})(?:punktion|anlage|zugang|zvk|katheter|drainage|pta|stent|port|schleuse|nephrostomie|sondierung)/iu;

/** The clause's sentence asserts a finding or names a procedure: its sides speak of something. */
function assertsSomething(a: Annotated, clause: Clause): boolean {
  return (
    sentenceOf(a, clause).some((x) => x.findings.some((f) => !f.negated) || suspiciousStructure(a.text, x)) ||
    PROCEDURE.test(sentenceTextOf(a, clause))
  );
}

/** The sides the Befund names anywhere. */
function befundSides(a: Annotated): Set<Side> {
  return new Set(
    a.clauses.filter((c) => c.section === 'findings').flatMap((c) => c.sides.map((h) => h.side)),
  );
}

/**
 * A structure or place that the Beurteilung puts, with a finding, on one side and that the Befund
 * names only on the other ("Abbruch der A. cerebri media links" vs "Verschluss der A. cerebri media
 * rechts", "Os ilium links" vs "Os ilium rechts"), also where the finding has another word there.
 */
function findStructureSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const befund = clauses.filter((c) => c.section === 'findings').flatMap((c) => located(text, c));
  // Mentions with a side carried from their sentence ("Rechts echoarme, ... Baker-Zyste") agree.
  const carried = clauses
    .filter((c) => c.section === 'findings' && c.sides.length === 0)
    .flatMap((c) => located(text, c, true));
  for (const c of clauses) {
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || c.hedged) continue;
    // A finding called known ("Vorbekannte Jugularvenenthrombose links") is the history's.
    if (KNOWN.test(text.slice(c.start, c.end))) continue;
    // A finding or a procedure in the clause or its sentence ("Ossäre Metastasen in BWK 11, Os ilium
    // rechts", "ZVK-Anlage über die linke V. jugularis interna").
    if (!assertsSomething(a, c)) continue;
    const sentence = sentenceOf(a, c);
    const groups = new Set(sentence.flatMap((x) => x.findings.filter((f) => !f.negated).map((f) => f.group)));
    const sentenceGroups = (l: Located, assertedOnly = false) =>
      sentenceOf(a, l.clause).flatMap((x) =>
        x.findings.filter((f) => !assertedOnly || !f.negated).map((f) => f.group),
      );
    const pairs: { u: Located; b: Located; sameFinding: boolean }[] = [];
    for (const u of located(text, c)) {
      if (u.side.side === 'both') continue;
      // A finding there on this side agrees; on the other side it conflicts, also where this side is
      // called normal ("Nebenhoden links schlank" vs "Epididymitis links" with the right one swollen).
      // A side named only to deny a finding ("Links keine Wurzelkompression") carries nothing.
      const there = befund.filter((b) => b.key === u.key);
      // ... and the other side's mention must carry a finding of its sentence, not only a normal word
      // ("Linksseitig frei durchgängige Lungenarterien").
      const asserted = there.filter(
        (b) => !b.clause.normal && !b.clause.findings.some((f) => f.negated) && assertsSomething(a, b.clause),
      );
      if (asserted.some((b) => !opposite(b.side.side, u.side.side))) continue;
      if (there.some((b) => !opposite(b.side.side, u.side.side) && !b.clause.normal)) continue;
      if (
        carried.some(
          (b) =>
            b.key === u.key &&
            b.side.side === u.side.side &&
            !b.clause.normal &&
            assertsSomething(a, b.clause),
        )
      )
        continue;
      // This side is called normal but its sentence has the Beurteilung's finding ("Kieferhöhle links
      // frei belüftet, lediglich basale Schleimhautschwellung").
      if (
        there.some(
          (b) => !opposite(b.side.side, u.side.side) && sentenceGroups(b, true).some((g) => groups.has(g)),
        )
      )
        continue;
      // The Befund mention at the same position in the organ ("bei 2 Uhr", "oben außen"), else with the same word.
      const word = (l: Located) => text.slice(l.span.start, l.span.end).toLowerCase();
      const uPositions = positionsOf(text.slice(c.start, c.end));
      const samePosition = (l: Located) => {
        const first = sentenceOf(a, l.clause)[0] ?? l.clause;
        return [...positionsOf(text.slice(first.start, l.clause.end))].some((p) => uPositions.has(p));
      };
      const b = asserted.find(samePosition) ?? asserted.find((l) => word(l) === word(u)) ?? asserted[0];
      if (b) pairs.push({ u, b, sameFinding: sentenceGroups(b).some((g) => groups.has(g)) });
    }
    // Of several places in conflict, the one whose Befund sentence has the Beurteilung's finding
    // ("Abszedierung am Unterpol der rechten Niere" vs "Im Unterpol links ... Abszedierung").
    const pair = pairs.find((p) => p.sameFinding) ?? pairs[0];
    if (!pair) continue;
    flaggedClauses.add(c.index);
    const sideNear = (l: Located) =>
      l.side.start >= l.clause.start ? cover(l.side, l.span) : clauseEvidence(text, l.clause);
    const be = sideNear(pair.b);
    const ue = sideNear(pair.u);
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[pair.b.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[pair.u.side.side]}).`,
      evidence: [be, ue],
    });
  }
  return drafts;
}

/** A benign or negative category names nothing on that side ("Linke Mamma: BI-RADS 2"). */
const BENIGN = /BI-?RADS\s*[12](?!\d)/iu;

/** A sentence that recommends ("Mammasonographie links empfohlen"), not one that reports a procedure done. */
const RECOMMENDING = /(?<!\p{L})(?:empfohlen|empfehlen|Empfehlung|erwägen|angeraten)(?!\p{L})/iu;

const OVERVIEW = /übersicht|beidseit|bds\.|(?<!\p{L})beide[nrs]?\s|seitenvergleich/iu;

/** Technik names the examined side of a body region; the Beurteilung puts a finding there on the other side. */
function findTechniqueSide(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  // A history dated to the past ("Z. n. Nephrektomie rechts") names no side examined today.
  const sidedStructures = (section: string) =>
    clauses
      .filter((c) => c.section === section && !(section === 'history' && c.sentencePastCue))
      .flatMap((c) =>
        c.structures.flatMap((s) => {
          const side = isPaired(s.id) ? sideOf(c, s) : null;
          return side ? [{ region: regionOf(s.id), side, span: cover(side, s) }] : [];
        }),
      );
  // The side examined (Technik), else the side the request names (Klinische Angaben); where both
  // name it, both are evidence.
  // An overview or both sides examined ("Beckenübersicht, Hüfte rechts axial", "Mammographie
  // beidseits, ergänzend Sonographie rechts"): the other side was seen too.
  const techniqueText = clauses
    .filter((c) => c.section === 'technique')
    .map((c) => text.slice(c.start, c.end))
    .join(' ');
  if (OVERVIEW.test(techniqueText)) return drafts;
  const technique = sidedStructures('technique');
  const history = sidedStructures('history');
  const examined = technique.length > 0 ? technique : history;
  if (examined.length === 0) return drafts;
  const alsoAsked = (e: { region: string; side: SideHit }) =>
    technique.length > 0
      ? history.filter((h) => h.region === e.region && h.side.side === e.side.side).map((h) => h.span)
      : [];
  for (const c of clauses) {
    // "Linke Mamma unauffällig" and "Mammasonographie links empfohlen" put nothing on that side.
    if (
      c.section !== 'impression' ||
      flaggedClauses.has(c.index) ||
      (!assertsSomething(a, c) &&
        (sentenceOf(a, c).some((x) => x.normal) || BENIGN.test(sentenceTextOf(a, c)))) ||
      RECOMMENDING.test(sentenceTextOf(a, c)) ||
      KNOWN.test(text.slice(c.start, c.end))
    )
      continue;
    for (const s of c.structures) {
      if (!isPaired(s.id)) continue;
      const side = sideOf(c, s);
      if (!side || side.side === 'both') continue;
      const region = regionOf(s.id);
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
          f.structures.some((fs) => regionOf(fs.id) === region && sideOf(f, fs)?.side === side.side),
      );
      if (seenInFindings) continue;
      flaggedClauses.add(c.index);
      const ue = cover(side, s);
      drafts.push({
        category: 'laterality',
        text: `Seitenwiderspruch: Untersucht wurde ${quote(text, conflict.span)}, die Beurteilung nennt ${quote(text, ue)}.`,
        evidence: [conflict.span, ...alsoAsked(conflict), ue],
      });
      break;
    }
  }
  if (drafts.length === 0) drafts.push(...findTechniquePlaces(a, flaggedClauses));
  if (drafts.length === 0) drafts.push(...findOtherSideThanExamined(a, technique, flaggedClauses));
  if (drafts.length === 0) drafts.push(...findRequestAgainstTechnique(a, technique, history));
  return drafts;
}

const JOINT_REGIONS = new Set([
  'knie',
  'schulter',
  'huefte',
  'sprunggelenk',
  'ellenbogen',
  'hand',
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
  for (const t of technique) {
    // Joints and limbs only: an angiography's access ("A. femoralis communis rechts") is no examined side.
    if (!JOINT_REGIONS.has(t.region)) continue;
    const asked = current.filter((h) => h.region === t.region);
    const examined = technique.filter((x) => x.region === t.region);
    const h = asked[0];
    if (!h || asked.some((x) => !opposite(x.side.side, t.side.side))) continue;
    if (examined.some((x) => x.side.side !== t.side.side)) continue;
    // The other side named anywhere in the request means both were asked about.
    if (history.some((x) => x.region === t.region && x.side.side === t.side.side)) continue;
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
      const examined = technique.filter((t) => t.key === u.key);
      if (examined.length === 0 || !examined.every((t) => opposite(t.side.side, u.side.side))) continue;
      flaggedClauses.add(c.index);
      const te = cover((examined[0] as Located).side, (examined[0] as Located).span);
      const ue = cover(u.side, u.span);
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, te)}, die Beurteilung nennt ${quote(text, ue)}.`,
          evidence: [te, ue],
        },
      ];
    }
  }
  return [];
}

/**
 * One side examined ("OSG links in 2 Ebenen"), the Befund never names the other, and the
 * Beurteilung puts a finding there ("Weber-B-Fraktur der rechten Fibula"), whatever the bone is called.
 */
function findOtherSideThanExamined(
  a: Annotated,
  examined: { side: SideHit; span: Span }[],
  flaggedClauses: Set<number>,
): Draft[] {
  const { text, clauses } = a;
  const side = examined[0]?.side.side;
  if (!side || side === 'both' || examined.some((e) => e.side.side !== side)) return [];
  const named = befundSides(a);
  for (const c of clauses) {
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || c.hedged) continue;
    for (const f of c.findings) {
      if (f.negated || f.past) continue;
      const own = c.sides.length > 0 ? sideOf(c, f) : null;
      if (!own || !opposite(own.side, side) || named.has(own.side)) continue;
      flaggedClauses.add(c.index);
      const conflict = examined[0] as { span: Span };
      const ue = cover(own, f);
      return [
        {
          category: 'laterality',
          text: `Seitenwiderspruch: Untersucht wurde ${quote(text, conflict.span)}, die Beurteilung nennt ${quote(text, ue)}.`,
          evidence: [conflict.span, ue],
        },
      ];
    }
  }
  return [];
}
