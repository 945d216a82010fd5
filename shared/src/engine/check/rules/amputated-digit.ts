/**
 * other: anatomy that cannot be, here a finger or toe described after its amputation ("Z.n.
 * Amputation der 2. Zehe rechts" against "Zehen II bis V in den Grundgelenken regelrecht",
 * "Amputation des Dig. V" against "Fraktur der Mittelphalanx Dig. V"). An amputation at a level
 * ("des Kleinfingers auf Höhe der Grundgliedbasis") leaves what lies before it: only the parts
 * beyond ("Mittel- und Endgelenk des Kleinfingers", "DIP-Gelenk V") cannot be.
 */
import { type Annotated, clauseEvidence, opposite, type Span } from '../annotate';
import { type Draft, quote } from '../draft';

const NUMBER = '(?:[IV]{1,3}|[1-5]|erste[nrs]?|zweite[nrs]?|dritte[nrs]?|vierte[nrs]?|fünfte[nrs]?)';
const ORDINALS: Record<string, number> = { erste: 1, zweite: 2, dritte: 3, vierte: 4, fünfte: 5 };
const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };
/** Digits by their names. */
const NAMED: Record<string, [number, 'finger' | 'zehe']> = {
  daumen: [1, 'finger'],
  zeigefinger: [2, 'finger'],
  mittelfinger: [3, 'finger'],
  ringfinger: [4, 'finger'],
  kleinfinger: [5, 'finger'],
  großzehe: [1, 'zehe'],
  kleinzehe: [5, 'zehe'],
};
const NAME = '(daumen|zeigefinger|mittelfinger|ringfinger|kleinfinger|großzehe|kleinzehe)(?:s|n)?';

/** "Amputation der 2. Zehe", "Amputation des Digitus IV", "Amputation des Dig. V re.", "Amputation des Kleinfingers". */
const AMPUTATION = new RegExp(
  String.raw`(?<!\p{L})(?:amputation|exartikulation)\s+(?:de[rs]\s+)?(?:(${NUMBER})\.?\s+(zehe|finger)|(?:digitus|dig\.)\s*(${NUMBER})(?!\p{L})|${NAME}(?!\p{L}))`,
  'iu',
);
/** The level of an amputation, from the base of the proximal phalanx on: what lies beyond is gone. */
const AT_LEVEL =
  /^[^.;]{0,40}?(?:höhe|niveau)\s+(?:der|des)\s+(?:grundglied|grundphalanx|grundgelenk|mcp|mittelglied|mittelphalanx|pip)/iu;
/** Parts beyond the proximal phalanx: its middle and end joints and phalanges. */
const BEYOND_BASE = /(?<!\p{L})(?:DIP|PIP|mittel|end)(?:-|glied|gelenk|phalanx|phalangen)/iu;
/** A digit or a range of digits named in a report ("Zehen II bis V", "Digitus IV", "Dig. V", "Kleinfinger", "D5"). */
const DIGITS = new RegExp(
  String.raw`(?<!\p{L})(?:(zehen?|finger|strahlen?)\s+(${NUMBER})(?:\s*(?:bis|-|–)\s*(${NUMBER}))?|(?:digitus|dig\.)\s*(${NUMBER})|${NAME}|D([1-5])(?:\s*(?:bis|-|–)\s*D?([1-5]))?|(?:DIP|PIP)-Gelenke?\s+(${NUMBER}))(?!\p{L}|\d)`,
  'giu',
);
/** What a report says of a digit that is gone: its stump, its absence, the amputation itself. */
const GONE =
  /stumpf|amputation|amputiert|exartikul|fehlt|fehlend|nicht\s+(?:mehr\s+)?(?:abgrenzbar|vorhanden)|(?<!\p{L})kein\p{L}*\s+(?:[\p{L}\p{N}.-]+\s+){0,3}(?:mehr\s+)?(?:abgrenzbar|nachweisbar|vorhanden)|z\.\s?n\./iu;

function numberOf(word: string): number {
  const lower = word.toLowerCase().replace(/[nrs]$/u, '');
  return ROMAN[word.toUpperCase()] ?? ORDINALS[lower] ?? Number.parseInt(word, 10);
}

/** Toes or fingers: "Dig." and "Digitus" name either; the amputation's word decides. */
function kindOf(word: string | undefined): 'zehe' | 'finger' | null {
  if (!word) return null;
  return /^zeh/iu.test(word) ? 'zehe' : /^finger/iu.test(word) ? 'finger' : null;
}

export function findAmputatedDigits(a: Annotated): Draft[] {
  const { text, clauses } = a;
  if (!/amputation|exartikulation/iu.test(text)) return [];
  for (const pc of clauses) {
    if (pc.section !== 'history' && pc.section !== 'technique') continue;
    const m = AMPUTATION.exec(text.slice(pc.start, pc.end));
    if (!m) continue;
    const named = m[4] ? NAMED[m[4].toLowerCase()] : undefined;
    const digit = named ? named[0] : numberOf((m[1] ?? m[3]) as string);
    const kind = named ? named[1] : kindOf(m[2]);
    const atLevel = AT_LEVEL.test(text.slice(pc.start + m.index + m[0].length, pc.end));
    const side = pc.sides.find((h) => h.side !== 'both')?.side;
    for (const c of clauses) {
      if (c.section !== 'findings' && c.section !== 'impression') continue;
      const own = text.slice(c.start, c.end);
      if (GONE.test(own) || (atLevel && !BEYOND_BASE.test(own))) continue;
      if (side && c.side && opposite(c.side.side, side)) continue;
      for (const d of own.matchAll(DIGITS)) {
        const dNamed = d[5] ? NAMED[d[5].toLowerCase()] : undefined;
        const dKind = dNamed ? dNamed[1] : kindOf(d[1]);
        if (kind && dKind && dKind !== kind) continue;
        const from = dNamed ? dNamed[0] : numberOf((d[2] ?? d[4] ?? d[6] ?? d[8]) as string);
        const to = d[3] ? numberOf(d[3]) : d[7] ? numberOf(d[7]) : from;
        if (digit < from || digit > to) continue;
        const procedure: Span = { start: pc.start + m.index, end: pc.start + m.index + m[0].length };
        const described = clauseEvidence(text, c);
        return [
          {
            category: 'other',
            text: `Nach Amputation (${quote(text, procedure)}) wird der Finger oder die Zehe weiter beschrieben: ${quote(text, described)}.`,
            evidence: [procedure, described],
          },
        ];
      }
    }
  }
  return [];
}
