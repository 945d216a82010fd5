/**
 * measurement: a quantity other than a length (a volume in ml, a velocity in m/s or cm/s, an angle
 * in degrees) that the Befund and the Beurteilung name by the same word, each once, with values
 * that disagree ("Infarktkern 14 ml" against "Infarktkern 21 ml", "PSV 3,2 m/s" against "PSV 2,3 m/s").
 * Prior values, changes and thresholds are set aside; 1 m/s equals 100 cm/s.
 */
import { type Annotated, type Clause, isCurrent, type Span } from '../annotate';
import { type Draft, quote } from '../draft';

/** A number and its unit; group 1 the value, group 2 the unit. */
const QUANTITY =
  /(?<![\d,.])(\d{1,4}(?:,\d{1,2})?)\s*(ml\/m²|g\/m²|ml|cm³|ccm|m\/s|cm\/s|°|mm|cm)(?![\p{L}\d/³²])/giu;

/** The unit's kind and its factor to the kind's base unit. */
const UNITS: Record<string, { kind: string; factor: number }> = {
  // Cardiac volumes and masses indexed to body surface ("RVEDVi 162 ml/m²", "LVMi 80 g/m²").
  'ml/m²': { kind: 'indexed volume', factor: 1 },
  'g/m²': { kind: 'indexed mass', factor: 1 },
  ml: { kind: 'volume', factor: 1 },
  'cm³': { kind: 'volume', factor: 1 },
  ccm: { kind: 'volume', factor: 1 },
  'm/s': { kind: 'velocity', factor: 100 },
  'cm/s': { kind: 'velocity', factor: 1 },
  '°': { kind: 'angle', factor: 1 },
  // A length only where its name is no finding or organ ("Ulnavorschub 5 mm", "Kapselabstand 9 mm"):
  // the sizes of lesions are measurement.ts's.
  mm: { kind: 'length', factor: 1 },
  cm: { kind: 'length', factor: 10 },
};

/** Words before a value that date it, bound it or make it a change ("Vorbefund 7 ml", "< 30 %", "um 5 ml"). */
const NOT_TODAY =
  /(?<!\p{L})(?:vor\p{L}*|zuvor|vormals|initial|baseline|ausgangs\p{L}*|VU|VA|um|bis|ab|unter|über|max\.?\s+bis|norm\p{L}*|grenzwert\p{L}*|referenz\p{L}*)\s*(?:\p{L}+\s+)?$|[<>≤≥]\s*$/iu;
/** "von 130 auf 168 cm/s": the first value is the prior one. */
const FROM_TO_AFTER = /^\s*(?:ml|m\/s|cm\/s|°)?\s*auf\s+\d/iu;

/** Words skipped on the way back to the value's name. */
const FILLER = new Set([
  'ca',
  'etwa',
  'jetzt',
  'aktuell',
  'mit',
  'von',
  'gemessen',
  'maximal',
  'max',
  'insgesamt',
]);

interface Quantity extends Span {
  kind: string;
  value: number;
  /** The noun or abbreviation that names it, lower case; null where none stands right before it. */
  label: string | null;
  /** The unit's factor to the kind's base unit. */
  factor: number;
}

/** The name before a value within its clause: the nearest noun or abbreviation ("Infarktkern", "PSV"). */
function labelBefore(text: string, clause: Clause, at: number): string | null {
  // A bracket between name and value explains the name ("Infarktkern (CBF < 30 %) 14 ml").
  const words = text
    .slice(clause.start, at)
    .replace(/\([^()]*\)\s*$/u, ' ')
    .split(/[\s(:]+/u)
    .filter(Boolean)
    .reverse();
  for (const w of words.slice(0, 4)) {
    const word = w.replace(/[^\p{L}-]/gu, '');
    if (FILLER.has(word.toLowerCase())) continue;
    // An abbreviation may end in a small letter for its index ("RVEDVi", "LVMi").
    if (/^\p{Lu}{2,}\p{Ll}?$/u.test(word) || /^\p{Lu}\p{Ll}{3,}/u.test(word)) return word.toLowerCase();
    if (/\d/.test(w)) return null;
  }
  return null;
}

/**
 * A length named by a word that is no finding ("Ulnavorschub 5 mm"), with only fillers between (no
 * side, no bracket), of today (annotate dates the lengths) and of one dimension.
 */
function namedLength(a: Annotated, c: Clause, label: string | null, start: number, end: number): boolean {
  if (label === null) return false;
  // Lower-cased from the clause start only: this runs for every size of the two sections.
  const within = a.text.slice(c.start, start).toLowerCase().lastIndexOf(label);
  if (within < 0) return false;
  const at = c.start + within;
  if (c.sides.some((h) => h.start > at && h.start < start) || /[()]/u.test(a.text.slice(at, start)))
    return false;
  // A finding's name ("Zyste 12 mm") is measurement.ts's; an organ in the name is fine ("Ulnavorschub").
  if (c.findings.some((h) => h.start >= at && h.start < at + label.length)) return false;
  const m = a.measurements.find((x) => x.start <= start && end <= x.end + 1);
  return m !== undefined && isCurrent(m) && m.dims.length === 1;
}

function quantitiesOf(a: Annotated, section: 'findings' | 'impression'): Quantity[] {
  const out: Quantity[] = [];
  for (const c of a.clauses) {
    if (c.section !== section) continue;
    const own = a.text.slice(c.start, c.end);
    for (const m of own.matchAll(QUANTITY)) {
      const start = c.start + m.index;
      const end = start + m[0].length;
      const unit = UNITS[(m[2] as string).toLowerCase()];
      if (!unit) continue;
      const label = labelBefore(a.text, c, start);
      // Lengths are dated by annotate ("von 12 auf 15 mm", "damals 11 mm"), the others here; a value in
      // brackets after another is the prior one or the other side's ("8,9 ml (Vorbefund 9,8 ml)").
      if (unit.kind === 'length') {
        if (!namedLength(a, c, label, start, end)) continue;
      } else if (
        NOT_TODAY.test(a.text.slice(Math.max(c.start, start - 25), start)) ||
        FROM_TO_AFTER.test(a.text.slice(end - 3, end + 12))
      )
        continue;
      const value = Number.parseFloat((m[1] as string).replace(',', '.')) * unit.factor;
      out.push({ start, end, kind: unit.kind, value, label, factor: unit.factor });
    }
  }
  return out;
}

/** Values agree within the rounding of the less precise ("3,2 m/s" and "320 cm/s"). */
function sameValue(x: Quantity, y: Quantity, text: string): boolean {
  const tolerance = (q: Quantity) => (/,\d/.test(text.slice(q.start, q.end)) ? 0.05 : 0.5) * q.factor;
  return Math.abs(x.value - y.value) <= Math.max(tolerance(x), tolerance(y)) + 1e-6;
}

export function findQuantityContradictions(a: Annotated): Draft[] {
  const impression = quantitiesOf(a, 'impression');
  if (impression.length === 0) return [];
  const befund = quantitiesOf(a, 'findings');
  const drafts: Draft[] = [];
  for (const u of impression) {
    if (u.label === null) continue;
    const named = (list: Quantity[]) => list.filter((q) => q.kind === u.kind && q.label === u.label);
    const there = named(befund);
    const b = there[0];
    // Each side names it once; the same value anywhere in the Befund, named or not, is that quantity.
    if (!b || there.length !== 1 || named(impression).length !== 1) continue;
    if (befund.some((q) => q.kind === u.kind && sameValue(q, u, a.text))) continue;
    drafts.push({
      category: 'measurement',
      text: `Messwerte widersprechen sich: Befund ${quote(a.text, b)}, Beurteilung ${quote(a.text, u)}.`,
      evidence: [
        { start: b.start, end: b.end },
        { start: u.start, end: u.end },
      ],
    });
  }
  return drafts;
}
