/**
 * Section detection: "Klinische Angaben", "Fragestellung", "Indikation", "Technik",
 * "Voraufnahmen", "Vergleich", "Befund", "Beurteilung", "Impression" with or without colon, in
 * lowercase, on their own line or run into the text ("Befund sub kapitale Fraktur ...", also after
 * a full stop: "... seit zwei Wochen. Befund Zentrale ..."). A label word inside a sentence
 * ("... über den Befund informiert.") is text, not a label.
 */
import { capitalize } from '../text/tokens';

export type SectionKey = 'clinical' | 'technique' | 'comparison' | 'findings' | 'impression';

export interface Section {
  /** undefined for text dictated before the first label. */
  key: SectionKey | undefined;
  /** The label as the radiologist spoke it, properly capitalized ("Fragestellung"). */
  label: string;
  text: string;
}

export const LABELS: readonly [string, SectionKey][] = [
  ['Klinische Angaben', 'clinical'],
  ['Klinische Angabe', 'clinical'],
  ['Fragestellung', 'clinical'],
  ['Indikation', 'clinical'],
  ['Anamnese', 'clinical'],
  ['Untersuchungstechnik', 'technique'],
  ['Technik', 'technique'],
  ['Voraufnahmen', 'comparison'],
  ['Voraufnahme', 'comparison'],
  ['Vergleich', 'comparison'],
  ['Befunde', 'findings'],
  ['Befund', 'findings'],
  ['Beurteilung', 'impression'],
  ['Impression', 'impression'],
  ['Zusammenfassung', 'impression'],
];

/** Conventional order of a German report. */
export const SECTION_ORDER: readonly SectionKey[] = [
  'clinical',
  'technique',
  'comparison',
  'findings',
  'impression',
];

export const DEFAULT_LABELS: Record<SectionKey, string> = {
  clinical: 'Klinische Angaben',
  technique: 'Technik',
  comparison: 'Voraufnahmen',
  findings: 'Befund',
  impression: 'Beurteilung',
};

// After a label without colon these words show the label word is the subject of a sentence.
const SENTENCE_CONTINUATION =
  /^(wurde|wurden|ist|war|wird|werden|vom|von|des|der|dem|den|unverändert|zeigt|zeigen|liegt|bleibt|mit|im|in|vor|nach|wie|und|oder|siehe|s\.)$/i;

const LABEL_ALTERNATION = LABELS.map(([label]) => label.replace(' ', '\\s+')).join('|');
const LABEL_PATTERN = new RegExp(
  `(^|\\n|(?<=[.?!])[ \\t]+)(${LABEL_ALTERNATION})(?![\\p{L}\\d-])([ \\t]*:)?`,
  'giu',
);

interface Hit {
  start: number;
  end: number;
  key: SectionKey;
  label: string;
}

// Mid-text, right after a full stop, a label without colon ("... Punkt Befund Zentrale ...") is
// read as a label only when it opens a later section and is not the start of a sentence about it
// ("Beurteilung eingeschränkt durch Artefakte.").
const MID_TEXT_CONTINUATION =
  /^(zur|zum|bei|durch|aufgrund|wegen|eingeschränkt|erschwert|vereinbar|passend|entsprechend|gemäß|nicht|nur|sowie|als|auf|an|aus|ohne|ergibt|ergab|erfolgte|erfolgt|unauffällig|regelrecht|stabil|konstant|größenkonstant|größenprogredient|progredient|rückläufig|neu)$/i;

function findLabels(text: string): Hit[] {
  const hits: Hit[] = [];
  let current = -1;
  for (const match of text.matchAll(LABEL_PATTERN)) {
    const lead = match[1] ?? '';
    const spoken = match[2] ?? '';
    const colon = match[3] !== undefined;
    const start = (match.index ?? 0) + lead.length;
    const end = (match.index ?? 0) + match[0].length;
    const atLineStart = lead === '' || lead === '\n';
    const entry = LABELS.find(([label]) => label.toLowerCase() === spoken.toLowerCase().replace(/\s+/g, ' '));
    if (!entry) continue;
    const order = SECTION_ORDER.indexOf(entry[1]);
    if (!colon) {
      const rest = text.slice(end);
      const nextWord = /^[ \t]*([^\s]+)/.exec(rest)?.[1];
      const ownLine = /^[ \t]*(\n|$)/.test(rest);
      if (
        !ownLine &&
        (nextWord === undefined ||
          // A capitalised word opens the section's first sentence ("Befund Im STIR ...", "... Punkt
          // Technik Nach Aufklärung ..."); "Technik nach Seldinger" is a sentence about the technique.
          (SENTENCE_CONTINUATION.test(nextWord) && !/^\p{Lu}/u.test(nextWord)) ||
          /^[.,;:!?]/.test(nextWord))
      )
        continue;
      if (
        !atLineStart &&
        (order <= current || (nextWord !== undefined && MID_TEXT_CONTINUATION.test(nextWord)))
      )
        continue;
    }
    hits.push({ start, end, key: entry[1], label: entry[0] });
    current = order;
  }
  return hits;
}

function tidy(text: string): string {
  const trimmed = text
    .replace(/^[ \t]*\n+/, '')
    .replace(/^[ \t]+/, '')
    .replace(/\s+$/, '');
  // Units, abbreviations and mixed-case codes ("pAVK", "pH", "cT2b") keep their case.
  return /^\p{Ll}/u.test(trimmed) &&
    !/^(mm|cm|ml|x|p\.a|z\.n|ca)\b/.test(trimmed) &&
    !/^\p{Ll}{1,2}[\p{Lu}\d]/u.test(trimmed)
    ? capitalize(trimmed)
    : trimmed;
}

export function detectSections(text: string): Section[] {
  const hits = findLabels(text);
  const sections: Section[] = [];
  const preamble = tidy(text.slice(0, hits[0]?.start ?? text.length));
  if (preamble !== '') sections.push({ key: undefined, label: '', text: preamble });
  hits.forEach((hit, index) => {
    const next = hits[index + 1];
    sections.push({
      key: hit.key,
      label: hit.label,
      text: tidy(text.slice(hit.end, next ? next.start : text.length)),
    });
  });
  return sections;
}

/** Plain text: label line, its text, a blank line between sections. */
export function sectionsToText(sections: readonly Section[]): string {
  return sections
    .map((section) =>
      section.key === undefined ? section.text : `${section.label}:\n${section.text}`.trimEnd(),
    )
    .join('\n\n');
}
