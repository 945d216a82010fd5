import type { ContradictionCategory } from '../types';
import type { Span } from './annotate';
import type { Side } from './lexicon';

/** A contradiction before ids and strings: evidence as spans of the report. */
export interface Draft {
  category: ContradictionCategory;
  text: string;
  evidence: Span[];
}

export function quote(text: string, span: Span): string {
  return `„${text.slice(span.start, span.end)}“`;
}

/** Two spans share a character. */
export function overlaps(x: Span, y: Span): boolean {
  return x.start < y.end && y.start < x.end;
}

export function cover(...spans: Span[]): Span {
  return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
}

/** A side as the radiologist reads it in a contradiction's text. */
export const SIDE_NAME: Record<Side, string> = {
  left: 'links',
  right: 'rechts',
  both: 'beidseits',
  ipsi: 'ipsilateral',
  contra: 'kontralateral',
};
