/**
 * check(report): contradictions in a plain-text German radiology report.
 * Placeholder entry point so the CLI can import it; rule families land in this folder.
 */
import type { Contradiction } from '../types';

export function check(report: string): Contradiction[] {
  if (typeof report !== 'string' || report.length === 0) return [];
  return [];
}
