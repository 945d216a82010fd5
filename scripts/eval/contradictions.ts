/**
 * Measures check() against annotated reports (../shared/corpus/reports, test/fixtures/holdout/reports).
 *
 * How it counts:
 * - Spans: every evidence string is located in the report text (all occurrences for detected
 *   evidence; annotated evidence occurs exactly once by the corpus contract).
 * - An annotated error counts as found when ONE detected contradiction of the SAME category has
 *   evidence that overlaps EVERY annotated evidence span of that error (character overlap, not
 *   equality, so "Röntgen der linken Schulter" vs "linken Schulter" matches). Same category because
 *   the category is what the radiologist reads first: a side confusion reported as a negation
 *   points at the wrong fix. Every span because a contradiction is a pair: finding only one side of
 *   it would let an unrelated detection in the same sentence pass as a hit.
 * - recall = found annotated errors / all annotated errors.
 * - precision = detected contradictions that find (by the rule above) at least one annotated error
 *   of their report / all detected contradictions, over all reports (clean ones included).
 * - cleanFlaggedShare = clean reports (no annotated errors) with at least one detection / clean
 *   reports.
 */

import { check } from '../../shared/src/engine/check/index';
import type { Contradiction } from '../../shared/src/engine/types';

export interface AnnotatedError {
  category: string;
  evidence: string[];
}

export interface AnnotatedReport {
  id: string;
  report: string;
  errors: AnnotatedError[];
}

export interface CaseDetail {
  id: string;
  clean: boolean;
  detected: Contradiction[];
  /** Annotated errors that no detection found, as "category: evidence | evidence". */
  missed: string[];
  /** Detections that match no annotated error. */
  falsePositives: Contradiction[];
}

export interface ContradictionFigures {
  errors: number;
  found: number;
  detections: number;
  matchedDetections: number;
  recall: number;
  precision: number;
  cleanReports: number;
  cleanFlagged: number;
  cleanFlaggedShare: number;
  details: CaseDetail[];
}

type Span = readonly [number, number];

function locateAll(text: string, needle: string): Span[] {
  const spans: Span[] = [];
  if (needle.length === 0) return spans;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    spans.push([at, at + needle.length]);
  }
  return spans;
}

function overlaps(a: Span, b: Span): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

function findsError(report: string, detection: Contradiction, error: AnnotatedError): boolean {
  if (detection.category !== error.category) return false;
  const detectedSpans = detection.evidence.flatMap((e) => locateAll(report, e));
  return error.evidence.every((annotated) =>
    locateAll(report, annotated).some((span) => detectedSpans.some((d) => overlaps(d, span))),
  );
}

export function evaluateContradictions(
  cases: AnnotatedReport[],
  detect: (report: string) => Contradiction[] = check,
): ContradictionFigures {
  let errors = 0;
  let found = 0;
  let detections = 0;
  let matchedDetections = 0;
  let cleanReports = 0;
  let cleanFlagged = 0;
  const details: CaseDetail[] = [];
  for (const c of cases) {
    const detected = detect(c.report);
    const clean = c.errors.length === 0;
    const missed: string[] = [];
    for (const error of c.errors) {
      errors++;
      if (detected.some((d) => findsError(c.report, d, error))) found++;
      else missed.push(`${error.category}: ${error.evidence.join(' | ')}`);
    }
    const falsePositives = detected.filter((d) => !c.errors.some((e) => findsError(c.report, d, e)));
    detections += detected.length;
    matchedDetections += detected.length - falsePositives.length;
    if (clean) {
      cleanReports++;
      if (detected.length > 0) cleanFlagged++;
    }
    details.push({ id: c.id, clean, detected, missed, falsePositives });
  }
  return {
    errors,
    found,
    detections,
    matchedDetections,
    recall: errors === 0 ? 1 : found / errors,
    precision: detections === 0 ? 1 : matchedDetections / detections,
    cleanReports,
    cleanFlagged,
    cleanFlaggedShare: cleanReports === 0 ? 0 : cleanFlagged / cleanReports,
    details,
  };
}
