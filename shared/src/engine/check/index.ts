/**
 * check(report): contradictions in a plain-text German radiology report, each with exact evidence
 * substrings, a German sentence for the radiologist and an id stable for the same report.
 * A rule family is one file in rules/ (plus its lexicon JSON and a test), listed in RULES.
 */
import type { Contradiction } from '../types';
import { annotate, OTHER_SIDE, type Span } from './annotate';
import { type Draft, overlaps } from './draft';
import { findAmputatedDigits } from './rules/amputated-digit';
import { findCountContradictions } from './rules/count';
import { findDateContradictions } from './rules/dates';
import { findFusedLevelDiscs } from './rules/fused-level';
import { findImpossibleLevels } from './rules/impossible-level';
import { findLateralityContradictions } from './rules/laterality/index';
import { findLevelContradictions } from './rules/level';
import { findMeasurementContradictions } from './rules/measurement';
import { findNegationContradictions } from './rules/negation';
import { findQuantityContradictions } from './rules/quantity';
import { findResectedOrgans } from './rules/resected-organ';
import { findResectionSide } from './rules/resection-side';
import { findSexContradictions } from './rules/sex';
import { findUnsupportedImpressions } from './rules/unsupported-impression';

type Rule = (a: ReturnType<typeof annotate>) => Draft[];

const RULES: Rule[] = [
  findLateralityContradictions,
  findResectionSide,
  findNegationContradictions,
  findMeasurementContradictions,
  findQuantityContradictions,
  findSexContradictions,
  findUnsupportedImpressions,
  findResectedOrgans,
  findAmputatedDigits,
  findLevelContradictions,
  findImpossibleLevels,
  findFusedLevelDiscs,
  findCountContradictions,
  findDateContradictions,
];

/** FNV-1a, 32 bit: stable ids without a crypto dependency (runs in the browser too). */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function check(report: string): Contradiction[] {
  if (typeof report !== 'string' || report.trim().length === 0) return [];
  const annotated = annotate(report);
  const out: Contradiction[] = [];
  const seen = new Set<string>();
  const kept: Draft[] = [];
  const clauseAt = (pos: number) => annotated.clauses.find((c) => c.start <= pos && pos <= c.end);
  const sentenceAt = (pos: number) => clauseAt(pos)?.sentence;
  const impressionSentences = (d: Draft) =>
    d.evidence.flatMap((x) => {
      const c = clauseAt(x.start);
      return c?.section === 'impression' ? [c.sentence] : [];
    });
  // One conflict found twice: the same category and evidence span, the other evidence in the same
  // sentences ("Rundherd im linken Oberlappen, 2,4 cm, hochgradig malignomsuspekt" split in clauses).
  // ... or its evidence lies inside the evidence of one found before ("HWK 8", an impossible level,
  // inside "Dornfortsatzes HWK 8" against "HWK 7").
  const repeats = (d: Draft) => {
    const dImpression = d.category === 'laterality' ? impressionSentences(d) : [];
    return kept.some(
      (k) =>
        k.category === d.category &&
        ((k.evidence.some((x) => d.evidence.some((y) => x.start === y.start && x.end === y.end)) &&
          k.evidence.every((x) => d.evidence.some((y) => sentenceAt(x.start) === sentenceAt(y.start)))) ||
          d.evidence.every((y) => k.evidence.some((x) => x.start <= y.start && y.end <= x.end)) ||
          // ... or one Beurteilung sentence on the wrong side, met through two of its words ("Verschluss
          // des M1-Segments links, hyperdenses Mediazeichen" against the Befund's right side).
          (dImpression.length > 0 && impressionSentences(k).some((n) => dImpression.includes(n)))),
    );
  };
  // A Beurteilung finding the negation rule found denied in the Befund is not also unsupported there
  // (a negation's evidence: the denial first, then what asserts it).
  const deniedBefore = (d: Draft) =>
    d.category === 'unsupported_impression' &&
    kept.some(
      (k) =>
        k.category === 'negation' && k.evidence.slice(1).some((x) => d.evidence.every((y) => overlaps(x, y))),
    );
  // A Beurteilung finding laterality found on the wrong side is not also unsupported there, nor
  // denied on that side ("Vestibularisschwannom rechts" for a left tumour beside "Innerer Gehörgang
  // rechts regelrecht"): one slip, reported once.
  const sideAt = (pos: number) => {
    const c = clauseAt(pos);
    return c?.sides[0]?.side ?? c?.side?.side;
  };
  // A denial is that slip only where it is said of the Beurteilung's side ("Links: kein Herdbefund"
  // beside "Herdbefund ... der linken Brust", or "Gegenseite ...") and laterality's evidence asserts
  // what it denies (a noun of the denial there); "Keine Septierungen" is another finding.
  const deniedOnSwappedSide = (denial: Span, swapped: Draft, impressionSide: Span) => {
    const side = sideAt(denial.start);
    const denialClause = clauseAt(denial.start);
    const onThatSide =
      side === 'left' || side === 'right'
        ? side === sideAt(impressionSide.start)
        : side === undefined &&
          denialClause !== undefined &&
          OTHER_SIDE.test(report.slice(denialClause.start, denialClause.end));
    const nouns = (report.slice(denial.start, denial.end).match(/\p{Lu}\p{Ll}{4,}/gu) ?? []).map((w) =>
      w.toLowerCase().slice(0, 4),
    );
    // ... or the Beurteilung's side names it ("keine Nekrosezeichen" at the left hip beside
    // "Hüftkopfnekrose links", where the Befund gives the signs on the right).
    // ... in the Beurteilung clause laterality quotes ("Varikozele re. ... mit Reflux" beside "Re. ... kein Reflux").
    const quoted = (z: Span) => {
      const c = clauseAt(z.start);
      return c?.section === 'impression'
        ? { start: Math.min(z.start, c.start), end: Math.max(z.end, c.end) }
        : z;
    };
    return (
      onThatSide &&
      swapped.evidence.some((z) => {
        const q = quoted(z);
        return nouns.some((n) => report.slice(q.start, q.end).toLowerCase().includes(n));
      })
    );
  };
  const sideSwapped = (d: Draft) => {
    if (d.category !== 'negation' && d.category !== 'unsupported_impression') return false;
    const [denial, ...asserted] = d.evidence;
    return kept.some(
      (k) =>
        k.category === 'laterality' &&
        k.evidence.some(
          (x) =>
            clauseAt(x.start)?.section === 'impression' &&
            (d.category === 'unsupported_impression'
              ? d.evidence.some((y) => overlaps(x, y))
              : denial !== undefined &&
                asserted.some((y) => overlaps(x, y)) &&
                deniedOnSwappedSide(denial, k, x)),
        ),
    );
  };
  for (const rule of RULES) {
    for (const d of rule(annotated)) {
      if (repeats(d) || deniedBefore(d) || sideSwapped(d)) continue;
      kept.push(d);
      const evidence = [
        ...new Set(d.evidence.filter((s) => s.end > s.start).map((s) => report.slice(s.start, s.end))),
      ];
      if (evidence.length === 0) continue;
      const id = `${d.category}-${hash(`${d.category}\u0000${evidence.join('\u0000')}`)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, text: d.text, category: d.category, evidence });
    }
  }
  return out;
}
