/**
 * A Beurteilung derived from the positive findings when none was dictated: every clause that
 * names a finding and is not negated or normal, in dictation order. Negated parts ("ohne
 * Perforation", "kein Abszess") and normal statements ("Leber unauffällig") are left out.
 */
import { lexiconKey } from './lexicon/index';
import pathology from './lexicon/pathology.json';

const NEGATED =
  /(?<![\p{L}])(kein|keine|keinen|keiner|keinem|keines|nicht|ausgeschlossen|unauffällig|regelrecht|regelrechte[nmrs]?|normal|normwertig|altersentsprechend|intakt|schlank|zart|frei|harmonisch|erhalten|zentriert|mittelständig|unverändert|Normalbefund)(?![\p{L}])/iu;
const ABNORMAL =
  /(?<![\p{L}])(vergrößert\p{L}*|verdickt\p{L}*|erweitert\p{L}*|verkalkt\p{L}*|verschattet\p{L}*|aufgetrieben\p{L}*|disloziert\p{L}*|komprimiert\p{L}*|stenosiert\p{L}*|verschlossen\p{L}*|thrombosiert\p{L}*|rupturiert\p{L}*|suspekt\p{L}*|verdächtig\p{L}*|vermehrt\p{L}*|vermindert\p{L}*|gemindert\p{L}*|Verdacht|vereinbar|entsprechend|im Sinne|passend zu)(?![\p{L}])/iu;

let pathologyStems: string[] | undefined;

function namesFinding(clause: string): boolean {
  if (ABNORMAL.test(clause)) return true;
  pathologyStems ??= pathology
    .map((term) => lexiconKey(term).replace(/(en|e|n|s)$/, ''))
    .filter((stem) => stem.length >= 4);
  const words = clause.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word) => pathologyStems?.some((stem) => word.endsWith(stem) || word.startsWith(stem)));
}

/** The positive part of a clause: text before "ohne ..." when that part names a finding. */
function positivePart(clause: string): string | undefined {
  const beforeOhne = clause.split(/\s+ohne\s+/i)[0]?.trim() ?? '';
  if (beforeOhne === '' || NEGATED.test(beforeOhne)) return undefined;
  return namesFinding(beforeOhne) ? beforeOhne : undefined;
}

export function deriveImpression(findings: string): string[] {
  const sentences = findings
    .split(/\n+|(?<=[.!?])\s+/u)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences) {
    const clauses = sentence.split(/,\s+/);
    const kept = clauses.map(positivePart).filter((c): c is string => c !== undefined);
    if (kept.length > 0) out.push(`${kept.join(', ')}.`.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  }
  return [...new Set(out)];
}

/** Every clause of the Befund is negated or normal ("Kein Erguss. Leber unauffällig."). */
export function allNegative(findings: string): boolean {
  const clauses = findings
    .split(/\n+|(?<=[.!?])\s+|,\s+/u)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter(Boolean);
  return clauses.length > 0 && clauses.every((clause) => NEGATED.test(clause));
}
