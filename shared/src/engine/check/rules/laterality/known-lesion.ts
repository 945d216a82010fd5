/**
 * laterality: a known lesion of the Klinische Angaben that the Befund has only on the other side,
 * and a past event the Klinische Angaben and the Beurteilung put on different sides.
 */
import {
  type Annotated,
  clauseEvidence,
  LESION_GROUPS,
  opposite,
  regionsOf,
  sentenceTextOf,
} from '../../annotate';
import { type Draft, quote, SIDE_NAME } from '../../draft';
import { evidenceOf, type Mention, mentionsOf, sameThing } from './mentions';

/** A lesion treated or followed after treatment: a lesion on the other side may be a new one. */
const TREATED =
  /(?<!\p{L})(?:nachsorge|z\.\s?n\.|zustand\s+nach|nach\s+(?:\p{L}+\s+){0,2}(?:therapie|resektion|op|operation|mastektomie|radiatio|bestrahlung|chemotherapie|ablation|exzision)|operiert|reseziert|therapiert|bestrahlt|(?:resektion|operation|exstirpation|bestrahlung|radiatio)\s+(?:am|vom|im|\d))(?!\p{L})/iu;

/** A relative's history ("Mutter mit Mammakarzinom (li.)") is not the patient's. */
const RELATIVE =
  /(?<!\p{L})(?:mutter|vater|schwester|bruder|tante|onkel|großmutter|großvater|tochter|sohn|familienanamnese|familiär\p{L}*|fa:)(?!\p{L})/iu;

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
        c.section === 'history' &&
        !c.sentencePastCue &&
        !c.hedged &&
        !TREATED.test(sentenceTextOf(a, c)) &&
        !RELATIVE.test(sentenceTextOf(a, c)),
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

/**
 * One past event on two sides: the Klinische Angaben "Z.n. Erstluxation der linken Schulter", the
 * Beurteilung "Zustand nach Schulterluxation rechts". Both say what happened before this exam, so
 * they speak of one event, unless the report names it on both sides.
 */
export function findPastEventSide(a: Annotated): Draft[] {
  const { text } = a;
  const past = (section: string) =>
    a.clauses
      .filter((c) => c.section === section && !c.hedged && TREATED.test(sentenceTextOf(a, c)))
      // "Z.n. Resektion eines Glioblastoms li. temporal": the lesion the past event was about.
      .flatMap((c) => mentionsOf(a, c, true, true))
      .filter((m) => !m.negated && m.side.side !== 'both');
  const history = past('history');
  const impression = past('impression');
  const all = [...history, ...impression];
  for (const u of impression) {
    const other = history.find((h) => opposite(u.side.side, h.side.side) && h.id === u.id && sameThing(u, h));
    if (!other || all.some((m) => m !== u && m.side.side === u.side.side && m.id === u.id)) continue;
    const ue = evidenceOf(text, u);
    const oe = evidenceOf(text, other);
    // The Befund's account of that region on the history's side ("Resektionshöhle re. temporal") is evidence too.
    const there = a.clauses.find(
      (c) =>
        c.section === 'findings' &&
        c.sides.some((h) => h.side === other.side.side) &&
        [...regionsOf(text.slice(c.start, c.end))].some((r) => u.regions.has(r)),
    );
    return [
      {
        category: 'laterality',
        text: `Seitenwiderspruch: Die klinischen Angaben nennen ${quote(text, oe)} (${SIDE_NAME[other.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[u.side.side]}).`,
        evidence: [oe, ...(there ? [clauseEvidence(text, there)] : []), ue],
      },
    ];
  }
  return [];
}
