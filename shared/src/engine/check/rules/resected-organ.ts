/**
 * other: anatomy that cannot be, here an organ described as present after its resection
 * (two normal kidneys after a nephrectomy, a normal spleen after a splenectomy).
 */
import {
  type Annotated,
  CALLED_NORMAL,
  type Clause,
  clauseEvidence,
  type Span,
  sentenceOf,
  sideOf,
} from '../annotate';
import { cover, type Draft, quote } from '../draft';
import { namesAnyResection, PROPOSED, RESECTION_ABSENT, RESECTIONS, type Side } from '../lexicon';

/** "zur Nephrektomie": a resection the patient comes for. */
const ZUR = /(?<!\p{L})zur(?!\p{L})/iu;

/** "Staging vor Hysterektomie", "vor geplanter Nephrektomie", "Seitenwahl für die Donornephrektomie":
 * the operation is still to come. */
const BEFORE_PROCEDURE =
  /(?<!\p{L})(?:vor|für)\s+(?:der\s+|die\s+|eine[r]?\s+|geplanter?\s+|anstehender?\s+)?(?:\p{L}+\s+)?$/iu;

const DONE_BEFORE = /(?<!\p{L})(?:z\.\s?n\.|zustand\s+nach)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

const PLANNING_AFTER = /^-?\s*(?:planung|vorbereitung|evaluation|abklärung)/iu;

const FORMER_BEFORE = /(?<!\p{L})(?:ehemalig|vormalig|früher)e[nmrs]?\s+$/iu;

const WITHOUT_FINDING = /(?<!\p{L})ohne\s+(?:pathologischen\s+)?Befund(?!\p{L})/iu;

const BOTH_BEFORE = /(?<!\p{L})beide[nrs]?\s+$/iu;
const ALL_ROUND_AFTER = /^\p{L}*\s+(?:allseits|beidseits|bds\.)(?!\p{L})/iu;

const ABSENT_ALL = new RegExp(RESECTION_ABSENT.source, 'giu');

/** The one side the Technik examines ("CT des li. Handgelenks"), if it names one only. */
function examinedSide(a: Annotated): Side | undefined {
  const sides = new Set(
    a.clauses.filter((c) => c.section === 'technique').flatMap((c) => c.sides.map((s) => s.side)),
  );
  const [only] = sides;
  return sides.size === 1 && (only === 'left' || only === 'right') ? only : undefined;
}

/** Both clauses name the same spinal level. */
function sharesLevel(x: Clause, y: Clause): boolean {
  const levels = new Set(x.context.filter((s) => s.family === 'level').map((s) => s.id));
  return y.context.some((s) => s.family === 'level' && levels.has(s.id));
}

/** The sentence says the organ is gone, in any clause but by a stump of its own. */
function absentInSentence(a: Annotated, c: Clause): boolean {
  return sentenceOf(a, c).some((k) =>
    [...a.text.slice(k.start, k.end).matchAll(ABSENT_ALL)].some(
      (m) => k.index === c.index || !/stumpf$/iu.test(m[0]),
    ),
  );
}

export function findResectedOrgans(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  if (!namesAnyResection(text)) return drafts;
  for (const r of RESECTIONS) {
    for (const m of text.matchAll(r.procedure)) {
      const span: Span = { start: m.index, end: m.index + m[0].length };
      const pc = clauses.find((c) => span.start >= c.start && span.end <= c.end);
      if (!pc) continue;
      // "Cholezystektomie empfohlen", "zur Nephrektomie": a planned resection, the organ is still there.
      // ... unless the procedure itself is dated done ("Z.n. Nephrektomie beidseits 2022 vor geplanter NTx").
      const done = DONE_BEFORE.test(text.slice(Math.max(pc.start, span.start - 40), span.start));
      // ... also under a label that proposes it ("Empfehlung: inguinale Orchiektomie re.").
      const label = clauses[pc.index - 1];
      const proposedByLabel =
        label?.line === pc.line &&
        text[label.end] === ':' &&
        PROPOSED.test(text.slice(label.start, label.end));
      if (
        (!done && (PROPOSED.test(text.slice(pc.start, pc.end)) || proposedByLabel)) ||
        // "TAVI-Planung", "TAVI-Evaluation": the procedure is still to come.
        PLANNING_AFTER.test(text.slice(span.end, span.end + 16)) ||
        ZUR.test(text.slice(pc.start, pc.end)) ||
        BEFORE_PROCEDURE.test(text.slice(pc.start, span.start).replace(/[\p{L}-]+$/u, ''))
      )
        continue;
      const procedureSide = sideOf(pc, span)?.side;
      // The organ described in the Befund and again in the Beurteilung: both are to be mended.
      const organEvidences: Span[] = [];
      const sectionsSeen = new Set<string>();
      for (const c of clauses) {
        if (sectionsSeen.has(c.section)) continue;
        if (c.index === pc.index || (c.section !== 'findings' && c.section !== 'impression')) continue;
        const clauseText = text.slice(c.start, c.end);
        // ... a second time only where it is called normal ("Gallenblase ohne Befund").
        if (organEvidences.length > 0 && !CALLED_NORMAL.test(clauseText) && !WITHOUT_FINDING.test(clauseText))
          continue;
        r.organRegex.lastIndex = 0;
        const organ = r.organRegex.exec(clauseText);
        // The absence may follow in the sentence ("Gallenblase: operativ entfernt, Loge reizlos").
        // ... but a stump in another clause is another organ's ("Uterus normal groß, ..., Vaginalstumpf glatt").
        if (!organ || absentInSentence(a, c)) continue;
        const organSpan = { start: c.start + organ.index, end: c.start + organ.index + organ[0].length };
        // A level's organ only at that level ("Diskektomie HWK 5/6", "Bandscheibe HWK 5/6 mit Protrusion").
        if (r.levels && !sharesLevel(pc, c)) continue;
        // "im ehemaligen Nierenhilus": the place the organ was.
        if (FORMER_BEFORE.test(text.slice(Math.max(c.start, organSpan.start - 20), organSpan.start)))
          continue;
        if (r.paired) {
          // "Beide Nieren", "beider Lungen", "Nieren beidseits": both, whatever sides the clause names.
          // ... and "allseits" all round ("Schädelkalotte allseits geschlossen" after a hemicraniectomy).
          const both =
            BOTH_BEFORE.test(text.slice(Math.max(c.start, organSpan.start - 12), organSpan.start)) ||
            ALL_ROUND_AFTER.test(text.slice(organSpan.end, organSpan.end + 16));
          const side = both ? 'both' : (sideOf(c, organSpan)?.side ?? r.organSide ?? examinedSide(a));
          if (!(side === 'both' || (side !== undefined && side === procedureSide))) continue;
        }
        // A side the clause takes from its sentence is quoted with it ("Linkes Hüftgelenk mit erhaltenem
        // Gelenkspalt, Femurkopf rund und zentriert").
        const sideClause =
          r.paired && c.sides.length === 0
            ? sentenceOf(a, c).findLast((k) => k.index < c.index && k.sides.length > 0)
            : undefined;
        organEvidences.push(
          sideClause
            ? { start: clauseEvidence(text, sideClause).start, end: c.end }
            : clauseEvidence(text, c),
        );
        sectionsSeen.add(c.section);
      }
      const [first] = organEvidences;
      if (!first) continue;
      const procedureEvidence = cover(clauseEvidence(text, pc));
      // The procedure named again in another section (Befund after Klinische Angaben) is evidence too.
      const again = [...text.matchAll(r.procedure)]
        .map((x) => clauses.find((k) => x.index >= k.start && x.index < k.end))
        .find(
          (k) =>
            k !== undefined &&
            k.section !== pc.section &&
            !organEvidences.some((e) => e.start < k.end && k.start < e.end),
        );
      // The Befund's account of the empty bed ("Pneumonektomiehöhle vollständig flüssigkeitsgefüllt") too.
      const quoted = [procedureEvidence, ...(again ? [clauseEvidence(text, again)] : []), ...organEvidences];
      const bed = clauses.find(
        (k) =>
          k.section === 'findings' &&
          r.bed.test(text.slice(k.start, k.end)) &&
          !quoted.some((e) => e.start < k.end && k.start < e.end),
      );
      drafts.push({
        category: 'other',
        text: `Nach ${r.name} (${quote(text, procedureEvidence)}) wird das Organ weiter beschrieben: ${quote(text, first)}.`,
        evidence: [
          procedureEvidence,
          ...(again ? [cover(clauseEvidence(text, again))] : []),
          ...(bed ? [clauseEvidence(text, bed)] : []),
          ...organEvidences,
        ],
      });
      return drafts;
    }
  }
  return drafts;
}
