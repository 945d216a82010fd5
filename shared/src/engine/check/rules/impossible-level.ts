/**
 * other: a vertebral body the spine does not have ("LWK 7", "HWK 8", "BWK 14"). The cervical spine
 * has 7 bodies, the thoracic 12, the lumbar 5 (a sixth in a lumbosacral transition); a level beyond
 * that is a slip of the tongue or of the recognizer, wherever it stands.
 */
import type { Annotated } from '../annotate';
import { type Draft, quote } from '../draft';

const BODY = /(?<![\p{L}\d])(HWK|BWK|LWK)\s?(\d{1,2})(?![\d,])/gu;

/** The highest number of each vertebral body name, and how the report's reader is told. */
const LIMIT: Record<string, { max: number; spine: string }> = {
  HWK: { max: 7, spine: 'Die Halswirbelsäule hat 7 Wirbelkörper' },
  BWK: { max: 12, spine: 'Die Brustwirbelsäule hat 12 Wirbelkörper' },
  LWK: { max: 6, spine: 'Die Lendenwirbelsäule hat 5 Wirbelkörper (6 bei einem Übergangswirbel)' },
};

export function findImpossibleLevels(a: Annotated): Draft[] {
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  if (!a.text.includes('WK')) return drafts;
  for (const m of a.text.matchAll(BODY)) {
    const limit = LIMIT[m[1] as string];
    const number = Number(m[2]);
    if (!limit || (number >= 1 && number <= limit.max)) continue;
    const name = `${m[1]} ${number}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const span = { start: m.index, end: m.index + m[0].length };
    drafts.push({
      category: 'other',
      text: `Unmögliche Höhenangabe ${quote(a.text, span)}: ${limit.spine}.`,
      evidence: [span],
    });
  }
  return drafts;
}
