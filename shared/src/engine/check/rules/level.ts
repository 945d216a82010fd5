/**
 * other: the Beurteilung puts a finding at another numbered level than the Befund ("Kompressions-
 * fraktur des LWK 1" vs "Kompressionsfraktur LWK 2", "Segment VI" vs "Segment VII", "Level IIa" vs
 * "Level IV"): the same finding, a level of the same family, and none of the Befund's at that level.
 * A Beurteilung that names the Befund's level too names an additional finding, not a wrong level:
 * that is the unsupported-impression rule's to report.
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  EXCLUSIVE_FAMILIES,
  type FindingHit,
  findingContext,
  opposite,
  sideOf,
} from '../annotate';
import { cover, type Draft, quote } from '../draft';
import { recommends } from '../lexicon';

const FAMILY_NAME: Record<(typeof EXCLUSIVE_FAMILIES)[number], string> = {
  segment: 'Segment',
  level: 'Höhe',
  root: 'Nervenwurzel',
  nodal: 'Level',
  rib: 'Rippe',
  ray: 'Strahl',
  joint: 'Gelenk',
  digit: 'Finger oder Zehe',
  ventricle: 'Ventrikel',
};

/** A disc level meets the vertebrae above and below it: a listhesis "LWK 4 gegenüber LWK 5" is at L4/5. */
function withNeighbours(id: string): string[] {
  const disc = /^LEVEL-([CTL])(\d{1,2})\/(\d{1,2})$/.exec(id);
  if (!disc) return [id];
  const [, prefix, upper, lower] = disc;
  return Number(lower) > Number(upper)
    ? [id, `LEVEL-${prefix}${upper}`, `LEVEL-${prefix}${lower}`]
    : [id, `LEVEL-${prefix}${upper}`];
}

function levelsOf(a: Annotated, f: FindingHit, family: string): Set<string> {
  const clause = a.clauses[f.clause] as Clause;
  return new Set(
    findingContext(a, clause, f)
      .filter((s) => s.family === family)
      .flatMap((s) => withNeighbours(s.id)),
  );
}

/** The levels of a family that a section names anywhere. */
function sectionLevels(a: Annotated, section: string, family: string): Set<string> {
  return new Set(
    a.clauses
      .filter((c) => c.section === section)
      .flatMap((c) => c.context.filter((s) => s.family === family).flatMap((s) => withNeighbours(s.id))),
  );
}

const meets = (x: Set<string>, y: Set<string>) => [...x].some((id) => y.has(id));

export function findLevelContradictions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const positive = a.findings.filter((f) => !f.negated && !f.hedged);
  const inBefund = positive.filter((f) => (clauses[f.clause] as Clause).section === 'findings');
  const inImpression = positive.filter((f) => (clauses[f.clause] as Clause).section === 'impression');
  // The levels each section names, per family: computed once, asked for every Beurteilung finding.
  const named = new Map<string, Set<string>>();
  const levelsIn = (section: string, family: string) => {
    const key = `${section} ${family}`;
    let levels = named.get(key);
    if (!levels) {
      levels = sectionLevels(a, section, family);
      named.set(key, levels);
    }
    return levels;
  };
  // One conflict per Beurteilung sentence: its clauses share the level.
  const flagged = new Set<number>();
  for (const u of inImpression) {
    const uc = clauses[u.clause] as Clause;
    if (flagged.has(uc.sentence) || uc.sentencePastCue || recommends(text.slice(uc.start, uc.end))) continue;
    for (const family of EXCLUSIVE_FAMILIES) {
      const own = levelsOf(a, u, family);
      if (own.size === 0) continue;
      const same = inBefund
        .filter((b) => b.id === u.id)
        .map((b) => ({ b, levels: levelsOf(a, b, family) }))
        .filter((x) => x.levels.size > 0);
      if (same.length === 0) continue;
      // The Befund names the Beurteilung's level somewhere: that may be the finding, by another word.
      if (meets(levelsIn('findings', family), own)) continue;
      const impressionLevels = levelsIn('impression', family);
      const candidates = same.filter(
        ({ b, levels }) =>
          !opposite(sideOf(clauses[b.clause] as Clause, b)?.side, sideOf(uc, u)?.side) &&
          // The Beurteilung names the Befund's level elsewhere: this finding is another one.
          !meets(levels, impressionLevels),
      );
      const match = candidates[0];
      if (!match) continue;
      // From the level named to the finding's clause ("Im Lebersegment VII ..., vereinbar mit Abszess").
      const bClause = clauses[match.b.clause] as Clause;
      const levelHit = findingContext(a, bClause, match.b).find((s) => s.family === family);
      const be =
        levelHit && levelHit.start < bClause.start
          ? cover(levelHit, clauseEvidence(text, bClause))
          : clauseEvidence(text, bClause);
      const ue = clauseEvidence(text, uc);
      flagged.add(uc.sentence);
      drafts.push({
        category: 'other',
        text: `${FAMILY_NAME[family]} widersprüchlich: Der Befund beschreibt ${quote(text, be)}, die Beurteilung ${quote(text, ue)}.`,
        evidence: [be, ue],
      });
      break;
    }
  }
  return drafts;
}
