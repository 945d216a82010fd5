/**
 * fill(transcript, templateHtml): the dictation in a report template.
 * - [CLINICAL_HISTORY], [FINDINGS], [IMPRESSION] take the dictated sections.
 * - A template line "Organ: normal default." is replaced by what was dictated about that organ;
 *   organs not dictated keep their default. Dictated sentences that fit no organ line are never
 *   dropped: they go to [FINDINGS], or after the last organ line when there is no placeholder.
 * All dictated text is escaped; the template itself is sanitized.
 */
import type { CorrectOptions } from './correct/index';
import { format } from './format';
import { DEFAULT_LABELS, escapeHtml, type Section, type SectionKey, textToHtml } from './structure/index';
import { sanitizeHtml } from './structure/sanitize';

export interface FillResult {
  html: string;
  /** Organ lines of the template replaced by dictated text. */
  replacedOrgans: string[];
}

const PLACEHOLDERS: Record<string, SectionKey> = {
  CLINICAL_HISTORY: 'clinical',
  FINDINGS: 'findings',
  IMPRESSION: 'impression',
};
// "<p>Leber: normal groß, homogen.</p>" or a line inside a block: label, colon, default text.
const ORGAN_LINE =
  /(<(p|li|div)>|<br>|^|\n)(\s*(?:<(?:strong|b)>)?)([A-ZÄÖÜ][\p{L}\- ]{1,40}?)(:(?:<\/(?:strong|b)>)?\s*)([^<\n]+?)(?=<\/(?:p|li|div)>|<br>|\n|$)/gmu;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * "Nieren" -> /\bniere/i: matches "Niere", "Nierenzyste", "Nierenbecken", but not the organ's
 * vessels ("Nierenarterie", "Lebervenen"): those belong to a vessel line or to [FINDINGS].
 */
function organPattern(organ: string): RegExp {
  const words = organ.trim().split(/\s+/);
  const head = (words[words.length - 1] ?? organ).toLowerCase().replace(/(en|n|e|s)$/, '');
  const escaped = head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?!\\p{L}*?(?:arteri|vene|venös|gefäß))`, 'iu');
}

function sectionText(sections: readonly Section[], key: SectionKey): string {
  const texts = sections
    .filter((section) => section.key === key || (key === 'findings' && section.key === undefined))
    .map((s) => s.text);
  return texts.join('\n\n');
}

export function fill(transcript: string, templateHtml: string, options: CorrectOptions = {}): FillResult {
  const { sections } = format(transcript, options);
  const hasLabels = sections.some((section) => section.key !== undefined);
  const findings = sectionText(
    hasLabels ? sections : sections.map((s) => ({ ...s, key: 'findings' as const })),
    'findings',
  );
  // Sentences remember their paragraph, so what is left for [FINDINGS] keeps its layout.
  let remaining = findings
    .split(/\n{2,}/)
    .flatMap((paragraph, index) => sentencesOf(paragraph).map((text) => ({ text, index })));
  const replacedOrgans: string[] = [];
  let html = sanitizeHtml(templateHtml);

  html = html.replace(
    ORGAN_LINE,
    (whole, lead: string, _tag, open: string, organ: string, colon: string, fallback: string) => {
      if (/^[A-Z_]+$/.test(organ) || /\[[A-Z_]+\]/.test(fallback)) return whole;
      const pattern = organPattern(organ);
      const dictated = remaining
        .filter((sentence) => pattern.test(sentence.text))
        .map((sentence) => sentence.text);
      if (dictated.length === 0) return whole;
      remaining = remaining.filter((sentence) => !dictated.includes(sentence.text));
      replacedOrgans.push(organ.trim());
      return `${lead}${open}${organ}${colon}${escapeHtml(dictated.join(' '))}`;
    },
  );

  const blocks = (text: string) => textToHtml(text);
  const rest = remaining
    .map(
      (sentence, k) =>
        (k === 0 ? '' : sentence.index === remaining[k - 1]?.index ? ' ' : '\n\n') + sentence.text,
    )
    .join('');
  const values: Record<SectionKey, string> = {
    clinical: sectionText(sections, 'clinical'),
    technique: sectionText(sections, 'technique'),
    comparison: sectionText(sections, 'comparison'),
    findings: rest,
    impression: sectionText(sections, 'impression'),
  };
  const unused: SectionKey[] = [];
  for (const [placeholder, key] of Object.entries(PLACEHOLDERS)) {
    const text = values[key];
    if (!html.includes(`[${placeholder}]`) && text !== '') unused.push(key);
    // A placeholder alone in its paragraph becomes paragraphs; inline it becomes escaped text.
    html = html
      .replace(new RegExp(`<p>\\s*\\[${placeholder}\\]\\s*</p>`, 'g'), () => blocks(text) || '<p></p>')
      .replace(new RegExp(`\\[${placeholder}\\]`, 'g'), () => escapeHtml(text).replace(/\n/g, '<br>'));
  }
  // Nothing dictated is lost: sections without a placeholder follow the template, titled.
  for (const key of unused) {
    html +=
      key === 'findings'
        ? blocks(values[key])
        : `<p><strong>${DEFAULT_LABELS[key]}:</strong></p>${blocks(values[key])}`;
  }
  return { html, replacedOrgans };
}
