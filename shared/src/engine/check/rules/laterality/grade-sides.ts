/**
 * laterality: a grade or type the Beurteilung gives on one side ("Hüftdysplasie rechts, Typ IIc
 * nach Graf", "BI-RADS 4 links") where the Befund gives that very grade only on the other side
 * ("Linke Hüfte: ... Typ IIc stabil"; the right hip is "Typ Ia"), a degree the Befund gives the
 * other side ("hochgradig" rechts, "leicht" links), or a course ("progredient" rechts, "stationär" links).
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  contextOf,
  isLineLabel,
  opposite,
  type SideHit,
  type Span,
  sentenceOf,
  sideOf,
  structuresCompatible,
  wordAround,
} from '../../annotate';
import { cover, type Draft, quote, SIDE_NAME } from '../../draft';
import { recommends } from '../../lexicon';
import { placeCovers } from '../../places';

/** A classification and its value: "Typ IIc", "Grad III", "BI-RADS 4", "Bosniak IIF", "PI-RADS 5". */
const GRADE =
  /(?<!\p{L})(typ|grad|bi-?rads|pi-?rads|ti-?rads|bosniak|kellgren(?:-lawrence)?|modic(?:\s+typ)?|meyerding|outerbridge|icrs)\s*(?:-\s*)?((?:I{1,3}|IV|V|VI)[a-d]?(?:F)?|[0-6][a-c]?)(?![\p{L}\d])/giu;

/** Systems named by a general word ("Typ", "Grad"): the grades must speak of one organ or finding. */
const GENERAL = new Set(['typ', 'grad']);

interface Grade {
  clause: Clause;
  key: string;
  general: boolean;
  side: SideHit;
}

function gradesOf(a: Annotated, section: 'findings' | 'impression'): Grade[] {
  const out: Grade[] = [];
  for (const c of a.clauses) {
    if (c.section !== section) continue;
    const own = a.text.slice(c.start, c.end);
    // Cheap test first: most clauses grade nothing.
    if (!/typ|grad|rads|bosniak|kellgren|modic|meyerding|outerbridge|icrs/iu.test(own)) continue;
    if (section === 'impression' && recommends(own)) continue;
    for (const m of own.matchAll(GRADE)) {
      const span = { start: c.start + m.index, end: c.start + m.index + m[0].length };
      const side = sideOf(c, span);
      if (!side) continue;
      const system = (m[1] as string).toLowerCase().replace(/[-\s]/gu, '').replace(/typ$/u, '');
      out.push({
        clause: c,
        key: `${system}:${(m[2] as string).toUpperCase()}`,
        general: GENERAL.has(system),
        side,
      });
    }
  }
  return out;
}

/** Both grades speak of one thing: a named system, or a general word at one organ or finding. */
function sameSubject(a: Annotated, u: Grade, b: Grade): boolean {
  if (!u.general) return true;
  const uc = u.clause;
  const bc = b.clause;
  const groups = new Set(uc.findings.map((f) => f.group));
  if (bc.findings.some((f) => groups.has(f.group))) return true;
  const uOrgan = contextOf(a, uc);
  const bOrgan = contextOf(a, bc);
  return uOrgan.length > 0 && bOrgan.length > 0 && structuresCompatible(uOrgan, bOrgan, true);
}

/** The grade's clause with its side; a side from an earlier clause ("Linke Hüfte: ... Typ IIc") is quoted in its own clause. */
function evidenceOf(a: Annotated, g: Grade): Span[] {
  const own = clauseEvidence(a.text, g.clause);
  if (g.side.start >= g.clause.start && g.side.end <= g.clause.end) return [cover(g.side, own)];
  const sideClause = a.clauses.find((c) => c.start <= g.side.start && g.side.end <= c.end);
  return sideClause ? [clauseEvidence(a.text, sideClause), own] : [cover(g.side, own)];
}

export function findGradeSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const befund = gradesOf(a, 'findings');
  if (befund.length === 0) return findSeveritySides(a, flaggedClauses);
  const { text } = a;
  const drafts: Draft[] = [];
  for (const u of gradesOf(a, 'impression')) {
    const side = u.side.side;
    if ((side !== 'left' && side !== 'right') || flaggedClauses.has(u.clause.index) || u.clause.hedged)
      continue;
    const same = befund.filter((b) => b.key === u.key && sameSubject(a, u, b));
    if (same.some((b) => b.side.side === side || b.side.side === 'both')) continue;
    const other = same.find((b) => opposite(b.side.side, side));
    if (!other) continue;
    flaggedClauses.add(u.clause.index);
    const be = evidenceOf(a, other);
    const ue = evidenceOf(a, u);
    const quoted = (spans: Span[]) => spans.map((x) => quote(text, x)).join(' … ');
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Der Befund gibt ${quoted(be)} (${SIDE_NAME[other.side.side]}) an, die Beurteilung ${quoted(ue)} (${SIDE_NAME[side]}).`,
      evidence: [...be, ...ue],
    });
  }
  return drafts.length > 0 ? drafts : findSeveritySides(a, flaggedClauses);
}

/** Degree words before a finding's word ("hochgradige Foramenstenose", "leicht eingeengt"). */
const SEVERITY =
  /(?<!\p{L})(?:(hochgradig|höchstgradig|schwer|massiv|ausgeprägt)|(leicht|gering|geringgradig|leichtgradig|diskret|mild|minimal))\p{L}*\s+(?:[\p{L}-]+\s+)?$/iu;

interface Severity {
  clause: Clause;
  group: string;
  high: boolean;
  side: SideHit;
}

function severitiesOf(a: Annotated, section: 'findings' | 'impression'): Severity[] {
  const out: Severity[] = [];
  for (const c of a.clauses) {
    if (c.section !== section || c.hedged) continue;
    for (const f of c.findings) {
      if (f.negated || f.past) continue;
      const word = wordAround(a.text, f).start;
      const m = SEVERITY.exec(a.text.slice(Math.max(c.start, word - 40), word));
      const side = m ? sideOf(c, f) : null;
      if (!m || !side) continue;
      out.push({ clause: c, group: f.group, high: m[1] !== undefined, side });
    }
  }
  return out;
}

/**
 * The Befund grades one finding high on one side and low on the other ("Hochgradige Foramenstenose
 * rechts", "Linkes Neuroforamen leicht eingeengt"); the Beurteilung gives the high grade to the low
 * side ("hochgradige Neuroforamenstenose links"): the sides are swapped.
 */
function findSeveritySides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const befund = severitiesOf(a, 'findings');
  if (befund.length < 2) return [];
  const { text } = a;
  for (const u of severitiesOf(a, 'impression')) {
    const side = u.side.side;
    if ((side !== 'left' && side !== 'right') || flaggedClauses.has(u.clause.index)) continue;
    if (recommends(text.slice(u.clause.start, u.clause.end))) continue;
    const same = befund.filter((b) => b.group === u.group);
    const here = same.filter((b) => b.side.side === side || b.side.side === 'both');
    const other = same.find((b) => b.high === u.high && opposite(b.side.side, side));
    if (!other || here.length === 0 || here.some((b) => b.high === u.high)) continue;
    flaggedClauses.add(u.clause.index);
    return [sidesSwapped(text, other, u)];
  }
  return [];
}

/** The Befund's clause on one side against the Beurteilung's on the other, each quoted from its side word. */
function sidesSwapped(
  text: string,
  befund: { clause: Clause; side: SideHit },
  impression: { clause: Clause; side: SideHit },
): Draft {
  const be = cover(befund.side, clauseEvidence(text, befund.clause));
  const ue = cover(impression.side, clauseEvidence(text, impression.clause));
  return {
    category: 'laterality',
    text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, be)} (${SIDE_NAME[befund.side.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[impression.side.side]}).`,
    evidence: [be, ue],
  };
}

/** A course word: worse ("progredient", "Progress", "zunehmend") or not ("stabil", "stationär", "regredient"). */
const COURSE =
  /(?<!\p{L})(?:(progredien\p{L}*|progress\p{L}*|progredienz|zunehmend\p{L}*|zunahme)|(stabil\p{L}*|stationär\p{L}*|konstant\p{L}*|unverändert\p{L}*|regredient\p{L}*|rückläufig\p{L}*))(?!\p{L})/iu;

interface Course {
  clause: Clause;
  worse: boolean;
  side: SideHit;
}

/** Clauses of a section that give a course with a side of their own ("rechts ... leicht progredient", "links stationär"). */
function coursesOf(a: Annotated, section: 'findings' | 'impression'): Course[] {
  const out: Course[] = [];
  for (const c of a.clauses) {
    if (c.section !== section || c.hedged) continue;
    const m = COURSE.exec(a.text.slice(c.start, c.end));
    if (!m) continue;
    const side =
      c.sides.find((h) => h.side === 'left' || h.side === 'right') ??
      (sideLabelled(a, c) ? c.side : undefined);
    if (side) out.push({ clause: c, worse: m[1] !== undefined, side });
  }
  return out;
}

/** A bare side label opens the clause's line ("Re.: medialer Gelenkspalt jetzt aufgehoben"). */
const SIDE_LABEL = /^(?:re\.?|li\.?|rechts|links)$/iu;
function sideLabelled(a: Annotated, c: Clause): boolean {
  // The line's first clause: clauses run in text order, so it is the earliest one back on this line.
  let first = c;
  while (first.index > 0 && (a.clauses[first.index - 1] as Clause).line === c.line)
    first = a.clauses[first.index - 1] as Clause;
  return isLineLabel(a.text, first) && SIDE_LABEL.test(a.text.slice(first.start, first.end));
}

/** Two courses compared side by side: in one sentence, or on the labelled lines of the two sides. */
function sideBySide(a: Annotated, x: Clause, y: Clause): boolean {
  return (
    x.sentence === y.sentence || (Math.abs(x.line - y.line) === 1 && sideLabelled(a, x) && sideLabelled(a, y))
  );
}

/**
 * The Befund gives one course on one side and another on the other in one sentence ("rechts
 * gegenüber 10/2023 leicht progredient, links stationär"); the Beurteilung gives the course to the
 * other side ("leichter Progress im linken Unterlappen, rechts stabil"): the sides are swapped.
 */
export function findCourseSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const befund = coursesOf(a, 'findings');
  if (befund.length < 2) return [];
  const { text } = a;
  for (const u of coursesOf(a, 'impression')) {
    const side = u.side.side;
    if (flaggedClauses.has(u.clause.index) || recommends(text.slice(u.clause.start, u.clause.end))) continue;
    if (befund.some((b) => b.worse === u.worse && b.side.side === side)) continue;
    const other = befund.find(
      (b) =>
        b.worse === u.worse &&
        opposite(b.side.side, side) &&
        befund.some((h) => h.worse !== u.worse && h.side.side === side && sideBySide(a, h.clause, b.clause)),
    );
    if (!other) continue;
    // ... of one thing: the places both sentences name meet.
    const places = (c: Clause) => sentenceOf(a, c).flatMap((k) => k.places);
    if (placeCovers(places(other.clause), places(u.clause)) === false) continue;
    flaggedClauses.add(u.clause.index);
    return [sidesSwapped(text, other, u)];
  }
  return [];
}
