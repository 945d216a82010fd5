/**
 * unsupported_impression: the Beurteilung names a finding whose anatomy the Befund never mentions
 * and that the Befund does not describe either. Lenient on purpose: a Beurteilung synthesises
 * ("Appendizitis" from a thickened appendix), so any mention of the organ in the Befund supports it.
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  compoundsDiffer,
  contextOf,
  structuresCompatible,
} from '../annotate';
import { type Draft, quote } from '../draft';
import { NEGATION } from '../lexicon';

/** Structures too generic to support a finding ("Lymphknoten" anywhere says nothing about the axilla). */
const GENERIC = new Set(['lymphknoten', 'knochen', 'haut']);

export function findUnsupportedImpressions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const support = clauses.filter((c) => c.section === 'findings' || c.section === 'technique');
  if (!clauses.some((c) => c.section === 'findings')) return drafts;
  const supportIds = new Set(support.flatMap((c) => c.structures.map((s) => s.id)));
  const supportFindings = a.findings.filter((f) => (clauses[f.clause] as Clause).section === 'findings');
  for (const c of clauses) {
    if (c.section !== 'impression') continue;
    const positive = c.findings.filter((f) => !f.negated);
    if (positive.length === 0) continue;
    const structures = c.structures.filter((s) => !GENERIC.has(s.id) && !s.family);
    // The same structure, not merely the same body region: an "Omarthrose" is not supported by an AC joint.
    const anatomySupported = structures.some((s) => supportIds.has(s.id));
    if (anatomySupported) continue;
    // An interpretation of the described signs without anatomy of its own ("Befundkonstellation
    // vereinbar mit Multipler Sklerose") rests on the Befund as a whole.
    const interpretive = structures.length === 0 && NEGATION.interpretive.test(text.slice(c.start, c.end));
    if (interpretive && supportFindings.some((f) => !f.negated)) continue;
    const findingSupported = positive.some((f) =>
      supportFindings.some(
        (b) =>
          (b.id === f.id || (structures.length === 0 && b.group === f.group)) &&
          !compoundsDiffer(text, f, b) &&
          (f.global || structuresCompatible(contextOf(a, c), contextOf(a, clauses[b.clause] as Clause))),
      ),
    );
    if (findingSupported) continue;
    const evidence = clauseEvidence(text, c);
    drafts.push({
      category: 'unsupported_impression',
      text: `Die Beurteilung nennt ${quote(text, evidence)}, der Befund erwähnt dies nicht.`,
      evidence: [evidence],
    });
  }
  return drafts;
}
