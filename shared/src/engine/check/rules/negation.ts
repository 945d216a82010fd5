/**
 * negation: a finding negated in one place and asserted in another (Befund and Beurteilung), for
 * the same concept at a compatible place and side. Also a structure called normal in the Befund
 * ("Innenmeniskus intakt") that carries a finding in the Beurteilung.
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  compoundsDiffer,
  contextOf,
  type FindingHit,
  sideOf,
  sidesCompatible,
  structuresCompatible,
} from '../annotate';
import { cover, type Draft, quote } from '../draft';
import { NEGATION } from '../lexicon';

const COMPARED = new Set(['findings', 'impression', 'none']);

function wordEnd(text: string, end: number): number {
  let e = end;
  while (e < text.length && /\p{L}/u.test(text[e] ?? '')) e++;
  return e;
}

export function findNegationContradictions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const used = new Set<string>();
  const inScope = (f: FindingHit) => COMPARED.has((clauses[f.clause] as Clause).section) && !f.hedged;
  // A negation in the Befund against the Beurteilung is the most useful pairing: try those first.
  const negated = a.findings
    .filter((f) => f.negated && inScope(f))
    .sort(
      (x, y) =>
        Number((clauses[x.clause] as Clause).section !== 'findings') -
        Number((clauses[y.clause] as Clause).section !== 'findings'),
    );
  const asserted = a.findings.filter((f) => !f.negated && inScope(f));
  for (const n of negated) {
    const nc = clauses[n.clause] as Clause;
    for (const p of asserted) {
      const pc = clauses[p.clause] as Clause;
      if (p.id !== n.id || pc.sentence === nc.sentence || compoundsDiffer(text, n, p)) continue;
      if (!n.global && !structuresCompatible(contextOf(a, nc), contextOf(a, pc))) continue;
      if (!sidesCompatible(sideOf(nc, n)?.side, sideOf(pc, p)?.side)) continue;
      const pText = text.slice(pc.start, pc.end).toLowerCase();
      if (n.qualifiers.some((q) => !pText.includes(q))) continue;
      if (used.has(`n${nc.index}`) || used.has(`p${pc.index}`)) continue;
      used.add(`n${nc.index}`);
      used.add(`p${pc.index}`);
      const negSpan = { start: n.cueStart, end: wordEnd(text, n.end) };
      drafts.push({
        category: 'negation',
        text: `Widerspruch: ${quote(text, negSpan)} verneint, was an anderer Stelle beschrieben wird (${quote(text, clauseEvidence(text, pc))}).`,
        evidence: [negSpan, clauseEvidence(text, pc)],
      });
      break;
    }
  }
  drafts.push(...findNormalVersusImpression(a, used));
  return drafts;
}

function findNormalVersusImpression(a: Annotated, used: Set<string>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  for (const nc of clauses) {
    if (!nc.normal || nc.structures.length === 0 || (nc.section !== 'findings' && nc.section !== 'none'))
      continue;
    if (nc.findings.some((f) => !f.negated)) continue;
    const normalIds = new Set(nc.structures.map((s) => s.id));
    // "Schilddrüse normal groß" speaks of size only: a nodule there is no contradiction.
    const sizeOnly = NEGATION.normalSizeOnlyAtEnd.test(text.slice(nc.start, nc.end));
    for (const pc of clauses) {
      if (pc.section !== 'impression' || pc.hedged) continue;
      const positive = pc.findings.filter(
        (f) => !f.negated && (!sizeOnly || NEGATION.sizeGroups.has(f.group)),
      );
      if (positive.length === 0) continue;
      if (!pc.structures.some((s) => normalIds.has(s.id))) continue;
      const structure = pc.structures.find((s) => normalIds.has(s.id));
      if (!structure) continue;
      if (!sidesCompatible(sideOf(nc, structure)?.side, sideOf(pc, structure)?.side)) continue;
      // The Befund must not describe the same finding on that structure elsewhere.
      const described = a.findings.some(
        (f) =>
          !f.negated &&
          positive.some((p) => p.group === f.group) &&
          (clauses[f.clause] as Clause).section !== 'impression' &&
          contextOf(a, clauses[f.clause] as Clause).some((s) => s.id === structure.id),
      );
      if (described || used.has(`p${pc.index}`)) continue;
      used.add(`p${pc.index}`);
      const normalSpan = clauseEvidence(text, nc);
      drafts.push({
        category: 'negation',
        text: `Widerspruch: Der Befund nennt ${quote(text, normalSpan)} unauffällig, die Beurteilung beschreibt dort einen Befund (${quote(text, clauseEvidence(text, pc))}).`,
        evidence: [normalSpan, cover(clauseEvidence(text, pc))],
      });
    }
  }
  return drafts;
}
