/**
 * The report engine's public API: pure functions over text, no I/O. The Node dictionary adapter
 * lives in ./adapters and is passed in (or set once with setDefaultDictionary).
 */
export { check } from './check/index';
export {
  type CorrectionResult,
  type CorrectOptions,
  correct,
  FAMILIES,
  setDefaultDictionary,
  type VocabularyUsage,
  type WordList,
} from './correct/index';
export { extractInvariants, type Invariants, sameInvariants } from './correct/invariants';
export { type FillResult, fill } from './fill';
export { type FormatResult, format } from './format';
export { DERIVED_NOTE, type GenerateResult, generate } from './generate';
export { defaultLexicon } from './lexicon/index';
export {
  detectSections,
  escapeHtml,
  htmlToText,
  type Section,
  type SectionKey,
  type StructuredReport,
  sectionsToText,
  structure,
} from './structure/index';
export { sanitizeHtml } from './structure/sanitize';
export type { Contradiction, ContradictionCategory, VocabularyEntry } from './types';
