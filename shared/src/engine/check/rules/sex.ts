/**
 * sex: organs of the other sex for the patient the text describes ("Patientin", "57-jährige",
 * "Frau" vs "Patient", "-jähriger", "Herr"), or organs of both sexes when the text does not say.
 * Organs said to be absent ("nicht abgrenzbar", "Z.n. Hysterektomie") do not count; an operation only
 * one sex can have does ("Z.n. Orchiektomie" for a "Patientin").
 */
import type { Annotated, Span } from '../annotate';
import { clauseEvidence } from '../annotate';
import { type Draft, quote } from '../draft';
import { SEX } from '../lexicon';

function spans(text: string, regex: RegExp): Span[] {
  return [...text.matchAll(regex)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Extend "57-jährige" to "57-jährige Patientin" so the evidence reads naturally. */
function cueEvidence(text: string, cue: Span): Span {
  const next = /^\s+(Patientin|Patient|Frau|Herr|Herrn|Mann)(?!\p{L})/u.exec(text.slice(cue.end));
  return next ? { start: cue.start, end: cue.end + next[0].length } : cue;
}

export function findSexContradictions(a: Annotated): Draft[] {
  const { text } = a;
  const female = spans(text, SEX.femaleCues);
  const male = spans(text, SEX.maleCues);
  // An operation on an organ only one sex has names that sex though the organ is gone ("Z.n. Orchiektomie").
  const clauseAt = (s: Span) => a.clauses.find((c) => s.start >= c.start && s.end <= c.end);
  const operated = (regex: RegExp) =>
    spans(text, regex)
      .map(clauseAt)
      .filter((c): c is NonNullable<typeof c> => c !== undefined);
  // ... the organ's own part of its clause, between commas ("Uterus atroph, Adnexe nicht abgrenzbar").
  const present = (regex: RegExp) =>
    spans(text, regex).flatMap((s) => {
      const c = clauseAt(s);
      if (!c) return [];
      const from = Math.max(c.start, text.lastIndexOf(',', s.start) + 1);
      const comma = text.indexOf(',', s.end);
      const to = comma < 0 || comma > c.end ? c.end : comma;
      return SEX.absent.test(text.slice(from, to)) ? [] : [c];
    });
  const unique = <T extends { index: number }>(cs: T[]) =>
    cs.filter((c, i) => cs.findIndex((d) => d.index === c.index) === i);
  const sex =
    female.length > 0 && male.length === 0
      ? 'female'
      : male.length > 0 && female.length === 0
        ? 'male'
        : 'unknown';
  // Only the organs the sex found asks about: each list is a scan of the whole report.
  const maleOrgans =
    sex === 'female' || sex === 'unknown'
      ? [...present(SEX.maleOrgans), ...operated(SEX.maleProcedures)]
      : [];
  // A pregnancy names a woman, but in a newborn's report ("Frühgeborener Junge, 31+2 SSW") the mother.
  const pregnant = () => (SEX.neonatal.test(text) ? [] : operated(SEX.pregnancy));
  const femaleOrgans =
    sex === 'male' || (sex === 'unknown' && maleOrgans.length > 0)
      ? [
          ...present(SEX.femaleOrgans),
          ...operated(SEX.femaleProcedures),
          ...(sex === 'male' ? pregnant() : []),
        ]
      : [];
  if (sex === 'female' && maleOrgans.length > 0) {
    const cue = cueEvidence(text, female[0] as Span);
    const organs = unique(maleOrgans).map((c) => clauseEvidence(text, c));
    return [
      {
        category: 'sex',
        text: `Geschlechtswiderspruch: ${quote(text, cue)}, aber männliche Organe beschrieben (${organs.map((o) => quote(text, o)).join(', ')}).`,
        evidence: [cue, ...organs],
      },
    ];
  }
  if (sex === 'male' && femaleOrgans.length > 0) {
    const cue = cueEvidence(text, male[0] as Span);
    const organs = unique(femaleOrgans).map((c) => clauseEvidence(text, c));
    return [
      {
        category: 'sex',
        text: `Geschlechtswiderspruch: ${quote(text, cue)}, aber weibliche Organe beschrieben (${organs.map((o) => quote(text, o)).join(', ')}).`,
        evidence: [cue, ...organs],
      },
    ];
  }
  if (sex === 'unknown' && femaleOrgans.length > 0 && maleOrgans.length > 0) {
    const f = clauseEvidence(text, femaleOrgans[0] as Span);
    const m = clauseEvidence(text, maleOrgans[0] as Span);
    return [
      {
        category: 'sex',
        text: `Geschlechtswiderspruch: Organe beider Geschlechter beschrieben (${quote(text, f)}, ${quote(text, m)}).`,
        evidence: [f, m],
      },
    ];
  }
  return [];
}
