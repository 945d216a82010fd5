/**
 * measurement: the Beurteilung gives a lesion a size that no size of the same lesion in the Befund
 * matches (units normalised to mm; "2,3 cm" equals "23 mm"; a stated "2 cm" tolerates +-5 mm).
 * Quiet for sizes put into time (prior exam, progression) and when the lesion cannot be paired.
 */
import {
  type Annotated,
  type Clause,
  contextOf,
  type Measurement,
  sideOf,
  sidesCompatible,
  structuresCompatible,
} from '../annotate';
import { type Draft, quote } from '../draft';

function groupsOf(a: Annotated, clause: Clause): Set<string> {
  const own = clause.findings.map((f) => f.group);
  if (own.length > 0) return new Set(own);
  return new Set(
    a.clauses.filter((c) => c.sentence === clause.sentence).flatMap((c) => c.findings.map((f) => f.group)),
  );
}

function equal(u: Measurement, b: Measurement): boolean {
  const tolerance = Math.max(u.tolerance, b.tolerance) + 1e-6;
  const same = (x: number, y: number) => Math.abs(x - y) <= tolerance;
  if (u.dims.length > 1 && b.dims.length > 1) {
    const n = Math.min(u.dims.length, b.dims.length);
    for (let i = 0; i < n; i++) if (!same(u.dims[i] as number, b.dims[i] as number)) return false;
    return true;
  }
  return u.dims.some((x) => b.dims.some((y) => same(x, y)));
}

const SKIP_WORDS = new Set([
  'von',
  'ca',
  'bis',
  'auf',
  'um',
  'mit',
  'einer',
  'eine',
  'einem',
  'maximal',
  'max',
  'etwa',
  'jetzt',
  'aktuell',
]);

/** The noun that names what was measured: the nearest capitalised word before the number. */
function labelOf(text: string, clause: Clause, m: Measurement): string | null {
  const before = text
    .slice(clause.start, m.start)
    .split(/[\s(]+/)
    .filter(Boolean)
    .reverse();
  for (const w of before) {
    const word = w.replace(/[^\p{L}-]/gu, '');
    if (SKIP_WORDS.has(word.toLowerCase())) continue;
    if (/^\p{Lu}\p{Ll}{3,}/u.test(word)) return word.toLowerCase();
    if (/^\d/.test(w)) break;
  }
  return null;
}

function nouns(text: string, clause: Clause): string[] {
  return (text.slice(clause.start, clause.end).match(/\p{Lu}\p{Ll}{4,}/gu) ?? []).map((w) => w.toLowerCase());
}

function sameWord(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  return k >= 6 || a === b;
}

export function findMeasurementContradictions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const impression = a.measurements.filter((m) => (clauses[m.clause] as Clause).section === 'impression');
  const findings = a.measurements.filter((m) => (clauses[m.clause] as Clause).section === 'findings');
  for (const u of impression) {
    const uc = clauses[u.clause] as Clause;
    if (uc.sentenceTimeCue) continue;
    const ug = groupsOf(a, uc);
    if (ug.size === 0) continue;
    const sameLesion = findings.filter((b) => {
      const bc = clauses[b.clause] as Clause;
      if (![...groupsOf(a, bc)].some((g) => ug.has(g))) return false;
      return structuresCompatible(contextOf(a, uc), contextOf(a, bc));
    });
    // Prefer the same side; a lesion found only on the other side is still that lesion (side error).
    const sameSide = sameLesion.filter((b) =>
      sidesCompatible(sideOf(uc, u)?.side, sideOf(clauses[b.clause] as Clause, b)?.side),
    );
    const candidates = sameSide.length > 0 ? sameSide : sameLesion;
    if (candidates.length === 0 || candidates.some((b) => equal(u, b))) continue;
    const current = candidates.filter((b) => !(clauses[b.clause] as Clause).timeCue);
    if (current.length === 0) continue;
    const label = labelOf(text, uc, u);
    const uNouns = nouns(text, uc);
    const scored = current
      .map((b) => {
        const bNouns = nouns(text, clauses[b.clause] as Clause);
        const labelHit = label !== null && bNouns.some((w) => sameWord(w, label));
        const overlap = uNouns.filter((w) => bNouns.some((v) => sameWord(v, w))).length;
        return { b, score: (labelHit ? 10 : 0) + overlap };
      })
      .sort((x, y) => y.score - x.score);
    const best = scored[0];
    if (!best || (current.length > 1 && best.score < 10)) continue;
    const bSpan = best.b;
    const uSpan = { start: u.start, end: u.end };
    drafts.push({
      category: 'measurement',
      text: `Größenangaben widersprechen sich: Befund ${quote(text, bSpan)}, Beurteilung ${quote(text, uSpan)}.`,
      evidence: [{ start: bSpan.start, end: bSpan.end }, uSpan],
    });
  }
  return drafts;
}
