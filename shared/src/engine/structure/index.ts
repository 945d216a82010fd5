/** structure(text): sections detected in corrected text, rendered as HTML and as plain text. */
import { sectionsToHtml } from './html';
import { detectSections, type Section, sectionsToText } from './sections';

export interface StructuredReport {
  sections: Section[];
  html: string;
  text: string;
}

export function structure(text: string): StructuredReport {
  const sections = detectSections(text);
  return { sections, html: sectionsToHtml(sections), text: sectionsToText(sections) };
}

export { escapeHtml, sectionsToHtml, textToHtml } from './html';
export { htmlToText } from './html-to-text';
export {
  DEFAULT_LABELS,
  detectSections,
  LABELS,
  SECTION_ORDER,
  type Section,
  type SectionKey,
  sectionsToText,
} from './sections';
