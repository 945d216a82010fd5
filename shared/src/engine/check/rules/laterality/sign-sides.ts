/**
 * laterality: a Beurteilung diagnosis on one side whose signs the Befund describes only on the
 * other, in other words ("V. poplitea links nicht komprimierbar" against "tiefe
 * Beinvenenthrombose rechts", "Diffusionsrestriktion frontoinsulär links" against "Infarkt im
 * Mediastromgebiet rechts"). The signs are those of lexicon/support.json.
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  contextOf,
  disjoint,
  LESION_GROUPS,
  opposite,
  regionsOf,
  type SideHit,
  type Span,
  sentenceOf,
  sideOf,
  structuresCompatible,
  wordAround,
} from '../../annotate';
import { cover, type Draft, quote, SIDE_NAME } from '../../draft';
import { recommends, SUPPORT } from '../../lexicon';
import { type PlaceHit, placeCovers, placesFor } from '../../places';

/** A sign the clause denies ("keine Diffusionsstörung", "ohne Füllungsdefekt"). */
const DENIED_BEFORE = /(?<!\p{L})(?:kein\p{L}*|ohne|nicht)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

export type Relation = (typeof SUPPORT)[number];

/**
 * The side a line opens with ("Re. Femurkopfepiphyse abgeflacht, ... Nach KM fehlende Perfusion ..."),
 * which holds for the clause until another side is named on the line before it ("Linke Niere: ...
 * Rechte Niere: ...").
 */
function lineSide(a: Annotated, c: Clause): SideHit | undefined {
  let opening = c;
  for (let k = c.index; k >= 0; k--) {
    const x = a.clauses[k] as Clause;
    if (x.line !== c.line || x.section !== c.section) break;
    opening = x;
  }
  const opened = opening.side && opening.side.start === opening.start ? opening.side : undefined;
  if (!opened) return undefined;
  for (let k = opening.index + 1; k <= c.index; k++)
    if ((a.clauses[k] as Clause).sides.some((y) => y.side !== opened.side)) return undefined;
  return opened;
}

/**
 * The side of a clause that describes a sign of the relation, not denied: a side its sentence names;
 * 'unsided' for a sign without one (a line's label may cover several organs), null for no sign.
 */
export function signSide(
  a: Annotated,
  c: Clause,
  r: Relation,
  sentenceStart: number,
): 'left' | 'right' | 'both' | 'unsided' | null {
  const own = a.text.slice(c.start, c.end);
  const m = r.signs.exec(own);
  if (!m) return null;
  // Denied before the sign's word ("keine suspekten Rundherde"), unless the sign is a denial itself ("nicht komprimierbar").
  const wordStart = wordAround(own, { start: m.index, end: m.index + m[0].length }).start;
  if (!/^nicht/iu.test(m[0]) && DENIED_BEFORE.test(own.slice(0, wordStart))) return null;
  const side = c.side && c.side.start >= sentenceStart ? c.side : lineSide(a, c);
  if (!side) return 'unsided';
  return side.side === 'left' || side.side === 'right' || side.side === 'both' ? side.side : 'unsided';
}

/** The relations whose diagnosis the finding's whole word names ("Beinvenenthrombose"). */
export function diagnosisRelations(text: string, f: Span): Relation[] {
  const word = wordAround(text, f);
  return SUPPORT.filter((r) => r.diagnosis.test(text.slice(word.start, word.end)));
}

/** The clause gives a sign of one of the relations on that side. */
export function signedOn(a: Annotated, c: Clause, relations: Relation[], side: string): boolean {
  const start = sentenceOf(a, c)[0]?.start ?? c.start;
  return relations.some((r) => signSide(a, c, r, start) === side);
}

/** A suspected diagnosis still has a side ("V.a. Lockerung der Pedikelschraube LWK 5 rechts"). */
const SUSPECTED =
  /^\s*(?:\d{1,2}\.\s+)?(?:(?:hochgradige|dringende|starke)[rn]?\s+)?(?:V\.\s?a\.|Verdacht\s+auf)\s/iu;

/** The places in a finding's own word ("Parametrieninfiltration"), else those of its clause. */
function wordPlaces(text: string, c: Clause, f: Span): PlaceHit[] {
  const word = wordAround(text, f);
  const own = c.places.filter((p) => p.embedded && p.start >= word.start && p.end <= word.end);
  return own.length > 0 ? own : placesFor(c.places, f);
}

export function findSignSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const befund = clauses.filter((c) => c.section === 'findings');
  const drafts: Draft[] = [];
  // Each clause's sentence start, and each clause's sign side per relation, once.
  const sentenceStarts = new Map<number, number>();
  for (const c of clauses) if (!sentenceStarts.has(c.sentence)) sentenceStarts.set(c.sentence, c.start);
  const sides = new Map<string, ReturnType<typeof signSide>>();
  const befundText = befund.length > 0 ? text.slice(befund[0]?.start, befund.at(-1)?.end) : '';
  const inBefund = new Map<number, boolean>();
  const signInBefund = (k: number) => {
    if (!inBefund.has(k)) inBefund.set(k, (SUPPORT[k] as Relation).signs.test(befundText));
    return inBefund.get(k) === true;
  };
  const sideOfSign = (b: Clause, r: Relation, k: number) => {
    const key = `${b.index}:${k}`;
    if (!sides.has(key)) sides.set(key, signSide(a, b, r, sentenceStarts.get(b.sentence) ?? b.start));
    return sides.get(key) ?? null;
  };
  for (const c of clauses) {
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || !c.side) continue;
    const suspected = SUSPECTED.test(text.slice(c.start, c.end));
    if (c.hedged && !suspected) continue;
    // Cheap tests first: most findings have no signs listed.
    const diagnoses = c.findings.filter(
      (f) =>
        !f.negated &&
        !f.past &&
        (!f.hedged || suspected) &&
        SUPPORT.some((r) => r.diagnosis.test(text.slice(f.start, f.end))),
    );
    if (diagnoses.length === 0 || recommends(text.slice(c.start, c.end))) continue;
    let regions: Set<string> | undefined;
    const uRegions = () => {
      regions ??= regionsOf(text.slice(c.start, c.end));
      return regions;
    };
    for (const f of diagnoses) {
      // The diagnosis's own side ("Ureterolithiasis re. mit Harnstau II° links": the Harnstau's is left).
      const own = sideOf(c, f);
      const side = own?.side;
      if (!own || (side !== 'left' && side !== 'right')) continue;
      // The Befund's own word for it is finding-sides' to compare; denied on no side, negation's.
      // ... where it may be the same thing: not in brain regions apart ("Galeahämatom okzipital"
      // is not the "Subduralhämatom frontotemporoparietal").
      // ... nor at a place apart from the one in its word ("Parametrieninfiltration" is not the
      // "Vaginaldrittel ventral infiltriert").
      const uPlaces = wordPlaces(text, c, f);
      // ... not where the word's side is only the one its line opens with ("Li. im Verlauf der Linea
      // semilunaris ... Bruchsack mit Fett"): finding-sides does not read that side, the signs here do.
      const ownWord = befund.some(
        (b) =>
          b.findings.some(
            (g) =>
              g.id === f.id &&
              (!g.negated || !b.side || b.side.side === 'both') &&
              (g.negated || b.side !== null || lineSide(a, b) === undefined) &&
              placeCovers(wordPlaces(text, b, g), uPlaces) !== false,
          ) && !disjoint(uRegions(), regionsOf(text.slice(b.start, b.end))),
      );
      if (ownWord) continue;
      const word = wordAround(text, f);
      // Only relations with a sign somewhere in the Befund, tested once on its whole text.
      const relations = SUPPORT.flatMap((r, k) =>
        r.diagnosis.test(text.slice(word.start, word.end)) && signInBefund(k) ? [k] : [],
      );
      if (relations.length === 0) continue;
      const signed = befund.flatMap((b) =>
        relations.flatMap((k) => {
          const r = SUPPORT[k] as Relation;
          const bSide = sideOfSign(b, r, k);
          // ... in the brain region the Beurteilung names ("Diffusionsrestriktion ... Kleinhirnhemisphäre"
          // is no sign of an "Infarkt im li. Thalamus").
          if (!bSide || disjoint(uRegions(), regionsOf(text.slice(b.start, b.end)))) return [];
          const sameOrgan =
            r.anyOrgan ||
            contextOf(a, c).length === 0 ||
            contextOf(a, b).length === 0 ||
            structuresCompatible(contextOf(a, c), contextOf(a, b), true);
          return sameOrgan ? [{ clause: b, side: bSide }] : [];
        }),
      );
      // A sign on this side, on both or on no side named may be what the Beurteilung means.
      if (signed.some((s) => s.side === side || s.side === 'both' || s.side === 'unsided')) continue;
      // A finding the Befund asserts on this side may be what the Beurteilung names: one of its kind,
      // or any in the organ both name ("Sinus maxillaris links subtotal verschattet" for a sinusitis).
      const uOrgan = contextOf(a, c);
      const foundHere = befund.some((b) => {
        if (b.side?.side !== side && b.side?.side !== 'both') return false;
        if (!b.findings.some((g) => !g.negated)) return false;
        if (disjoint(uRegions(), regionsOf(text.slice(b.start, b.end)))) return false;
        const bOrgan = contextOf(a, b);
        const sameOrgan = bOrgan.length === 0 || structuresCompatible(uOrgan, bOrgan, true);
        const namedOrgan = uOrgan.length > 0 && bOrgan.length > 0 && sameOrgan;
        return b.findings.some(
          (g) =>
            !g.negated &&
            (namedOrgan ||
              (sameOrgan &&
                (g.group === f.group || (LESION_GROUPS.has(g.group) && LESION_GROUPS.has(f.group))))),
        );
      });
      if (foundHere) continue;
      const other = signed.find((s) => s.side !== 'unsided' && opposite(s.side, side));
      if (!other?.clause.side) continue;
      // The Beurteilung names it on the signs' side too and the Befund denies it on this side
      // ("Leistenhernie beidseits: re. ..., li. kleine Hernie" beside "Li.: ... kein Bruchsack"): no
      // swap, a denied finding, negation's to report.
      const otherSide = other.side;
      const deniedHere = befund.some((b) =>
        b.findings.some((g) => g.id === f.id && g.negated && sideOf(b, g)?.side === side),
      );
      const namedThere = clauses.some(
        (k) =>
          k.section === 'impression' &&
          k.findings.some((g) => {
            const gSide = sideOf(k, g)?.side;
            return g.id === f.id && !g.negated && (gSide === otherSide || gSide === 'both');
          }),
      );
      if (deniedHere && namedThere) continue;
      flaggedClauses.add(c.index);
      const be = cover(other.clause.side, clauseEvidence(text, other.clause));
      const ue = cover(own, wordAround(text, f));
      drafts.push({
        category: 'laterality',
        text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[other.clause.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[side]}).`,
        evidence: [be, ue],
      });
      break;
    }
  }
  return drafts;
}
