/**
 * other: counts that disagree. The Beurteilung counts what the Befund counted otherwise ("insgesamt
 * drei Stanzzylinder" vs "zwei Stanzzylinder", "zwei neue hypodense Läsionen" vs "drei neue
 * Lebermetastasen"), or a total is not the sum of its parts ("3 Schaftschrauben und 5
 * Verriegelungsschrauben, insgesamt 7 Schrauben"). A count is a number word or number before a
 * noun; the same thing is the same noun, the same finding, or a diagnosis of the lesions the Befund
 * counted. Quiet where the Befund gives that count too, or its counts add up to it ("zwei Zysten
 * links, eine rechts" for "drei Nierenzysten").
 */

import { parseNumberWord } from '../../text/german-numbers';
import {
  type Annotated,
  type Clause,
  familiesAgree,
  LESION_GROUPS,
  type StructureHit,
  sentenceOf,
  sentenceTextOf,
} from '../annotate';
import { type Draft, quote } from '../draft';

/** A count, up to three adjectives, the counted noun: "drei neue hypodense Läsionen", "3 Schrauben" (not "9 mm großen Konkrement"). */
const COUNT =
  /(?<![\p{L}\d,.])([Ee]ine[nmr]?|[Ee]in|[Zz]wei|[Dd]rei|[Vv]ier|[Ff]ünf|[Ss]echs|[Ss]ieben|[Aa]cht|[Nn]eun|[Zz]ehn|[Ee]lf|[Zz]wölf|\d{1,2})\s+((?:\p{Ll}[\p{L}-]*(?:e|en|er|es|em)\s+){0,3})(\p{Lu}[\p{L}\d-]*)/gu;

/** Words that make a count part of a larger one or of another time ("weitere", "zuvor"). */
const PARTIAL =
  /(?<!\p{L})(?:weitere[nrs]?|zusätzliche[nrs]?|übrige[nrs]?|davon|je|jeweils|bis\s+zu|zuvor|vorher|damals|initial)\s*$/iu;
const PARTIAL_WORDS = /(?<!\p{L})(?:weitere|zusätzlich|übrige|restlich)/iu;
/** A change of a count ("von zwei auf drei Herde"): neither is today's count alone. */
const CHANGE = /(?<!\p{L})(?:von|auf)\s*$/iu;
const TOTAL_BEFORE = /(?<!\p{L})(?:insgesamt|gesamt|zusammen)\s*$/iu;

/** Nouns that are units ("6 HE", "10 F", "1,5 T"), times or grades, not things counted. */
const NOT_COUNTED =
  /^(?:mm|cm|ml|Monat|Monaten|Monate|Woche|Wochen|Tag|Tage|Tagen|Jahr|Jahre|Jahren|Stunde|Stunden|Minute|Minuten|Zyklen|Zyklus|Ebenen|Phasen|Serien|Sequenzen|Mal|Grad|Punkte|Punkten|Segment|Segmente|Segmenten|Level|Uhr|Etagen|Etage|Seiten|Richtungen|Schichten|Ebene|Fraktionen|Sitzungen|Gy|HE|HU|Sv|MBq|GBq|MHz|Hz|T|F|Fr|G|Ch|French|IE)$/u;

interface Count {
  clause: Clause;
  n: number;
  start: number;
  end: number;
  noun: string;
  /** Finding ids and groups in the noun. */
  ids: Set<string>;
  groups: Set<string>;
  /** Called a total ("insgesamt 7 Schrauben"). */
  total: boolean;
}

function stem(noun: string): string {
  return noun.toLowerCase().replace(/(?:en|n|e|s|er)$/u, '');
}

function sameNoun(a: string, b: string): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y) return true;
  let k = 0;
  while (k < Math.min(x.length, y.length) && x[x.length - 1 - k] === y[y.length - 1 - k]) k++;
  return k >= 6;
}

/** Counts of the text, scanned once, each kept with the clause that holds it. */
function countsOf(a: Annotated): Count[] {
  const { text } = a;
  const out: Count[] = [];
  let k = 0;
  for (const m of text.matchAll(COUNT)) {
    const noun = m[3] as string;
    if (NOT_COUNTED.test(noun)) continue;
    const start = m.index;
    const end = start + m[0].length;
    while (k < a.clauses.length && (a.clauses[k] as Clause).end < end) k++;
    const clause = a.clauses[k];
    if (!clause || start < clause.start) continue;
    // A comparison sentence counts today's findings too where it says so ("Neu gegenüber der
    // Voruntersuchung zwei T2-Läsionen", "Im Vergleich zur Voraufnahme jetzt insgesamt zwei Drainagen").
    if (clause.hedged || (clause.sentencePastCue && !NOW.test(sentenceTextOf(a, clause)))) continue;
    const before = text.slice(Math.max(clause.start, start - 20), start);
    if (PARTIAL.test(before) || PARTIAL_WORDS.test(m[2] ?? '')) continue;
    // "von zwei auf drei Herde", "auf drei Herde": a change, not a count of today alone (a number
    // followed by "auf" is no count: COUNT wants adjectives or the noun after it).
    const changedTo = /(?<!\p{L})auf\s/u.test(
      text.slice(end - noun.length - 12, Math.min(clause.end, end + 30)),
    );
    if (CHANGE.test(before) && (changedTo || /auf\s*$/u.test(before))) continue;
    const word = m[1] as string;
    const n = /^ein/iu.test(word) ? 1 : (parseNumberWord(word) ?? Number(word));
    if (!(n >= 1 && n <= 20)) continue;
    const nounStart = end - noun.length;
    const inNoun = clause.findings.filter((f) => !f.negated && f.start >= nounStart && f.end <= end);
    out.push({
      clause,
      n,
      start,
      end,
      noun,
      ids: new Set(inNoun.map((f) => f.id)),
      groups: new Set(inNoun.map((f) => f.group)),
      total: TOTAL_BEFORE.test(before),
    });
  }
  return out;
}

const NOW = /(?<!\p{L})(?:neu\p{L}*|jetzt|aktuell|nun|derzeit)(?!\p{L})/iu;

const GENERIC = new Set(['herd', 'rundherd', 'raumforderung']);
/** Findings counted under either name: a fresh infarct is seen as a diffusion restriction. */
const COUNTED_ALIKE = [new Set(['ischaemie', 'diffusionsstoerung'])];

/** Both count the same thing: the same noun, the same finding, or a diagnosis of counted lesions. */
function sameThing(u: Count, b: Count): boolean {
  if (sameNoun(u.noun, b.noun)) return true;
  if ([...u.ids].some((id) => b.ids.has(id))) return true;
  if (COUNTED_ALIKE.some((set) => [...u.ids].some((x) => set.has(x)) && [...b.ids].some((y) => set.has(y))))
    return true;
  return [...b.ids].some((id) => GENERIC.has(id)) && [...u.groups].some((g) => LESION_GROUPS.has(g));
}

/** No clash of levels, and a shared organ where both name one: counts may spread over one organ's places. */
function samePlace(x: StructureHit[], y: StructureHit[]): boolean {
  if (!familiesAgree(x, y)) return false;
  const ox = x.filter((s) => !s.family).map((s) => s.id);
  const oy = new Set(y.filter((s) => !s.family).map((s) => s.id));
  return ox.length === 0 || oy.size === 0 || ox.some((id) => oy.has(id));
}

function conflict(text: string, b: Count, u: Count, lead: string): Draft {
  return {
    category: 'other',
    text: `Anzahl widersprüchlich: ${lead} ${quote(text, b)}, aber ${quote(text, u)}.`,
    evidence: [
      { start: b.start, end: b.end },
      { start: u.start, end: u.end },
    ],
  };
}

export function findCountContradictions(a: Annotated): Draft[] {
  const { text } = a;
  const counts = countsOf(a);
  const befund = counts.filter((c) => c.clause.section === 'findings' || c.clause.section === 'technique');
  if (befund.length === 0) return [];
  const drafts: Draft[] = [];
  for (const t of befund.filter((c) => c.total && c.n >= 2)) {
    const parts = befund.filter(
      (b) =>
        b !== t && b.clause.sentence === t.clause.sentence && b.start < t.start && sameNoun(b.noun, t.noun),
    );
    const sum = parts.reduce((n, b) => n + b.n, 0);
    if (parts.length >= 2 && sum !== t.n) drafts.push(conflict(text, parts[0] as Count, t, 'die Teile'));
  }
  for (const u of counts.filter((c) => c.clause.section === 'impression')) {
    const same = befund.filter(
      (b) =>
        sameThing(u, b) &&
        samePlace(
          sentenceOf(a, u.clause).flatMap((c) => c.context),
          sentenceOf(a, b.clause).flatMap((c) => c.context),
        ),
    );
    if (same.length === 0) continue;
    // "eine Zyste" counts toward a sum only: an article is too weak a count to contradict.
    const total = same.reduce((sum, b) => sum + b.n, 0);
    const counted = same.filter((b) => b.n >= 2);
    if (u.n < 2 || counted.length === 0 || same.some((b) => b.n === u.n) || total === u.n) continue;
    drafts.push(conflict(text, counted[0] as Count, u, 'der Befund nennt'));
  }
  return drafts;
}
