/** The contract of the report engine: shared by its jobs, the CLI, the functions and the web app. */

export type ContradictionCategory =
  | 'laterality'
  | 'negation'
  | 'measurement'
  | 'sex'
  | 'unsupported_impression'
  | 'other';

export interface Contradiction {
  /** Stable for the same report: derived from category and evidence. */
  id: string;
  /** German, one sentence, for the radiologist. */
  text: string;
  category: ContradictionCategory;
  /** Exact substrings of the checked report text. */
  evidence: string[];
}

/** A user's own correction: applied before every other rule. */
export interface VocabularyEntry {
  originalWord: string;
  correctedWord: string;
}
