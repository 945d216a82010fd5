/**
 * laterality: a lymph node the Beurteilung calls abnormal on one side at a station ("hiläre
 * Lymphknotenmetastase rechts") where the Befund describes an abnormal node only on the other
 * ("Vergrößerter Lymphknoten hilär links", "Rechts hilär keine vergrößerten Lymphknoten").
 */
import type { Annotated, Clause, Span } from '../../annotate';
import { clauseEvidence, sameSize, sentenceOf } from '../../annotate';
import { cover, type Draft, quote, SIDE_NAME } from '../../draft';
import { lymphNodeStations, recommends, stationCovers } from '../../lexicon';
import {
  NODE,
  NODE_ABNORMAL,
  NODE_DENIED,
  NODE_MALIGNANT_SIGNS,
  NODE_NORMAL,
  NODE_SIGNS,
} from '../../lymph-nodes';

/** A size given as the long axis. */
const LONG_AXIS = /^\s*(?:längs\p{L}*|long-axis)/iu;

interface NodeMention {
  clause: Clause;
  side: 'left' | 'right';
  sideSpan: Span;
  stations: Set<string>;
  abnormal: boolean;
}

/** Lymph node clauses of a section with their first left or right side and their stations. */
function nodeMentions(a: Annotated, section: 'findings' | 'impression'): NodeMention[] {
  const out: NodeMention[] = [];
  for (const c of a.clauses) {
    if (c.section !== section) continue;
    const own = a.text.slice(c.start, c.end);
    if (!NODE.test(own) || recommends(own)) continue;
    const sided = c.sides.filter((s) => s.side === 'left' || s.side === 'right');
    const hit = sided[0] ?? c.side;
    if (!hit || (hit.side !== 'left' && hit.side !== 'right')) continue;
    // The line's label names the station too ("Leiste rechts: rundlicher Lymphknoten").
    const lineStart = a.text.lastIndexOf('\n', c.start) + 1;
    const sentenceStart = sentenceOf(a, c)[0]?.start ?? c.start;
    // Stations with sides of their own, joined in one clause ("zervikal re. (31 → 14 mm) und axillär
    // li."), are each of its side: the stations named up to each side word.
    const joined = sided.every(
      (s, k) => k === 0 || c.joins.some((j) => j > (sided[k - 1] as Span).end && j < s.start),
    );
    let from = c.start;
    const parts =
      new Set(sided.map((s) => s.side)).size > 1 && joined
        ? sided.map((side) => {
            const stations = lymphNodeStations(a.text.slice(from, side.end));
            from = side.end;
            return { side, stations };
          })
        : [
            {
              side: hit,
              stations: lymphNodeStations(a.text.slice(Math.min(lineStart, sentenceStart), c.end)),
            },
          ];
    const named = parts.filter((p) => p.stations.size > 0);
    if (named.length === 0) continue;
    const abnormal = abnormalIn(a, c, own, sentenceStart);
    for (const { side, stations } of named)
      out.push({ clause: c, side: side.side as 'left' | 'right', sideSpan: side, stations, abnormal });
  }
  return out;
}

/** Whether a lymph node clause describes an abnormal node. */
function abnormalIn(a: Annotated, c: Clause, own: string, sentenceStart: number): boolean {
  const sentence = a.text.slice(sentenceStart, c.end);
  // A short axis of 10 mm or more is abnormal by itself; below it only a named sign makes it so.
  // ... the short axis, not a long one ("bis 15 mm Längsachse").
  const axes = a.measurements
    .filter((m) => m.clause === c.index && !m.prior && !LONG_AXIS.test(a.text.slice(m.end, m.end + 15)))
    .map((m) => Math.min(...m.dims));
  const large = axes.some((x) => x >= 10);
  const small = axes.length > 0 && !large;
  // Signs of malignancy make a small node abnormal too ("rundlicher Lymphknoten 12 x 7 mm ohne Fetthilus").
  return (
    !NODE_NORMAL.test(own) &&
    !NODE_DENIED.test(own) &&
    (NODE_ABNORMAL.test(own) ||
      large ||
      NODE_MALIGNANT_SIGNS.test(sentence) ||
      (NODE_SIGNS.test(sentence) && !small))
  );
}

const shareStation = (x: Set<string>, y: Set<string>) =>
  [...x].some((s) => [...y].some((t) => stationCovers(s, t) || stationCovers(t, s)));

export function findNodeSides(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const befund = nodeMentions(a, 'findings');
  if (befund.length === 0) return [];
  const drafts: Draft[] = [];
  const sizes = (c: Clause) => a.measurements.filter((m) => m.clause === c.index && !m.prior);
  // A node called benign is still that node where the Befund gives its size only on the other side
  // ("Reaktiver hilärer Lymphknoten rechts (13 mm)" for "hilärer Lymphknoten links 13 mm").
  const sameSized = (u: NodeMention, b: NodeMention) =>
    sizes(u.clause).some((x) => sizes(b.clause).some((y) => sameSize(x, y)));
  for (const u of nodeMentions(a, 'impression')) {
    if (flaggedClauses.has(u.clause.index)) continue;
    const there = befund.filter(
      (b) => (u.abnormal ? b.abnormal : sameSized(u, b)) && shareStation(u.stations, b.stations),
    );
    const other = there.find((b) => b.side !== u.side);
    if (!other || there.some((b) => b.side === u.side)) continue;
    flaggedClauses.add(u.clause.index);
    const be = cover(other.sideSpan, clauseEvidence(a.text, other.clause));
    const ue = cover(u.sideSpan, clauseEvidence(a.text, u.clause));
    drafts.push({
      category: 'laterality',
      text: `Seitenwiderspruch: Der Befund beschreibt ${quote(a.text, be)} (${SIDE_NAME[other.side]}), die Beurteilung ${quote(a.text, ue)} (${SIDE_NAME[u.side]}).`,
      evidence: [be, ue],
    });
  }
  return drafts;
}
