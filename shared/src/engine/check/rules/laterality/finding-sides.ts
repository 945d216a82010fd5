/** laterality: a Beurteilung finding on one side that the Befund has only on the other. */
import {
  type Annotated,
  type Clause,
  causeOf,
  clauseEvidence,
  contextOf,
  isPaired,
  opposite,
  type Span,
  sameSize,
  sentenceOf,
  sideOf,
  structuresCompatible,
} from '../../annotate';
import { cover, type Draft, overlaps, quote, SIDE_NAME } from '../../draft';
import { recommends, type Side } from '../../lexicon';
import {
  evidenceOf,
  LOW_GRADE,
  located,
  type Mention,
  mentionsOf,
  STRUCTURE_KEY,
  sameThing,
  techniqueEvidence,
} from './mentions';
import { diagnosisRelations, signedOn } from './sign-sides';

const DIFFERENTIAL = /^\s*(?:DD|differential\p{L}*|differenzial\p{L}*)(?!\p{L})/iu;

/** A Beurteilung finding on one side that the Befund has only on the other (sameWordOnly: the same word). */
export function findFindingSides(
  a: Annotated,
  findingMentions: Mention[],
  flaggedClauses: Set<number>,
  sameWordOnly: boolean,
): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  let inImpression: Mention[] | undefined;
  const impressionMentions = () => {
    inImpression ??= clauses.filter((x) => x.section === 'impression').flatMap((x) => mentionsOf(a, x, true));
    return inImpression;
  };
  for (const c of clauses) {
    // A recommendation names no finding ("ergänzende Sonographie rechts zum Ausschluss einer Zyste").
    if (c.section !== 'impression' || flaggedClauses.has(c.index) || recommends(text.slice(c.start, c.end)))
      continue;
    // A differential diagnosis ("DD Lymphom") names the lesion described before it, with that one's side.
    if (DIFFERENTIAL.test(text.slice(c.start, c.end))) continue;
    // German puts the side after its noun: the finding nearest before the side word first ("Bandscheiben-
    // vorfall ... mit Kompression der Wurzel L5 rechts": the side is the compression's).
    const nearestFirst = mentionsOf(a, c, true).sort((x, y) => distance(x) - distance(y));
    for (const u of nearestFirst) {
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
      // The Befund names the very word only on the other side ("Arachnoidalzyste temporopolar rechts"):
      // another word on this side ("Marklagerläsionen frontal beidseits") is another lesion.
      const ownWordOnlyThere =
        findingMentions.some(
          (b) => b.id === u.id && !b.negated && opposite(u.side.side, b.side.side) && sameThing(u, b),
        ) && !namedOnSide(a, u);
      // The very word at the very position ("2 Uhr") on the other side outweighs a mention here
      // without one ("Beidseits ... mehrere Zysten" for the "Zyste der rechten Mamma bei 2 Uhr").
      const atPosition = (b: Mention) => [...u.positions].some((x) => b.positions.has(x));
      const positionedThere = findingMentions.some(
        (b) =>
          b.id === u.id &&
          !b.negated &&
          opposite(u.side.side, b.side.side) &&
          atPosition(b) &&
          sameThing(u, b),
      );
      const supportedSameSide = findingMentions.some(
        (b) =>
          (b.side.side === u.side.side || b.side.side === 'both') &&
          (!positionedThere || atPosition(b)) &&
          (plaqueForStenosis(b) ||
            ((!ownWordOnlyThere || b.id === u.id) &&
              (!b.negated || (b.lesser && lowGrade)) &&
              (sameThing(u, b) || (b.id === u.id && sameThing(u, { ...b, structures: [] }))))),
      );
      // A size the Befund gives only on the other side names the lesion there, whatever else this side has.
      const sizedThere = sizedOn(a, u, (side) => opposite(side, u.side.side)) && !sizedOnThatSide(a, u);
      if ((supportedSameSide && !sizedThere) || sizedOnThatSide(a, u)) continue;
      const there = findingMentions.filter(
        (b) =>
          opposite(u.side.side, b.side.side) &&
          !b.clause.findings.every((f) => f.negated) &&
          sameThing(u, b) &&
          (!sameWordOnly || b.id === u.id),
      );
      // Of one sentence's words for it, the Beurteilung's own is the better evidence ("Erweitertes
      // Nierenbecken ..., Harnstau Grad II links": the "Harnstau").
      const word = (m: Mention) => text.slice(m.anchor.start, m.anchor.end).toLowerCase();
      const first = there[0];
      const other =
        there.find((b) => b.clause.sentence === first?.clause.sentence && word(b) === word(u)) ?? first;
      if (!other) continue;
      // Another finding of the clause that the Befund names on this side only ("Verkalktes
      // Fibroadenom" rechts for the Befund's "popcornartige Verkalkung" rechts): the clause is that one's.
      const anchoredHere = c.findings.some(
        (f) =>
          f.id !== u.id &&
          !f.negated &&
          findingMentions.some((b) => b.id === f.id && !b.negated && b.side.side === u.side.side) &&
          !findingMentions.some((b) => b.id === f.id && !b.negated && opposite(u.side.side, b.side.side)),
      );
      if (anchoredHere) continue;
      // The Beurteilung names the Befund's one on its side too, and the Befund denies it on this
      // side ("Pleuraerguss links ... Rechts kein Erguss" for "Erguss links ... Zusätzlich kleiner
      // Begleiterguss rechts"): no swap, a denied finding, negation's to report. The Beurteilung may
      // name it by its diagnosis ("Läsion" of the right adrenal in the Befund, "Adenom der rechten
      // Nebenniere" in the Beurteilung).
      const deniedHere = findingMentions.some(
        (b) => b.id === u.id && b.negated && b.side.side === u.side.side,
      );
      if (
        deniedHere &&
        impressionMentions().some(
          (m) =>
            !m.negated &&
            m.side.side === other.side.side &&
            m.clause.sentence !== u.clause.sentence &&
            (m.id === u.id || sameThing(m, other)),
        )
      )
        continue;
      flaggedClauses.add(c.index);
      const be = evidenceOf(text, other);
      const ue = evidenceOf(text, u);
      drafts.push({
        category: 'laterality',
        text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[other.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[u.side.side]}).`,
        evidence: [
          be,
          ...organEvidence(a, u, other, be),
          ...causeEvidence(a, u, other, findingMentions),
          ...techniqueEvidence(a, other.structures, other.side.side),
          ...signEvidence(a, u, other, be),
          ...accessEvidence(a, u, other.side.side),
          ue,
        ],
      });
    }
  }
  return drafts;
}

const ACCESS = /(?<!\p{L})(?:\p{L}*(?:punktion|biopsie|drainage)|zugang)(?!\p{L})/iu;

/**
 * The access the Technik gives on the other side, where the Beurteilung names the procedure with
 * the finding ("transgluteale Punktion rechts" for a "transgluteale Biopsie links einer präsakralen
 * Raumforderung"): the side the procedure was done on.
 */
function accessEvidence(a: Annotated, u: Mention, side: Side): Span[] {
  if (!ACCESS.test(a.text.slice(u.clause.start, u.clause.end))) return [];
  const access = a.clauses.find(
    (c) => c.section === 'technique' && c.side?.side === side && ACCESS.test(a.text.slice(c.start, c.end)),
  );
  return access?.side ? [cover(access.side, clauseEvidence(a.text, access))] : [];
}

/**
 * The sign the diagnosis rests on, where the Befund gives it on the other side in another sentence
 * ("V. poplitea links nicht komprimierbar" beside "Vv. tibiales posteriores links thrombosiert"
 * for a "Beinvenenthrombose rechts"): the radiologist sees what the side was read from.
 */
function signEvidence(a: Annotated, u: Mention, other: Mention, be: Span): Span[] {
  const { text } = a;
  const relations = diagnosisRelations(text, u.anchor);
  if (relations.length === 0) return [];
  for (const b of a.clauses) {
    if (b.section !== 'findings' || b.sentence === other.clause.sentence || !b.side) continue;
    // A sign of that organ, not another finding of its own ("Kontusionsblutung frontobasal links").
    if (b.findings.some((f) => !f.negated && f.id !== u.id)) continue;
    const organ = contextOf(a, b);
    // ... named by an organ both share, or by a place of its own ("V. poplitea").
    const sameOrgan =
      organ.length > 0
        ? structuresCompatible(organ, u.structures, true) ||
          structuresCompatible(organ, other.structures, true)
        : b.places.some((p) => p.start >= b.start && p.end <= b.end);
    if (!sameOrgan) continue;
    if (!signedOn(a, b, relations, other.side.side)) continue;
    const span = cover(b.side, clauseEvidence(text, b));
    if (!overlaps(span, be)) return [span];
  }
  return [];
}

/**
 * The paired organ the Beurteilung's finding names ("Epididymitis rechts": the epididymis), where the
 * Befund describes it on the other side in another clause ("Nebenhoden links deutlich verdickt"):
 * the organ itself is evidence too, beside the finding paired ("Begleithydrozele links").
 */
function organEvidence(a: Annotated, u: Mention, other: Mention, be: Span): Span[] {
  const organs = new Set(
    u.clause.structures.filter((s) => isPaired(s.id) && s.embedded).map((s) => `${STRUCTURE_KEY}${s.id}`),
  );
  if (organs.size === 0) return [];
  const found = a.clauses
    .filter((c) => c.section === 'findings' && c.index !== other.clause.index && !c.normal)
    .filter((c) => c.findings.every((f) => !f.negated))
    .flatMap((c) => located(a.text, c))
    .find((l) => organs.has(l.key) && l.side.side === other.side.side);
  if (!found) return [];
  const span = cover(found.side, clauseEvidence(a.text, found.clause));
  return overlaps(span, be) ? [] : [span];
}

/**
 * The cause the Beurteilung names with the finding ("Harnstau links bei prävesikalem Ureterstein"),
 * where the Befund has it on the other side in another sentence: that is evidence too.
 */
function causeEvidence(a: Annotated, u: Mention, other: Mention, findingMentions: Mention[]): Span[] {
  const causes = u.clause.findings.filter(
    (f) => !f.negated && f !== u.anchor && causeOf(a.text, u.anchor, f) && !u.groups.has(f.group),
  );
  const there = findingMentions.filter(
    (b) =>
      b.clause.sentence !== other.clause.sentence &&
      b.side.side === other.side.side &&
      !b.negated &&
      causes.some((f) => f.id === b.id),
  );
  // One that says its side itself ("Prävesikal li. 4 mm Konkrement"), not by a topic sentences before.
  const found = there.find((b) => b.side.start >= b.clause.start) ?? there[0];
  return found ? [evidenceOf(a.text, found)] : [];
}

/**
 * Whether the Befund names the mention's own word anywhere but on the other side, in whatever form
 * ("im Sinne eines Fibroadenoms", "vereinbar mit einem Fibroadenom" without a side).
 */
function namedOnSide(a: Annotated, u: Mention): boolean {
  return a.findings.some((f) => {
    const fc = a.clauses[f.clause] as Clause;
    return f.id === u.id && fc.section === 'findings' && !opposite(sideOf(fc, f)?.side, u.side.side);
  });
}

/** Characters from a mention's finding to its side word; a side word before the finding ranks after all that follow. */
function distance(m: Mention): number {
  return m.side.start >= m.anchor.end ? m.side.start - m.anchor.end : 10_000 + m.anchor.start - m.side.end;
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
  // ... not one the sentence gives the other side ("Rechts Zyste (0,6 cm), links Fibroadenom").
  const own = a.measurements.filter(
    (m) =>
      sentence.has(m.clause) &&
      !m.prior &&
      !opposite(sideOf(a.clauses[m.clause] as Clause, m)?.side, u.side.side),
  );
  return own.some((m) =>
    a.measurements.some((b) => {
      const bc = a.clauses[b.clause] as Clause;
      return bc.section === 'findings' && !b.prior && sameSize(m, b) && onSide(sideOf(bc, b)?.side);
    }),
  );
}
