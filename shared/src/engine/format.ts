/** format(transcript) = correct + structure. */
import { type CorrectOptions, correct, type VocabularyUsage } from './correct/index';
import { type StructuredReport, structure } from './structure/index';

export interface FormatResult extends StructuredReport {
  vocabularyUsage: VocabularyUsage[];
}

export function format(transcript: string, options: CorrectOptions = {}): FormatResult {
  const corrected = correct(transcript, options);
  return { ...structure(corrected.text), vocabularyUsage: corrected.vocabularyUsage };
}
