/** laterality: a structure or place the Beurteilung puts on one side and the Befund names only on the other. */
import {
  type Annotated,
  CALLED_NORMAL,
  clauseEvidence,
  contextOf,
  familiesAgree,
  isPaired,
  opposite,
  positionsOf,
  sentenceOf,
} from '../../annotate';
import { cover, type Draft, overlaps, quote, SIDE_NAME } from '../../draft';
import { KNOWN, STRUCTURE_BY_ID } from '../../lexicon';
import {
  assertsSomething,
  type Located,
  located,
  PLACE_KEY,
  STRUCTURE_KEY,
  techniqueEvidence,
} from './mentions';

/**
 * A Befund mention that puts no finding on its side: a clause called normal, a "beidseits" clause
 * that only denies findings ("Optikusscheiden beidseits nicht erweitert"), or one that calls it normal
 * anywhere and finds nothing ("Rechts regelrechte Kontrastierung des Mediastromgebiets").
 */
function putsNothing(text: string, l: Located): boolean {
  const findings = l.clause.findings;
  const deniesOnly = findings.every((f) => f.negated);
  return (
    l.clause.normal ||
    (l.side.side === 'both' && findings.length > 0 && deniesOnly) ||
    (deniesOnly && CALLED_NORMAL.test(text.slice(l.clause.start, l.clause.end)))
  );
}

/**
 * One structure's key names a part of the other's ("structure:unterlappen" of "structure:lunge"),
 * or one place's word is a compound of the other's ("Unterlappenarterie" lies in the "Unterlappen").
 */
function partOf(key: string, whole: string): boolean {
  if (key.startsWith(PLACE_KEY) && whole.startsWith(PLACE_KEY))
    return key.length > whole.length && key.startsWith(whole);
  return (
    key.startsWith(STRUCTURE_KEY) &&
    whole.startsWith(STRUCTURE_KEY) &&
    STRUCTURE_BY_ID.get(key.slice(STRUCTURE_KEY.length))?.parent === whole.slice(STRUCTURE_KEY.length)
  );
}

/**
 * A structure or place that the Beurteilung puts, with a finding, on one side and that the Befund
 * names only on the other ("Abbruch der A. cerebri media links" vs "Verschluss der A. cerebri media
 * rechts", "Os ilium links" vs "Os ilium rechts"), also where the finding has another word there.
 */
export function findStructureSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const befund = clauses.filter((c) => c.section === 'findings').flatMap((c) => located(text, c));
  // Mentions with a side carried from their sentence ("Rechts echoarme, ... Baker-Zyste") agree.
  const carried = clauses
    .filter((c) => c.section === 'findings' && c.sides.length === 0)
    .flatMap((c) => located(text, c, true));
  // A clause that opens with its own side and names no paired structure speaks of the one its
  // sentence named before ("Ovar rechts mit Follikel, links eine glatt begrenzte Zyste").
  const elliptic = clauses
    .filter(
      (c) =>
        c.section === 'findings' &&
        c.sides.length > 0 &&
        (c.sides[0]?.start ?? c.end) <= c.opening &&
        !c.structures.some((s) => isPaired(s.id)) &&
        c.findings.some((f) => !f.negated) &&
        sentenceOf(a, c)[0] !== c,
    )
    .flatMap((c) => {
      const side = c.sides[0]?.side;
      const before = sentenceOf(a, c).filter((x) => x.index < c.index);
      return [
        ...c.context.filter((s) => isPaired(s.id)).map((s) => `${STRUCTURE_KEY}${s.id}`),
        ...before.flatMap((x) =>
          x.places.filter((p) => p.start >= x.start && p.end <= x.end).map((p) => `${PLACE_KEY}${p.key}`),
        ),
      ].map((key) => ({ key, side }));
    });
  // Befund clauses with a finding and a side but no organ ("Erguss rechts").
  const unplaced = clauses.filter(
    (b) =>
      b.section === 'findings' && b.structures.length === 0 && b.sides.length > 0 && b.findings.length > 0,
  );
  for (const c of clauses) {
    // A suspicion still names its side ("Verdacht auf Hodentorsion rechts" against a left testis).
    if (c.section !== 'impression' || flaggedClauses.has(c.index)) continue;
    // A finding called known ("Vorbekannte Jugularvenenthrombose links") is the history's.
    if (KNOWN.test(text.slice(c.start, c.end))) continue;
    // A place the Beurteilung calls normal ("linkes Parametrium frei") puts no finding on its side.
    if (c.normal) continue;
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
    const mentions = located(text, c);
    const levels = contextOf(a, c);
    for (const u of mentions) {
      if (u.side.side === 'both') continue;
      // A place word that also names a structure ("Foraminaler" as foramen and neuroforamen) agrees
      // where the Befund names that structure on its side ("foraminaler Bandscheibenvorfall links").
      if (
        u.key.startsWith(PLACE_KEY) &&
        mentions.some(
          (m) =>
            m.key.startsWith(STRUCTURE_KEY) &&
            overlaps(m.span, u.span) &&
            befund.some((b) => b.key === m.key && !opposite(b.side.side, u.side.side) && !b.clause.normal),
        )
      )
        continue;
      // A finding there on this side agrees; on the other side it conflicts, also where this side is
      // called normal ("Nebenhoden links schlank" vs "Epididymitis links" with the right one swollen).
      // A side named only to deny a finding ("Links keine Wurzelkompression") carries nothing.
      // ... at the same spinal level or segment: "L4/5 ... links" says nothing of L5/S1.
      const there = befund.filter((b) => b.key === u.key && familiesAgree(levels, contextOf(a, b.clause)));
      // ... and the other side's mention must carry a finding of its sentence, not only a normal word
      // ("Linksseitig frei durchgängige Lungenarterien").
      const asserted = there.filter(
        (b) => !b.clause.normal && !b.clause.findings.some((f) => f.negated) && assertsSomething(a, b.clause),
      );
      if (asserted.some((b) => !opposite(b.side.side, u.side.side))) continue;
      if (there.some((b) => !opposite(b.side.side, u.side.side) && !putsNothing(text, b))) continue;
      // ... and so does a part of it there ("Rechter Unterlappen: Rundherd" for "Lungenmetastase rechts").
      if (befund.some((b) => partOf(b.key, u.key) && !opposite(b.side.side, u.side.side) && !b.clause.normal))
        continue;
      if (elliptic.some((e) => e.key === u.key && e.side === u.side.side)) continue;
      // ... and so does the Beurteilung's finding named on this side with no organ at all ("Erguss
      // rechts" for "Pleuradrainage rechts mit Entlastung von 1,2 l serösem Erguss").
      const unplacedHere = unplaced.some(
        (b) =>
          b.sides.some((h) => h.side === u.side.side) &&
          b.findings.some((f) => !f.negated && u.clause.findings.some((g) => !g.negated && g.id === f.id)),
      );
      if (unplacedHere) continue;
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
      // ... else with the Beurteilung's finding in its sentence ("Abbruch der ... linken A. cerebri media").
      const b =
        asserted.find(samePosition) ??
        asserted.find((l) => sentenceGroups(l, true).some((g) => groups.has(g))) ??
        asserted.find((l) => word(l) === word(u)) ??
        asserted[0];
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
    const named = pair.b.key.startsWith(STRUCTURE_KEY)
      ? [{ ...pair.b.span, id: pair.b.key.slice(STRUCTURE_KEY.length) }]
      : [];
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[pair.b.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[pair.u.side.side]}).`,
      evidence: [be, ...techniqueEvidence(a, named, pair.b.side.side), ue],
    });
  }
  return drafts;
}
