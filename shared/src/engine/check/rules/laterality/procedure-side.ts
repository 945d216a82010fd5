/**
 * laterality: an intervention the Beurteilung puts on one side ("Komplikationslose CT-gesteuerte PRT
 * L5 links", "Punktion der Hüft-TEP rechts") where the Befund describes doing it only on the other
 * ("Nadelspitze im Foramen intervertebrale L5/S1 rechts", "Punktion der linken Hüft-TEP").
 */
import {
  type Annotated,
  type Clause,
  clauseEvidence,
  isPaired,
  opposite,
  type SideHit,
  type StructureHit,
  sentenceOf,
} from '../../annotate';
import { cover, type Draft, quote, SIDE_NAME } from '../../draft';
import { PROPOSED } from '../../lexicon';
import { PROCEDURE } from './mentions';

/** Therapeutic injections the lexicon of procedures does not name ("PRT L5", "periradikuläre Therapie"). */
const INFILTRATION =
  /periradikul|(?<!\p{L})PRT(?!\p{L})|facetten\p{L}*infiltration|gelenkinfiltration|ISG-Infiltration/iu;

/** A vessel named by its Latin name: the target of a selective intervention. */
const NAMED_VESSEL = /^(?:arteria|vena|a|v)\s/u;

/** Words that describe where an intervention was done: the needle, the access, what was injected or placed. */
const DONE_THERE =
  /nadel|punktion|punktiert|zugang|injektion|infiltration|applikation|eingebracht|platziert|platzierung|vorschub|sondierung|kanülierung/iu;

/** A vessel's access: its side is the way in, not the target. */
const ACCESS =
  /(?:punktion|zugang|schleuse)\s+(?:\p{L}+\s+){0,2}(?:a\.|arteria|v\.|vena|af[cs]|leiste)|(?<!\p{L})(?:crossover|cross-over)|(?<!\p{L})(?:retrograd|antegrad)/iu;

/**
 * The vertebrae of the levels and nerve roots annotate found ("PRT L5", "Foramen L5/S1", "Wurzel
 * L5"): a disc level is both its vertebrae ("L5/1" is L5 and S1).
 */
function vertebrae(structures: StructureHit[]): Set<string> {
  const out = new Set<string>();
  for (const s of structures) {
    if (s.family !== 'level' && s.family !== 'root') continue;
    const id = s.id.replace(/^(?:LEVEL|ROOT)-/u, '');
    const disc = /^([CTL])(\d{1,2})\/(\d{1,2})$/u.exec(id);
    if (!disc) {
      out.add(id);
      continue;
    }
    const letter = disc[1] as string;
    out.add(`${letter}${disc[2]}`);
    out.add(disc[3] === '1' && letter === 'L' ? 'S1' : `${letter}${disc[3]}`);
  }
  return out;
}

/** The clause's own side, left or right. */
function ownSide(c: Clause): SideHit | undefined {
  return c.sides.find((h) => h.side === 'left' || h.side === 'right');
}

/** Both name one vessel by its Latin name ("A. meningea media"). */
function sameVessel(u: Clause, b: Clause): boolean {
  const named = new Set(u.places.filter((p) => !p.embedded && NAMED_VESSEL.test(p.key)).map((p) => p.key));
  return b.places.some((p) => named.has(p.key));
}

/** Both name one paired organ, or one vertebra. */
function sameTarget(a: Annotated, u: Clause, b: Clause): boolean {
  const paired = new Set(u.structures.filter((s) => isPaired(s.id)).map((s) => s.id));
  if (b.structures.some((s) => paired.has(s.id))) return true;
  const uV = vertebrae(u.structures);
  return uV.size > 0 && [...vertebrae(sentenceOf(a, b).flatMap((x) => x.structures))].some((v) => uV.has(v));
}

export function findProcedureSide(a: Annotated, flaggedClauses: Set<number>): Draft[] {
  const { text, clauses } = a;
  const befund = clauses.filter((c) => c.section === 'findings');
  for (const u of clauses) {
    if (u.section !== 'impression' || flaggedClauses.has(u.index) || u.hedged) continue;
    const own = text.slice(u.start, u.end);
    // Cheap test first: most clauses name no intervention.
    if (!(PROCEDURE.test(own) || INFILTRATION.test(own)) || PROPOSED.test(own)) continue;
    const side = ownSide(u);
    if (!side) continue;
    // The Befund's clauses that describe doing it at the same target, with a side of their own.
    // Not a vessel's access ("Punktion der AFC rechts" for a PTA on the left): that side is the way in.
    const doneAt = (b: Clause, target: (u: Clause, b: Clause) => boolean) => {
      const bText = text.slice(b.start, b.end);
      return ownSide(b) && DONE_THERE.test(bText) && !ACCESS.test(bText) && target(u, b);
    };
    // Where the Befund does not say it, the Technik's account of a selective intervention in a named
    // vessel does ("Sondierung der A. meningea media re. mit Mikrokatheter").
    const inBefund = befund.filter((b) => doneAt(b, (x, y) => sameTarget(a, x, y)));
    const there =
      inBefund.length > 0
        ? inBefund
        : clauses.filter((t) => t.section === 'technique' && doneAt(t, sameVessel));
    const done = there[0];
    if (!done || there.some((b) => !opposite(ownSide(b)?.side, side.side))) continue;
    // The Befund describes the target on this side too ("Hochgradige Stenose der AFS links").
    const targetHere = befund.some(
      (b) => ownSide(b)?.side === side.side && b.findings.some((f) => !f.negated) && sameTarget(a, u, b),
    );
    if (targetHere) continue;
    flaggedClauses.add(u.index);
    const doneSide = ownSide(done) as SideHit;
    const be = cover(doneSide, clauseEvidence(text, done));
    const ue = cover(side, clauseEvidence(text, u));
    // The Technik's account of the intervention with its side is evidence too, whichever side it names.
    const planned = clauses
      .filter((t) => {
        const tText = text.slice(t.start, t.end);
        return (
          t !== done &&
          t.section === 'technique' &&
          ownSide(t) &&
          (PROCEDURE.test(tText) || INFILTRATION.test(tText) || DONE_THERE.test(tText)) &&
          sameTarget(a, u, t)
        );
      })
      .map((t) => cover(ownSide(t) as SideHit, clauseEvidence(text, t)));
    return [
      {
        category: 'laterality',
        text: `Seitenwiderspruch: Der Befund beschreibt den Eingriff ${quote(text, be)} (${SIDE_NAME[doneSide.side]}), die Beurteilung ${quote(text, ue)} (${SIDE_NAME[side.side]}).`,
        evidence: [...planned.slice(0, 1), be, ue],
      },
    ];
  }
  return [];
}
