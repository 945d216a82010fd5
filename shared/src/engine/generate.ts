/**
 * generate(transcript): a complete report with the sections in conventional order. Text before
 * the first label is the clinical information when none was labelled, else findings; a
 * transcript without any label is all findings. Without a dictated Beurteilung one is derived
 * from the positive findings and visibly marked as derived.
 */
import type { CorrectOptions } from './correct/index';
import { allNegative, deriveImpression } from './derive-impression';
import { format } from './format';
import {
  DEFAULT_LABELS,
  SECTION_ORDER,
  type Section,
  type SectionKey,
  sectionsToHtml,
  sectionsToText,
} from './structure/index';

export const DERIVED_NOTE =
  'Beurteilung automatisch aus den positiven Befunden abgeleitet, nicht diktiert: bitte prüfen.';

export const NO_FINDINGS_NOTE = 'Keine Beurteilung abgeleitet: kein Befund erkannt.';
export const NO_DERIVATION_NOTE = 'Keine Beurteilung abgeleitet: bitte selbst formulieren.';
export const NEGATIVE_FINDINGS_IMPRESSION = 'Kein pathologischer Befund diktiert.';

export interface GenerateResult {
  sections: Section[];
  html: string;
  text: string;
  derivedImpression: boolean;
}

function assign(sections: readonly Section[]): Map<SectionKey, Section> {
  const byKey = new Map<SectionKey, Section>();
  const labelled = sections.some((section) => section.key !== undefined);
  for (const section of sections) {
    let key = section.key;
    if (key === undefined)
      key = !labelled ? 'findings' : sections.some((s) => s.key === 'clinical') ? 'findings' : 'clinical';
    const existing = byKey.get(key);
    if (existing)
      existing.text =
        key === 'findings' && section.key === undefined
          ? `${section.text}\n\n${existing.text}`
          : `${existing.text}\n\n${section.text}`;
    else
      byKey.set(key, {
        key,
        label: section.key === undefined ? DEFAULT_LABELS[key] : section.label,
        text: section.text,
      });
  }
  return byKey;
}

export function generate(transcript: string, options: CorrectOptions = {}): GenerateResult {
  const byKey = assign(format(transcript, options).sections);
  let derivedImpression = false;
  if (!byKey.has('impression')) {
    const findings = byKey.get('findings')?.text ?? '';
    const items = deriveImpression(findings);
    // "Nothing pathological" only where every clause of the Befund is negated or normal; a
    // finding the engine does not recognise must never turn into a normal study.
    const text =
      items.length === 0
        ? allNegative(findings)
          ? NEGATIVE_FINDINGS_IMPRESSION
          : findings.trim() === ''
            ? NO_FINDINGS_NOTE
            : NO_DERIVATION_NOTE
        : items.length === 1
          ? (items[0] as string)
          : items.map((item, i) => `${i + 1}. ${item}`).join('\n');
    byKey.set('impression', { key: 'impression', label: DEFAULT_LABELS.impression, text });
    derivedImpression = true;
  }
  const sections = SECTION_ORDER.map((key) => byKey.get(key)).filter(
    (s): s is Section => s !== undefined && s.text !== '',
  );
  const notes = derivedImpression ? { impression: DERIVED_NOTE } : {};
  return {
    sections,
    html: sectionsToHtml(sections, notes),
    text: sectionsToText(sections),
    derivedImpression,
  };
}
