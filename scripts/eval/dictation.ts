/**
 * How `npm run eval` scores correction and structure on dictation cases (see docs/engine.md):
 * - Tokens: words (letters/digits with inner . , - / such as "2,5", "p.a", "T2-gewichtet", "ng/ml")
 *   and single punctuation marks. Case-sensitive. Whitespace and line breaks are not tokens.
 * - Section labels aside: label lines ("Befund:") are removed from reference and engine output;
 *   in the raw transcript the reference's labels are removed where they were dictated, with a
 *   following "Doppelpunkt" or ":".
 * - Token error rate = word-level Levenshtein distance (substitutions + insertions + deletions)
 *   between hypothesis and reference tokens, divided by the number of reference tokens; summed
 *   over a set (micro average).
 * - Section assignment accuracy (generate): share of reference section word tokens that appear
 *   (multiset, case-insensitive) in the generated section with the same key.
 */
import { LABELS, type Section, type SectionKey } from '../../shared/src/engine/structure/sections';

export interface DictationCase {
  id: string;
  raw: string;
  reference: string;
  sections: Partial<Record<SectionKey, string>>;
}

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}]|[.,\-/](?=[\p{L}\p{N}]))*|[^\s\p{L}\p{N}]/gu;
const LABEL_LINE = new RegExp(`^(${LABELS.map(([label]) => label).join('|')}):$`, 'i');

export function textTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export function withoutLabelLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !LABEL_LINE.test(line.trim()))
    .join('\n');
}

/** Raw tokens without the dictated labels the reference has (and their spoken colon). */
export function rawTokensWithoutLabels(raw: string, reference: string): string[] {
  const tokens = textTokens(raw);
  let cursor = 0;
  for (const line of reference.split('\n')) {
    if (!LABEL_LINE.test(line.trim())) continue;
    const words = line.trim().slice(0, -1).split(/\s+/);
    for (let i = cursor; i <= tokens.length - words.length; i++) {
      if (!words.every((word, k) => tokens[i + k]?.toLowerCase() === word.toLowerCase())) continue;
      let length = words.length;
      if (/^(Doppelpunkt|:)$/.test(tokens[i + length] ?? '')) length++;
      tokens.splice(i, length);
      cursor = i;
      break;
    }
  }
  return tokens;
}

export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

export interface CaseScore {
  id: string;
  referenceTokens: number;
  rawErrors: number;
  engineErrors: number;
  sectionTokens: number;
  sectionMatched: number;
}

function bag(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of textTokens(text)) {
    if (!/^[\p{L}\p{N}]/u.test(token)) continue;
    const key = token.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function sectionMatch(
  expected: DictationCase['sections'],
  generated: readonly Section[],
): { total: number; matched: number } {
  let total = 0;
  let matched = 0;
  for (const [key, text] of Object.entries(expected)) {
    const want = bag(text ?? '');
    const got = bag(
      generated
        .filter((section) => section.key === key)
        .map((section) => section.text)
        .join('\n'),
    );
    for (const [token, count] of want) {
      total += count;
      matched += Math.min(count, got.get(token) ?? 0);
    }
  }
  return { total, matched };
}

export function scoreCase(
  c: DictationCase,
  formattedText: string,
  generatedSections: readonly Section[],
): CaseScore {
  const reference = textTokens(withoutLabelLines(c.reference));
  const engine = textTokens(withoutLabelLines(formattedText));
  const raw = rawTokensWithoutLabels(c.raw, c.reference);
  const sections = sectionMatch(c.sections, generatedSections);
  return {
    id: c.id,
    referenceTokens: reference.length,
    rawErrors: editDistance(raw, reference),
    engineErrors: editDistance(engine, reference),
    sectionTokens: sections.total,
    sectionMatched: sections.matched,
  };
}

export interface SetFigures {
  cases: number;
  rawTer: number;
  engineTer: number;
  worse: string[];
  sectionAccuracy: number;
  perCase: CaseScore[];
}

export function summarize(scores: readonly CaseScore[]): SetFigures {
  const sum = (pick: (s: CaseScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const reference = sum((s) => s.referenceTokens);
  return {
    cases: scores.length,
    rawTer: sum((s) => s.rawErrors) / reference,
    engineTer: sum((s) => s.engineErrors) / reference,
    worse: scores.filter((s) => s.engineErrors > s.rawErrors).map((s) => s.id),
    sectionAccuracy:
      sum((s) => s.sectionMatched) /
      Math.max(
        1,
        sum((s) => s.sectionTokens),
      ),
    perCase: [...scores],
  };
}
