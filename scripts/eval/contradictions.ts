/**
 * How contradiction detection is counted (see evaluateContradictions).
 * Placeholder: full counting rules documented once implemented.
 */
export interface AnnotatedReport {
  id: string;
  report: string;
  errors: { category: string; evidence: string[] }[];
}

export interface ContradictionFigures {
  recall: number;
  precision: number;
  cleanFlaggedShare: number;
  details: unknown[];
}

export function evaluateContradictions(_cases: AnnotatedReport[]): ContradictionFigures {
  return { recall: 0, precision: 0, cleanFlaggedShare: 0, details: [] };
}
