/** laterality: a known lesion of the Klinische Angaben that the Befund has only on the other side. */
import { type Annotated, LESION_GROUPS, opposite, sentenceTextOf } from '../../annotate';
import { type Draft, quote, SIDE_NAME } from '../../draft';
import { evidenceOf, type Mention, mentionsOf, sameThing } from './mentions';

/** A lesion treated or followed after treatment: a lesion on the other side may be a new one. */
const TREATED =
  /(?<!\p{L})(?:nachsorge|z\.\s?n\.|zustand\s+nach|nach\s+(?:\p{L}+\s+){0,2}(?:therapie|resektion|op|operation|mastektomie|radiatio|bestrahlung|chemotherapie|ablation|exzision)|operiert|reseziert|therapiert|bestrahlt)(?!\p{L})/iu;

/** Lesions whose side the Klinische Angaben give as known: a tumour, a metastasis, a mass. */
const KNOWN_LESIONS = new Set(['karzinom', 'sarkom', 'lymphom', 'metastase', 'raumforderung', 'rundherd']);

/**
 * The Klinische Angaben name a known lesion on one side ("Adenokarzinom der Lunge im rechten
 * Unterlappen"), the Befund describes it only on the other ("Primärtumor im linken Unterlappen").
 * Not a past one ("Z. n. Mammakarzinom rechts": a new tumour may be on the left) and not a question.
 */
export function findKnownLesionSide(a: Annotated, befund: Mention[]): Draft[] {
  const { text } = a;
  const drafts: Draft[] = [];
  const history = a.clauses
    .filter(
      (c) =>
        c.section === 'history' && !c.sentencePastCue && !c.hedged && !TREATED.test(sentenceTextOf(a, c)),
    )
    .flatMap((c) => mentionsOf(a, c, true))
    .filter((u) => KNOWN_LESIONS.has(u.id) && u.side.side !== 'both');
  for (const u of history) {
    const sameLesion = (b: Mention) =>
      !b.negated && LESION_GROUPS.has([...b.groups][0] as string) && sameThing(u, { ...b, groups: u.groups });
    if (befund.some((b) => (b.side.side === u.side.side || b.side.side === 'both') && sameLesion(b)))
      continue;
    const other = befund.find((b) => opposite(u.side.side, b.side.side) && sameLesion(b));
    if (!other) continue;
    const be = evidenceOf(text, other);
    const ue = evidenceOf(text, u);
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Die klinischen Angaben nennen ${quote(text, ue)} (${SIDE_NAME[u.side.side]}), der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[other.side.side]}).`,
      evidence: [ue, be],
    });
    break;
  }
  return drafts;
}
