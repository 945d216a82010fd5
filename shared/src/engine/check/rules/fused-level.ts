/**
 * other: a native disc in a segment the report calls fused or replaced. After a fusion
 * ("Diskektomie und Fusion HWK 5/6", "Spondylodese L4/5", "Cage") or a disc prosthesis the segment
 * has no disc of its own; a Befund that describes one there ("HWK 5/6: gut hydrierte Bandscheibe")
 * describes the wrong segment or an operation that did not happen. A discectomy alone does not
 * count: a disc may herniate again after it.
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  type Span,
  type StructureHit,
  sentenceOf,
} from '../annotate';
import { type Draft, quote } from '../draft';
import { PROPOSED } from '../lexicon';

/** Words that take a segment's disc away ("Fusion", "Spondylodese", "Cage", "Bandscheibenprothese"). */
const FUSED =
  /(?<!\p{L})(?:fusion\p{L}*|spondylodese|cage|acdf|bandscheibenprothese|bandscheibenersatz)(?!\p{L})/iu;
/** What only a disc of its own shows ("normal hoch", "gut hydriert", "regelrecht hoch"). */
const NATIVE_DISC =
  /(?<!\p{L})(?:(?:gut\s+|normal\s+|regelrecht\s+)?hydriert\p{L}*|(?:normal|regelrecht)\s+hoch(?:e[nrs]?)?)(?!\p{L})/iu;

const discLevels = (c: Clause): StructureHit[] =>
  c.context.filter((s) => s.family === 'level' && s.id.includes('/'));

export function findFusedLevelDiscs(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  // One scan of the whole text first: most reports name no operated segment ("Diffusion" is none).
  if (!FUSED.test(text)) return drafts;
  // Every statement of the operation at a level: the history's and the Befund's are both evidence.
  const fused = new Map<string, Clause[]>();
  for (const c of clauses) {
    const clauseText = text.slice(c.start, c.end);
    if (c.section === 'impression' || !FUSED.test(clauseText) || PROPOSED.test(clauseText)) continue;
    for (const level of discLevels(c)) fused.set(level.id, [...(fused.get(level.id) ?? []), c]);
  }
  if (fused.size === 0) return drafts;
  const reported = new Set<string>();
  for (const c of clauses) {
    if (c.section !== 'findings' || !NATIVE_DISC.test(text.slice(c.start, c.end))) continue;
    // The disc itself must be named in the sentence ("HWK 5/6: normal hoch, gut hydrierte Bandscheibe").
    if (!sentenceOf(a, c).some((x) => x.structures.some((s) => s.id === 'bandscheibe'))) continue;
    // A sentence that names the fusion describes the segment after it ("Cage HWK 5/6, Bandscheibenfach normal hoch").
    if (sentenceOf(a, c).some((x) => FUSED.test(text.slice(x.start, x.end)))) continue;
    for (const level of discLevels(c)) {
      const fusions = fused.get(level.id);
      if (!fusions || reported.has(level.id)) continue;
      reported.add(level.id);
      const operated = fusions.map((f) => clauseEvidence(text, f));
      const disc = clauseEvidence(text, c);
      drafts.push({
        category: 'other',
        text: `Operiertes Segment mit eigener Bandscheibe: ${quote(text, operated[0] as Span)}, der Befund beschreibt dort ${quote(text, disc)}.`,
        evidence: [...operated, disc],
      });
    }
  }
  return drafts;
}
