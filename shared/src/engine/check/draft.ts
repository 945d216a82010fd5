import type { ContradictionCategory } from '../types';
import type { Span } from './annotate';

/** A contradiction before ids and strings: evidence as spans of the report. */
export interface Draft {
  category: ContradictionCategory;
  text: string;
  evidence: Span[];
}

export function quote(text: string, span: Span): string {
  return `„${text.slice(span.start, span.end)}“`;
}

export function cover(...spans: Span[]): Span {
  return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
}
