/** Mentions of findings and places with their sides: what the laterality passes compare. */
import {
  type Annotated,
  type Clause,
  causeOf,
  clauseEvidence,
  contextOf,
  DEVICE,
  disjoint,
  isPaired,
  LESION_GROUPS,
  positionsOf,
  regionOf,
  regionsOf,
  type SideHit,
  type Span,
  type StructureHit,
  sentenceOf,
  sideOf,
  structuresCompatible,
  suspiciousStructure,
  UNSIDED_GROUPS,
  wordAround,
} from '../../annotate';
import { cover } from '../../draft';
import { PROPOSED, type Side } from '../../lexicon';
import { type PlaceHit, placeCovers, placesFor } from '../../places';

export interface Mention {
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
  /** The places of the finding, without those of what accompanies or causes it. */
  places: PlaceHit[];
  /** Called solid in its sentence ("solider Knoten"): no cyst. */
  solid: boolean;
  /** Negated only in a degree ("ohne hämodynamisch relevante Stenose"): a lesser one is there. */
  lesser: boolean;
}

/**
 * Words that may name any kind of their group ("Raumforderung" diagnosed as "Schwannom", "Blutung"
 * as "Subduralhämatom"); other kinds exclude each other, and a cyst is no mass or carcinoma.
 */
const GENERIC_KINDS = new Set(['herd', 'rundherd', 'raumforderung', 'blutung', 'fluessigkeit']);

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
export const LOW_GRADE =
  /(?<!\p{L})(?:geringgradig|gering|leichtgradig|niedriggradig|nicht\s+relevant|ohne\s+hämodynamische\s+relevanz)\p{L}*/iu;

/** What may stand between a side word and its structure: "linke V. jugularis", "V. subclavia links". */
const SIDE_THEN_STRUCTURE = /^[\s.]*(?:(?:V|A|Vv|Aa|M|N)\.\s*)?$/u;
const STRUCTURE_THEN_SIDE = /^\s*(?:(?:interna|externa|communis|superficialis|profunda)\s*)?$/iu;

function sideOfStructure(text: string, clause: Clause, side: SideHit, device: Span): boolean {
  // "im rechten Vorhof": an inflected side adjective belongs to the noun after it.
  if (/^(?:recht|link)e[nmrs]?$/iu.test(text.slice(side.start, side.end))) {
    const next = /^\s+[\p{L}-]+/u.exec(text.slice(side.end));
    if (next && !(device.start < side.end + next[0].length && device.end > side.end)) return true;
  }
  return clause.structures.some(
    (s) =>
      !s.embedded &&
      ((s.start >= side.end && SIDE_THEN_STRUCTURE.test(text.slice(side.end, s.start))) ||
        (s.end <= side.start && STRUCTURE_THEN_SIDE.test(text.slice(s.end, side.start)))),
  );
}

export function mentionsOf(a: Annotated, clause: Clause, assertedOnly: boolean, withPast = false): Mention[] {
  const out: Mention[] = [];
  const findings = clause.findings.filter(
    (f) => (withPast || !f.past) && (!assertedOnly || !f.negated) && !UNSIDED_GROUPS.has(f.group),
  );
  const structures = contextOf(a, clause);
  for (const f of findings) {
    const side = sideOf(clause, f);
    if (!side) continue;
    // A line's side word may be its vein's ("Port über die linke V. jugularis interna"): structure-sides compares those.
    // In the Befund it still says which side has one ("Vorbestehender ZVK über V. subclavia li.").
    if (f.group === DEVICE && assertedOnly && sideOfStructure(a.text, clause, side, f)) continue;
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
      // "Harnstauung rechts bei prävesikalem Ureterkonkrement": the ureter is the stone's.
      structures: structures.filter((s) => !causeOf(a.text, f, s)),
      places: placesFor(clause.places, f).filter((p) => !causeOf(a.text, f, p)),
    });
  }
  return out;
}

export function sameThing(u: Mention, b: Mention): boolean {
  const sameGroup = [...u.groups].some((g) => b.groups.has(g));
  // Two lesion words at the same position inside the organ name one lesion.
  const samePlace =
    [...u.groups].every((g) => LESION_GROUPS.has(g)) &&
    [...b.groups].every((g) => LESION_GROUPS.has(g)) &&
    [...u.positions].some((p) => b.positions.has(p));
  if (!sameGroup && !samePlace) return false;
  // "Subduralhämatom frontoparietal" and "Galeahämatom okzipital": two places of the head.
  if (disjoint(u.regions, b.regions)) return false;
  if (sameGroup && !samePlace && kindsClash(u, b)) return false;
  // Both clauses name places for their finding and neither reaches the other's: two lesions
  // ("Knoten der Schilddrüse links" and "Raumforderung der Tonsillenloge rechts").
  const up = u.places;
  const bp = b.places;
  if (placeCovers(up, bp) === false && placeCovers(bp, up) === false) return false;
  // A part meets its whole: an acoustic neuroma (inner auditory canal) in the cerebellopontine angle.
  return structuresCompatible(u.structures, b.structures, true);
}

export function evidenceOf(text: string, m: Mention): Span {
  // The side word may sit in an earlier clause (inherited): cover from it to the clause end.
  return cover(m.side, clauseEvidence(text, m.clause));
}

/** What a located structure's key starts with. */
export const STRUCTURE_KEY = 'structure:';
/** What a named place's key starts with. */
export const PLACE_KEY = 'place:';

export interface Located {
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
/** Cervical node levels of one side ("Level III links"); levels VI and VII are central. */
const SIDED_NODAL = /^nodal-(?:I|II|III|IV|V)$/u;

export function located(text: string, c: Clause, inherited = false): Located[] {
  if (c.sides.length === 0 && !(inherited && c.side)) return [];
  const out: Located[] = [];
  const negated = (s: Span) => NEGATED_BEFORE.test(text.slice(Math.max(c.start, s.start - 20), s.start));
  for (const s of c.structures) {
    if (!(isPaired(s.id) || SIDED_NODAL.test(s.id)) || negated(s)) continue;
    const side = sideOf(c, s);
    if (side) out.push({ clause: c, key: `${STRUCTURE_KEY}${s.id}`, span: s, side });
  }
  for (const p of c.places) {
    if (p.start < c.start || p.end > c.end || negated(p)) continue;
    const side = sideOf(c, p);
    if (side) out.push({ clause: c, key: `${PLACE_KEY}${p.key}`, span: p, side });
  }
  return out;
}

/** A procedure or a graft named in a sentence: its side matters as a finding's does. Short words only at a
 * word's start ("Port", not "Transport"); the others also end a compound ("Thoraxdrainage"). A resection
 * counts ("Sentinel-Lymphonodektomie", "LK-Entfernung"), its bed does not ("Adrenalektomieloge"). */
export const PROCEDURE =
  /(?<!\p{L})(?:anlage|zugang|zvk|pta|port|tubus)|(?:punktion|biopsie|katheter|drainage|stent|schleuse|nephrostomie|sondierung|fehllage|elektrode|angioplastie|dilatation|embolisation|rekanalisation|thrombektomie|implantation|transplantat|ektomie(?!\p{L}*(?:loge|bett|höhle|region))|entfernung|exstirpation)/iu;

/** The clause's sentence asserts a finding or names a procedure done: its sides speak of something. */
export function assertsSomething(a: Annotated, clause: Clause): boolean {
  return sentenceOf(a, clause).some((x) => {
    // A normal variant ("akzessorische Polarterie links") is anatomy, not a finding.
    // A device is a procedure's: asserted only where not proposed ("ggf. zusätzliche Drainage links").
    if (
      x.findings.some((f) => !f.negated && f.group !== 'variante' && f.group !== DEVICE) ||
      suspiciousStructure(a.text, x)
    )
      return true;
    const clauseText = a.text.slice(x.start, x.end);
    return (PROCEDURE.test(clauseText) && !PROPOSED.test(clauseText)) || INVOLVES.test(clauseText);
  });
}

/** A lesion's involvement of a structure ("Beteiligung der re. Samenblase"): it is there on that side. */
const INVOLVES = /(?<!\p{L}|ohne\s|keine\s)(?:mit)?beteiligung\s+(?:der|des)\s/iu;

/** The sides the Befund names anywhere. */
export function befundSides(a: Annotated): Set<Side> {
  return new Set(
    a.clauses.filter((c) => c.section === 'findings').flatMap((c) => c.sides.map((h) => h.side)),
  );
}

/**
 * Where the Technik or the Klinische Angaben name a paired structure of the same region on the
 * Befund's side ("Punktion eines Unterpolkelches der rechten Niere" beside "Hydronephrose rechts",
 * "Ureterkonkrement links" beside "gestautes NBKS der linken Niere"): more evidence of the side the
 * Beurteilung contradicts.
 */
export function techniqueEvidence(a: Annotated, structures: StructureHit[], side: Side): Span[] {
  const regions = new Set(structures.filter((s) => isPaired(s.id)).map((s) => regionOf(s.id)));
  if (regions.size === 0) return [];
  return (['technique', 'history'] as const).flatMap((section) => {
    const named = sidedStructures(a, section).find((t) => regions.has(t.region) && t.side.side === side);
    return named ? [named.span] : [];
  });
}

/**
 * The paired structures a section names with their side, region and evidence. A history dated to
 * the past ("Z. n. Nephrektomie rechts") names none, unless withPast asks for every mention.
 */
export function sidedStructures(
  a: Annotated,
  section: 'technique' | 'history',
  withPast = false,
): { region: string; side: SideHit; span: Span }[] {
  return a.clauses
    .filter((c) => c.section === section && (withPast || !(section === 'history' && c.sentencePastCue)))
    .flatMap((c) =>
      c.structures.flatMap((s) => {
        const side = isPaired(s.id) ? sideOf(c, s) : null;
        // The structure's whole word ("Pyelonephritis", not "nephritis"; "Rückfußes", not "Rückfu").
        return side ? [{ region: regionOf(s.id), side, span: cover(side, wordAround(a.text, s)) }] : [];
      }),
    );
}
