/**
 * other: dates that cannot be. A comparison exam of what an operation made ("Vergleich mit der
 * postoperativen Voruntersuchung vom 03.04.2024", "Transplantat ... im Vergleich zur Voruntersuchung
 * vom 02.05.2023") dated before that operation ("Karotis-TEA links am 12.05.2024", "NTX am 14.06.2023").
 */
import { type Annotated, type Clause, type Span, sentenceOf } from '../annotate';
import { type Draft, quote } from '../draft';

/** "12.05.2024", "1.6.23", "06/2023": as a comparable number (year, month, day). */
const DATE = /(?<![\d.])(?:(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})|(\d{1,2})\/(\d{4}))(?![\d.]*\d)/gu;

const PROCEDURE =
  /(?<!\p{L})(?:\p{L}*TEA|NTX|NTx|\p{L}*transplantation|transplantiert|Lebendspende|Operation|operiert|OP|\p{L}*ektomie|Implantation|implantiert|\p{L}*resektion|reseziert|\p{L}*osteosynthese|\p{L}*-?TEP|\p{L}*prothese|Bypass\p{L}*|EVAR|TEVAR|Stentimplantation)(?!\p{L})/u;

/** A comparison exam that shows the operation's result. */
const AFTER_PROCEDURE =
  /(?<!\p{L})(?:postoperativ\p{L}*|Transplantat\p{L}*|nach\s+(?:der\s+)?(?:OP|Operation|Implantation|Transplantation)|Prothese\p{L}*|Stent\p{L}*|Bypass\p{L}*)(?!\p{L})/u;
const COMPARISON =
  /(?<!\p{L})(?:Vorunters\p{L}*|Voraufnahme\p{L}*|Vergleich\p{L}*|Vorbefund\p{L}*|VU)(?!\p{L})/u;

interface Dated extends Span {
  value: number;
  /** The value counts months only ("06/2023"). */
  monthOnly: boolean;
}

function datesIn(text: string, from: number, to: number): Dated[] {
  const out: Dated[] = [];
  for (const m of text.slice(from, to).matchAll(DATE)) {
    const start = from + m.index;
    const monthOnly = m[4] !== undefined;
    const day = monthOnly ? 0 : Number(m[1]);
    const month = Number(monthOnly ? m[4] : m[2]);
    let year = Number(monthOnly ? m[5] : m[3]);
    if (year < 100) year += 2000;
    if (month < 1 || month > 12 || day > 31) continue;
    out.push({ start, end: start + m[0].length, value: year * 10000 + month * 100 + day, monthOnly });
  }
  return out;
}

function sentenceSpan(a: Annotated, c: Clause): Span {
  const sentence = sentenceOf(a, c);
  return { start: (sentence[0] as Clause).start, end: (sentence[sentence.length - 1] as Clause).end };
}

export function findDateContradictions(a: Annotated): Draft[] {
  const { text } = a;
  if (!/\d\.\d{1,2}\.\d|\d\/\d{4}/u.test(text)) return [];
  const seen = new Set<number>();
  const procedures: Dated[] = [];
  const comparisons: Dated[] = [];
  for (const c of a.clauses) {
    if (seen.has(c.sentence)) continue;
    seen.add(c.sentence);
    const s = sentenceSpan(a, c);
    const sentence = text.slice(s.start, s.end);
    const dates = datesIn(text, s.start, s.end);
    if (dates.length === 0) continue;
    if (COMPARISON.test(sentence) && AFTER_PROCEDURE.test(sentence)) comparisons.push(...dates);
    // An operation's date is in the clause that names it ("Sentinel-Lymphonodektomie 06/2024, Radiatio
    // abgeschlossen 11/2024": the radiotherapy's date is no operation's).
    else if (PROCEDURE.test(sentence))
      for (const k of sentenceOf(a, c))
        if (PROCEDURE.test(text.slice(k.start, k.end))) procedures.push(...datesIn(text, k.start, k.end));
  }
  for (const p of procedures) {
    const before = comparisons.find((d) =>
      d.monthOnly || p.monthOnly ? Math.floor(d.value / 100) < Math.floor(p.value / 100) : d.value < p.value,
    );
    if (!before) continue;
    const pe = { start: Math.max(0, p.start - 24), end: p.end };
    const ce = { start: Math.max(0, before.start - 24), end: before.end };
    const trim = (span: Span) => ({ start: text.indexOf(' ', span.start) + 1 || span.start, end: span.end });
    const [ps, cs] = [trim(pe), trim(ce)];
    return [
      {
        category: 'other',
        text: `Datum widersprüchlich: Die Untersuchung nach dem Eingriff (${quote(text, cs)}) liegt vor dem Eingriff (${quote(text, ps)}).`,
        evidence: [ps, cs],
      },
    ];
  }
  return [];
}
