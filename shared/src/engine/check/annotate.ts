/**
 * Turns a plain-text report into sections, sentences and clauses with located anatomy, findings
 * (with polarity), sides and measurements. Every rule family reads this one annotation.
 */

import { isAbbreviation } from '../text/tokens';
import {
  FINDING_GLOBAL,
  FINDING_GROUP,
  FINDING_SCAN,
  FINDING_SCANNER,
  LEVEL_REGEX,
  NEGATION,
  PAST_CUES,
  SECTION_LABELS,
  SEGMENT_REGEX,
  type SectionKind,
  SIDE_PATTERNS,
  SIDE_SCANNER,
  type Side,
  STRUCTURE_BY_ID,
  STRUCTURE_SCANNER,
  STRUCTURES,
  TIME_CUES,
} from './lexicon';
import { numberedStructures } from './numbered-structures';
import { findOpenFindings } from './open-findings';
import { GENERIC_PARTS, type PlaceHit, placeCovers, placesOf } from './places';

export interface Span {
  start: number;
  end: number;
}

export interface StructureHit extends Span {
  id: string;
  /** One of EXCLUSIVE_FAMILIES for structures whose members exclude each other. */
  family?: string;
  /** Part of a finding's compound ("Pleuraerguss"): locates that finding only, not its neighbours. */
  embedded?: boolean;
}

export interface FindingHit extends Span {
  id: string;
  group: string;
  global: boolean;
  negated: boolean;
  /** Start of the negation cue, for evidence ("Keine ... Infiltrate"). */
  cueStart: number;
  hedged: boolean;
  /** A finding of the past ("alte, verheilte Fraktur"): not today's, compared with nothing. */
  past: boolean;
  /** Narrowing words before the finding ("keine neuen Herde"). */
  qualifiers: string[];
  clause: number;
}

export interface SideHit extends Span {
  side: Side;
}

export interface Measurement extends Span {
  /** Dimensions in mm, largest first. */
  dims: number[];
  /** Half of the last stated digit, in mm: "2 cm" is +-5 mm, "2,3 cm" +-0,5 mm. */
  tolerance: number;
  clause: number;
  /** A prior exam's value ("(Voruntersuchung 5,2 cm)", "zuvor 7 mm", "von 12 auf 15 mm": the 12). */
  prior: boolean;
  /** A change, not a size ("Zunahme um 4 mm"). */
  delta: boolean;
  /** A threshold or reference value, not a size ("ab 10 mm", "Grenzwert 7 mm", "bis 6 mm normal"). */
  threshold: boolean;
}

/** A size of today: not a prior exam's value, a change or a threshold. */
export function isCurrent(m: Measurement): boolean {
  return !m.prior && !m.delta && !m.threshold;
}

export interface Clause extends Span {
  index: number;
  section: SectionKind | 'none';
  sentence: number;
  line: number;
  structures: StructureHit[];
  findings: FindingHit[];
  sides: SideHit[];
  /** Starts of the coordinators ("und", "sowie", "oder") that join parts of the clause. */
  joins: number[];
  /** Side words of a past operation named in the clause ("nach Z.n. Osteosynthese rechts"), with where that operation starts. */
  pastSides: { from: number; side: SideHit }[];
  /** End of the words before a clause's third word (after a list number): a side there speaks for the whole clause. */
  opening: number;
  /** Side of the clause: its own side words, else inherited within the sentence or the line label. */
  side: SideHit | null;
  /** Own structures, else those of the nearest earlier clause of the sentence, else the line label's. */
  context: StructureHit[];
  hedged: boolean;
  /** The clause puts a size into time ("Voraufnahme 12 mm"). */
  timeCue: boolean;
  /** The clause's sentence does ("größenprogredient ... zuvor"). */
  sentenceTimeCue: boolean;
  /** The sentence dates a state to the past ("zuvor", "Voraufnahme", "Rückbildung"), not only a change ("regredient"). */
  sentencePastCue: boolean;
  /** A clause that ends in "unauffällig", "regelrecht", "ohne Befund" ...: its own structures are normal. */
  normal: boolean;
  /** Anatomical places the clause names (places.ts), else those of the nearest earlier clause of the sentence. */
  places: PlaceHit[];
}

export interface Annotated {
  text: string;
  clauses: Clause[];
  /** The clauses of each sentence, by sentence number. */
  sentences: Clause[][];
  findings: FindingHit[];
  /** Findings the lexicon lacks, learnt from what the report negates (open-findings.ts): for the negation rule only. */
  openFindings: FindingHit[];
  measurements: Measurement[];
  hasSections: boolean;
}

function collect(text: string, regex: RegExp): Span[] {
  const spans: Span[] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

/** A prefix that puts a place next to a structure, not in it: "prävesikal", "infrarenal", "pararenal". */
const BESIDE = /(?<![\p{L}])(?:prä|para|peri|retro|supra|infra|juxta|extra)$/iu;

/** A structure named in a measure's compound is a landmark of it: "Kapsel-Knochen-Abstand", "Akromion-Humerus-Abstand". */
const MEASURE_NAME_AFTER =
  /^\p{L}*-(?:\p{L}+-)*(?:abstand|distanz|winkel|index|verhältnis|quotient)(?!\p{L})/iu;

/** A contrast phase named after a vessel: "portalvenös hypodense Läsion" is seen in that phase, not in the vein. */
const PHASE_WORD = /^(?:portalvenös|arteriell)\p{L}*$/iu;
const PHASE_AFTER = /^\s+(?:hypo|hyper|iso|kontrastiert|\p{L}*anreicher|\p{L}*(?:ausgewaschen|wash))/iu;

const LUNG_BEFORE = /(?:lappen|lunge|pulmo)[^.]*$/iu;

const SIDE_AFTER = /^\s+(?:rechts|links|re\.|li\.)/iu;

/** The lobe a lung segment lies in: 1 to 3 upper, 4 and 5 middle (on the left the lingula, of the upper lobe), 6 to 10 lower. */
function lobeOfSegment(n: number, after: string): string {
  if (n <= 3) return 'oberlappen';
  if (n <= 5) return /^\s+(?:links|li\.)/iu.test(after) ? 'oberlappen' : 'mittellappen';
  return 'unterlappen';
}

/** "8" and "VIII", "4a" and "IVa" are one segment. */
function romanSegment(name: string): string {
  const arabic = /^([1-8])([ab]?)$/iu.exec(name);
  return (arabic ? `${ROMAN[Number(arabic[1]) - 1]}${arabic[2]}` : name).toUpperCase();
}

/** A vessel's adjective that names a contrast phase ("portalvenös hypodense Läsion"). */
function namesPhase(text: string, hit: Span): boolean {
  const word = wordAround(text, hit);
  return (
    PHASE_WORD.test(text.slice(word.start, word.end)) && PHASE_AFTER.test(text.slice(word.end, word.end + 40))
  );
}

function findStructures(text: string): StructureHit[] {
  const hits: StructureHit[] = STRUCTURE_SCANNER.scan(text)
    .filter(
      (h) =>
        !BESIDE.test(text.slice(Math.max(0, h.start - 6), h.start)) &&
        !MEASURE_NAME_AFTER.test(text.slice(h.end, h.end + 30)) &&
        !namesPhase(text, h),
    )
    .map((h) => ({
      start: h.start,
      end: h.end,
      id: (STRUCTURES[h.entry] as (typeof STRUCTURES)[number]).id,
    }));
  for (const m of text.matchAll(SEGMENT_REGEX)) {
    // "Unterlappen, Segment 6" is a lung segment; lungs number theirs in Arabic too. One with a side
    // and no lobe ("Rundherd im Segment 6 rechts") names the lobe it lies in.
    const end = m.index + m[0].length;
    if (/^\d/.test(m[1] ?? '') && LUNG_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    if (/^\d/.test(m[1] ?? '') && SIDE_AFTER.test(text.slice(end, end + 8))) {
      hits.push({
        start: m.index,
        end,
        id: lobeOfSegment(Number.parseInt(m[1] as string, 10), text.slice(end, end + 8)),
      });
      continue;
    }
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      id: `segment-${romanSegment(m[1] ?? '')}`,
      family: 'segment',
    });
  }
  for (const m of text.matchAll(LEVEL_REGEX)) {
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      // "L4/L5" is "L4/5".
      id: `level-${m[1]}/${(m[2] as string).replace(/^\p{L}/u, '')}`.toUpperCase(),
      family: 'level',
    });
  }
  // Cheap tests first: most reports name no nodal level and no disc by its vertebrae.
  const nodal = text.includes('Level') ? text.matchAll(NODAL_LEVEL) : [];
  for (const m of nodal) {
    for (const id of nodalLevels(m))
      hits.push({ start: m.index, end: m.index + m[0].length, id, family: 'nodal' });
  }
  // Disc levels named by their vertebrae: "LWK 3/4", "HWK 5/6", "LWK 5/SWK 1".
  const discs = text.includes('WK') ? text.matchAll(DISC_BY_BODIES) : [];
  for (const m of discs) {
    // The lower vertebra by its number only, as for "L5/S1" (level-L5/1).
    const prefix = BODY_PREFIX[m[1] as string] as string;
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      id: `level-${prefix}${m[2]}/${m[4]}`.toUpperCase(),
      family: 'level',
    });
  }
  // A slip of one vertebra against the next is their segment: "Ventrolisthesis LWK 5 gegenüber SWK 1" is L5/S1.
  const slips = text.includes('gegen') ? text.matchAll(SLIP_BETWEEN) : [];
  for (const m of slips) {
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      id: `level-${BODY_PREFIX[m[1] as string]}${m[2]}/${m[3]}`.toUpperCase(),
      family: 'level',
    });
  }
  for (const m of text.matchAll(BODY_LEVEL)) {
    // "Nervenwurzel L5", "L5-Wurzel": a nerve root, not the vertebra; roots of other numbers are
    // other roots ("Wurzel L4 nicht bedrängt" beside "Kompression der Wurzel L5").
    const root =
      /wurzel\s*$/iu.test(text.slice(Math.max(0, m.index - 8), m.index)) ||
      /^-?\s*wurzel/iu.test(text.slice(m.index + m[0].length));
    for (const id of bodyLevels(m))
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        id: root ? `ROOT-${id.slice(id.indexOf('-') + 1).toUpperCase()}` : id.toUpperCase(),
        family: root ? 'root' : 'level',
      });
  }
  hits.push(...numberedStructures(text));
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Vertebral bodies and their ranges: "C2", "HWK 3 bis 7", "C4 bis C6", "LWK 1", "Th12"; the dens is
 * C2, the atlas C1, "BWS" all thoracic vertebrae. Not "T2" (an MRI weighting) and not disc levels ("L4/5").
 */
const BODY_LEVEL =
  /(?<![\p{L}\d/])(?:(HWK|BWK|LWK|Th|[CL])\s?(\d{1,2})(?:\s*(?:bis|-|–)\s*(HWK|BWK|LWK|SWK|Th|[CLS])?\s?(\d{1,2}))?(?![\d/]|,\d|\p{L})|(Dens(?!it)\p{L}*|Atlas\p{L}*)|(HWS|BWS|LWS|Halswirbelsäule|Brustwirbelsäule|Lendenwirbelsäule)(?!\p{L}))/gu;
const DISC_BY_BODIES = /(?<![\p{L}\d])(HWK|BWK|LWK)\s?(\d{1,2})\s?\/\s?(SWK\s?)?(\d{1,2})(?!\d)/gu;
const SLIP_BETWEEN =
  /(?<![\p{L}\d])(HWK|BWK|LWK|Th|[CL])\s?(\d{1,2})\s+gegen(?:über)?\s+(?:HWK|BWK|LWK|SWK|Th|[CLS])\s?(\d{1,2})(?!\d)/gu;
const BODY_PREFIX: Record<string, string> = { HWK: 'C', BWK: 'T', LWK: 'L', Th: 'T', C: 'C', L: 'L' };

/** Level ids of a vertebral body match: each body of a range and the discs between them. */
function bodyLevels(m: RegExpMatchArray): string[] {
  if (m[5]) return [/^Dens/u.test(m[5]) ? 'level-C2' : 'level-C1'];
  // A segment of the spine is all its vertebrae: "BWS: Keine Fraktur" says nothing of LWK 1.
  if (m[6]) {
    const [prefix, last] = /^(?:HWS|Hals)/u.test(m[6])
      ? ['C', 7]
      : /^(?:BWS|Brust)/u.test(m[6])
        ? ['T', 12]
        : ['L', 5];
    return Array.from({ length: last as number }, (_, k) => `level-${prefix}${k + 1}`);
  }
  const prefix = BODY_PREFIX[m[1] as string] as string;
  const from = Number(m[2]);
  // "L4 bis S1": the lumbar vertebrae from L4 and the disc L5/S1.
  const sacral = prefix === 'L' && /^S/u.test(m[3] ?? '');
  const to = sacral ? 5 : m[4] ? Number(m[4]) : from;
  if (to < from || to - from > 12) return [`level-${prefix}${from}`];
  const ids: string[] = [];
  for (let k = from; k <= to; k++) {
    ids.push(`level-${prefix}${k}`);
    if (k < to) ids.push(`level-${prefix}${k}/${k + 1}`);
  }
  if (sacral) ids.push('level-L5/1');
  return ids;
}

/** Cervical lymph node levels and their ranges: "Level III", "Level II bis IV", "Level VI". */
const NODAL_LEVEL =
  /(?<!\p{L})Level\s+(VII|VI|IV|V|I{1,3})[ab]?(?:\s*(?:bis|-|–)\s*(VII|VI|IV|V|I{1,3})(?![\p{L}]))?(?![\p{L}])/gu;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

function nodalLevels(m: RegExpMatchArray): string[] {
  const from = ROMAN.indexOf(m[1] as string);
  const to = m[2] ? ROMAN.indexOf(m[2]) : from;
  const ids: string[] = [];
  for (let k = from; k <= Math.max(from, to); k++) ids.push(`nodal-${ROMAN[k]}`);
  return ids;
}

interface RawFinding extends Span {
  id: string;
  inherentNegation: boolean;
}

/**
 * A finding word that names a risk, its prevention, search, source or treatment ("Embolierisiko",
 * "Ischämiediagnostik", "Emboliequellensuche", "Steinextraktion") is no finding, nor an adjective of a procedure
 * ("im erweiterten Zeitfenster").
 */
const NO_FINDING_AFTER =
  /^(?:\p{L}*(?:risiko|gefahr|prophylaxe|neigung|diagnostik|therapie|suche|quelle|bedarf|extraktion|entfernung)|\p{L}*\s+(?:Zeitfenster|Diagnostik|Abklärung|Protokoll)|\p{L}*\s+für\s+\d)/iu;
/** An action, not a finding: "manuelle Kompression", "Kurze Kompression" (after a puncture). */
const ACTION_BEFORE = /(?<!\p{L})(?:manuelle[nr]?|kurze[nr]?)\s+$/iu;

function findFindings(text: string): RawFinding[] {
  return FINDING_SCANNER.scan(text)
    .filter(
      (h) =>
        !NO_FINDING_AFTER.test(text.slice(h.end, h.end + 30)) &&
        !ACTION_BEFORE.test(text.slice(Math.max(0, h.start - 12), h.start)) &&
        !(
          OF_ANOTHER_ORGAN[(FINDING_SCAN[h.entry] as { id: string }).id]?.test(
            text.slice(h.end, h.end + 40),
          ) ?? false
        ),
    )
    .map((h) => {
      const f = FINDING_SCAN[h.entry] as (typeof FINDING_SCAN)[number];
      return { start: h.start, end: h.end, id: f.id, inherentNegation: f.negated };
    });
}

/** A finding word said of an organ it does not belong to ("Extrusion des Meniskuskörpers" is no disc's), or
 * naming another thing by the word after it ("noduläres Muster"). (The lexicon scans word by word, so
 * context after a word is judged here.) */
const OF_ANOTHER_ORGAN: Record<string, RegExp> = {
  bandscheibenvorfall: /^\p{L}*\s+(?:des|der)\s+(?:\p{L}+\s+)?(?:innen|außen)?menisk/iu,
  // "Komplikationsloser Verschluss der rechten Leiste": the closure of the access, no occlusion.
  verschluss:
    /^\p{L}*\s+(?:des|der)\s+(?:(?:rechten|linken)\s+)?(?:Leiste|Punktionsstelle|Arteriotomie|Zugangs)/iu,
  // "noduläres Muster", "vom nodulären Typ": a pattern of the tissue, no nodule.
  rundherd: /^\p{L}*\s+(?:Muster|Typs?)(?!\p{L})/u,
  // "aneurysmatische Knochenzyste": a bone cyst, no aneurysm.
  aneurysma: /^\p{L}*\s+Knochenzyste/u,
  // "Ganglion coeliacum", "Ganglion stellatum": a nerve ganglion, no ganglion cyst.
  ganglion:
    /^\p{L}*\s+(?:coeliacum|celiacum|cervicale|stellatum|spinale|trigeminale|geniculi|semilunare|ciliare|pterygopalatinum|oticum|sympathic\p{L}*)(?!\p{L})/iu,
};

/** "nach rechts verlagert", "von links nach rechts": a direction, not the side of a structure. */
const DIRECTION_BEFORE = /(?:nach|von|gegen|zur|zu)\s+$/i;

/** "ZVK von rechts jugulär", "Port von links pektoral", "Thoraxdrainage von rechts lateral
 * eingebracht": the side of an access, not a direction. */
const ACCESS_AFTER =
  /^\s*(?:jugulär|subklavi|pektoral|femoral|transfemoral|inguinal|radial|brachial|kubital|(?:\p{L}+\s+)?(?:eingebracht|eingeführt|eingelegt|platziert|punktiert|angelegt|implantiert)(?!\p{L}))/iu;

/** "beide Äste", "beider Schenkel": both parts of one structure, not both sides. */
const BOTH_PARTS_AFTER =
  /^\s+(?:Äste[n]?|Schenkel[n]?|Ebenen|Komponenten|Anteile[n]?|Lumina|Sequenzen|Segmente[n]?)(?!\p{L})/u;

function findSides(text: string): SideHit[] {
  return SIDE_SCANNER.scan(text)
    .filter(
      (h) =>
        (!DIRECTION_BEFORE.test(text.slice(Math.max(0, h.start - 6), h.start)) ||
          ACCESS_AFTER.test(text.slice(h.end, h.end + 30))) &&
        !(
          /^beide/iu.test(text.slice(h.start, h.end)) && BOTH_PARTS_AFTER.test(text.slice(h.end, h.end + 14))
        ),
    )
    .map((h) => ({
      start: h.start,
      // "Kein Pneumothorax re.", "Konkrement re., 8 mm": the dot may also end the sentence or the
      // clause, which the side must lie in; the side is the word.
      end: text[h.end - 1] === '.' ? h.end - 1 : h.end,
      side: (SIDE_PATTERNS[h.entry] as (typeof SIDE_PATTERNS)[number]).side,
    }));
}

const ABBREVIATIONS = new Set(
  'z.n ca pat dr bzw ggf evtl vs nr lig ligg aa vv gd mind max min zust seg a.p v.a z.b u.a d.h i.v o.b s.o tel re li proc ncl tr inkl bds vgl sog dig digg prox dist lat med'.split(
    ' ',
  ),
);

/** Nouns counted by a Roman number after them ("Dig. V", "Os metacarpale I", "Segment V"). */
const NUMBERED_NOUN_BEFORE =
  /(?<!\p{L})(?:Dig\.|Digitus|Digiti|Finger|Zehe|Strahl|metacarpale|metatarsale|MC|MT|Segment|Typ|Grad|Stadium)\s+$/u;

/** The letter at `at` is a Roman number (I, V, X) that counts the noun before it. */
function numberAfterNoun(text: string, at: number): boolean {
  return /[IVX]/.test(text[at] ?? '') && NUMBERED_NOUN_BEFORE.test(text.slice(Math.max(0, at - 16), at));
}

/** A class letter after its classification ("Weber B.", "Typ C.", "Child A."): a sentence may end there. */
const CLASSIFIER_BEFORE =
  /(?<!\p{L})(?:Typ|Weber|Grad|Stadium|Klasse|Child|Forrest|Garden|Neer|Schatzker|Tossy|Rockwood)\s+$/u;

function classAfterClassifier(text: string, at: number): boolean {
  return /\p{Lu}/u.test(text[at] ?? '') && CLASSIFIER_BEFORE.test(text.slice(Math.max(0, at - 12), at));
}

/** Counted structures and times after an ordinal ("9. Rippe", "3. Lebensjahr"): no sentence end. */
const ORDINAL_NOUN =
  /^\s+(?:Rippe|Strahl|Zehe|Finger|Ventrikel|Hirnnerv|Interkostalraum|ICR|Mittelhandknochen|Mittelfußknochen|Metakarpale|Metatarsale|Halswirbel|Brustwirbel|Lendenwirbel|Zyklus|Lebensjahr|Lebenswoche|Lebensmonat|Lebenstag|Schwangerschaftswoche|SSW|Rezidiv|Intermetatarsalraum|Intermetakarpalraum|Interdigitalraum|Sehnenfach|Strecksehnenfach)(?!\p{L})/u;
/** An article or preposition before a number: "im 3." is an ordinal, never a sentence end. */
const ORDINAL_LEAD =
  /(?<!\p{L})(?:im|am|ins|ans|zum|zur|vom|beim|in|an|ab|bis|der|die|das|des|dem|den)\s+$/iu;

const SIDE_ABBREVIATION = /^(?:li|re|bds)$/u;
/**
 * A capitalised noun (not a sentence start) right before the side abbreviation that ends at `dot`,
 * in a sentence that does not open with a preposition ("Im Mastoid li. T2-hyperintenser Inhalt"
 * goes on with its subject).
 */
function sideAfterNoun(text: string, from: number, dot: number): boolean {
  return (
    /(?<=[\p{Ll}\d,)]\s+)\p{Lu}[\p{Ll}-]+\s+(?:li|re|bds)$/u.test(
      text.slice(Math.max(from, dot - 40), dot),
    ) && !LEADING_PREPOSITION.test(text.slice(from, dot))
  );
}
const LEADING_PREPOSITION =
  /^\s*(?:\d{1,2}\.\s+)?(?:Im|In|Am|An|Auf|Über|Unter|Bei|Vor|Hinter|Neben|Zwischen)\s/u;

/** The word after `at` names a paired organ ("Knie", "Niere", "Mamma"). */
function pairedOrganAfter(text: string, at: number): boolean {
  const word = /^\s+(\p{Lu}\p{Ll}+)(?!\p{L}|-)/u.exec(text.slice(at, at + 30))?.[1];
  return word !== undefined && structureIdsOfWord(word).some(isPaired);
}

/** Sentence ends: newline, or . ! ? before an upper-case word, unless after an abbreviation or a list number. */
function splitSentences(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  let from = start;
  const push = (to: number) => {
    let s = from;
    let e = to;
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    if (e > s) out.push({ start: s, end: e });
  };
  const candidates = /[\n.!?]/g;
  candidates.lastIndex = start;
  for (let m = candidates.exec(text); m !== null && m.index < end; m = candidates.exec(text)) {
    const i = m.index;
    const ch = text[i];
    if (ch === '\n') {
      push(i);
      from = i + 1;
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    const rest = text.slice(i + 1, i + 3);
    if (!/^\s+\p{Lu}/u.test(rest) && !/^\s*$/.test(text.slice(i + 1, i + 2))) continue;
    if (!/^\s/.test(rest) && i + 1 < end) continue;
    const before = /([\p{L}\d.]+)$/u.exec(text.slice(Math.max(from, i - 12), i))?.[1] ?? '';
    const token = before.toLowerCase();
    // A side after its noun ends the sentence before a capital ("Stellung li. Hill-Sachs-Delle"); before
    // its noun it is an adjective ("die re. Niere").
    // ... unless a paired organ follows, which the side names ("Valgusstress li. Knie").
    const sideEnd =
      SIDE_ABBREVIATION.test(token) &&
      /^\s+\p{Lu}/u.test(rest) &&
      sideAfterNoun(text, from, i) &&
      !pairedOrganAfter(text, i + 1);
    // "o.B." closes what it says of the organ before it ("Gegenseite und Parotiden o.B. Konkrement ...").
    const normalEnd = token === 'o.b' && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(i + 1, i + 4));
    // A single letter is an initial ("A. carotis"), unless a Roman number after a numbered noun ("Dig. V.")
    // or a unit's last letter ("PSV 78 cm/s. A. renalis").
    if (
      (!sideEnd && !normalEnd && (ABBREVIATIONS.has(token) || isAbbreviation(before))) ||
      (/^\p{L}$/u.test(before) &&
        text[i - 2] !== '/' &&
        // ... or a one-letter unit after its number ("Reflux > 2 s. Re. Venen bis 2 mm").
        !(/^[shlgm]$/u.test(before) && /\d\s?$/u.test(text.slice(Math.max(from, i - 4), i - 1))) &&
        !numberAfterNoun(text, i - 1) &&
        !classAfterClassifier(text, i - 1))
    )
      continue;
    // A Roman ordinal before a grade word ("Harnstau II. Grades links", "Grad III. Ordnung").
    if (/^[IVX]+$/.test(before) && /^\s+(?:Grad|Ordnung|Stadium|Typ)/u.test(text.slice(i + 1, i + 12)))
      continue;
    // An ordinal before a counted structure or time ("9. Rippe", "4. Ventrikel", "3. Lebensjahr").
    // ... or after an article or a preposition ("im 3. Intermetatarsalraum").
    if (
      /^\d{1,2}$/.test(before) &&
      (ORDINAL_NOUN.test(text.slice(i + 1, i + 24)) ||
        ORDINAL_LEAD.test(text.slice(Math.max(from, i - 12), i - before.length)))
    )
      continue;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    if (/^\s*\d{1,2}$/.test(text.slice(lineStart, i))) continue;
    push(i + 1);
    from = i + 1;
  }
  push(end);
  return out;
}

/** Clause boundaries: ; : commas that are not decimal commas, and dashes between words. */
function splitClauses(text: string, sentence: Span): Span[] {
  const out: Span[] = [];
  let from = sentence.start;
  let depth = 0;
  for (let i = sentence.start; i < sentence.end; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const decimal = ch === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    // A dash between spaces ("... Foramen transversarium – CT-Angiographie empfohlen"), not a range ("5 – 6 mm").
    const dash =
      (ch === '–' || ch === '—') &&
      depth === 0 &&
      text[i - 1] === ' ' &&
      text[i + 1] === ' ' &&
      !(/\d/.test(text[i - 2] ?? '') && /\d/.test(text[i + 2] ?? ''));
    if ((ch === ',' && !decimal) || ch === ';' || (ch === ':' && depth === 0) || dash) {
      out.push({ start: from, end: i });
      from = i + 1;
    }
  }
  out.push({ start: from, end: sentence.end });
  return out
    .map((s) => {
      let a = s.start;
      let b = s.end;
      while (a < b && isSpace(text.charCodeAt(a))) a++;
      while (b > a && (isSpace(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) === 46)) b--;
      return { start: a, end: b };
    })
    .filter((s) => s.end > s.start);
}

/** Words that call something normal anywhere in a text ("regelrechte Darstellung", "Rechts regelrechte Kontrastierung"). */
export const CALLED_NORMAL = /(?<!\p{L})(?:regelrecht|unauffällig|normal|o\.\s?B\.)/iu;

/**
 * Whether a span ends in a word of normality ("unauffällig", "ohne pathologischen Befund"). Only
 * its last words are tested: a pattern anchored at the end is otherwise tried at every character.
 */
function endsNormal(text: string, span: Span): boolean {
  let from = Math.max(span.start, span.end - 60);
  while (from > span.start && !isSpace(text.charCodeAt(from - 1))) from--;
  return NEGATION.normalAtEnd.test(text.slice(from, span.end));
}

/** Index of the first hit starting at or after pos; hits are sorted by start. */
function firstFrom(hits: Span[], pos: number): number {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((hits[mid] as Span).start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether any hit lies inside the span. */
function anyWithin(hits: Span[], span: Span): boolean {
  for (let i = firstFrom(hits, span.start); i < hits.length && (hits[i] as Span).start < span.end; i++) {
    if ((hits[i] as Span).end <= span.end) return true;
  }
  return false;
}

/** Hits inside a span. */
function within<T extends Span>(hits: T[], span: Span): T[] {
  const out: T[] = [];
  for (let i = firstFrom(hits, span.start); i < hits.length && (hits[i] as T).start < span.end; i++) {
    if ((hits[i] as T).end <= span.end) out.push(hits[i] as T);
  }
  return out;
}

interface SectionRange extends Span {
  kind: SectionKind | 'none';
}

function findSections(text: string): SectionRange[] {
  const ranges: SectionRange[] = [];
  let offset = 0;
  let current: SectionRange | null = null;
  for (const line of text.split('\n')) {
    const label = SECTION_LABELS.find((s) => s.regex.test(line));
    if (label) {
      if (current) current.end = offset;
      const m = label.regex.exec(line);
      const start = offset + (m ? m[0].length : 0);
      // "Befund:\nVergleich: CT vom 12.03.2025.\n..." — a comparison given on its label's line within
      // the Befund is that line only; the Befund goes on after it.
      const within =
        current?.kind === 'findings' &&
        label.kind === 'prior' &&
        line.slice(m?.[0].length ?? 0).trim() !== '';
      if (within && current) {
        const end = offset + line.length;
        ranges.push({ kind: 'prior', start, end });
        current = { kind: 'findings', start: end, end: text.length };
        ranges.push(current);
      } else {
        current = { kind: label.kind, start, end: text.length };
        ranges.push(current);
      }
    }
    offset += line.length + 1;
  }
  if (ranges.length === 0) return [{ kind: 'none', start: 0, end: text.length }];
  const first = ranges[0];
  if (first && first.start > 0) ranges.unshift({ kind: 'none', start: 0, end: text.indexOf('\n') + 1 || 0 });
  return ranges;
}

const NUMBER = '\\d+(?:,\\d+)?';
const MEASURE_REGEX = new RegExp(
  `(?<![\\p{L}\\d,])(${NUMBER})(?:\\s*[x×]\\s*(${NUMBER}))?(?:\\s*[x×]\\s*(${NUMBER}))?(?:\\s*|-)(mm|cm)(?![\\p{L}²³]|\\^?[23](?!\\d))`,
  'giu',
);

function toMm(value: string, unit: string): { mm: number; tolerance: number } {
  const [, decimals = ''] = value.split(',');
  const n = Number(value.replace(',', '.'));
  const factor = unit.toLowerCase() === 'cm' ? 10 : 1;
  return { mm: n * factor, tolerance: (0.5 * factor) / 10 ** decimals.length };
}

/**
 * "Verlagerung der Mittellinie um 6 mm", "Impression der Gelenkfläche um 8 mm", "Spondylolisthesis
 * LWK 4 gegenüber LWK 5 um ca. 6 mm": the amount of a shift, a depression or a slip is today's size,
 * not a change.
 */
const SHIFT_BY =
  /(?:verlager|verschieb|verschoben|shift|versatz|disloziert|dislokation|dehiszen|retrah|retraktion|retropuls|impression|imprimiert|absenkung|abgesenkt|eingesunken|einsinterung|listhes|gleiten)\p{L}*\s+(?:[\p{L}\d./]+\s+){0,5}um\s+(?:ca\.\s+|etwa\s+)?$/iu;

/** "Hinterkante um 3 mm nach dorsal vorgewölbt": the amount of a displacement said after it. */
const SHIFT_AFTER =
  /^\s*(?:nach\s+\p{L}+\s+)?(?:vorgewölbt|verlagert|verschoben|disloziert|retropulsiert|abgekippt|versetzt|retrahiert|imprimiert|abgesenkt|eingesunken)(?!\p{L})/iu;

/** Numbers listed before a size with its unit: "6 und", "3, 5 und". */
const LISTED_BEFORE = new RegExp(
  `(?<![\\p{L}\\d,.])(${NUMBER})\\s*(?:,\\s*(${NUMBER})\\s*)?(?:und|bzw\\.|oder|sowie)\\s+$`,
  'diu',
);
/** A name before the list makes its numbers labels, not sizes: "Segment 6 und 4 mm", "BWK 6 und 7". */
const NAME_BEFORE_LIST = /(?:\p{Lu}[\p{L}-]*|[<>≤≥=/-])\s*$/u;

function findMeasurements(text: string): Omit<Measurement, 'clause' | 'prior' | 'delta' | 'threshold'>[] {
  const out: Omit<Measurement, 'clause' | 'prior' | 'delta' | 'threshold'>[] = [];
  for (const m of text.matchAll(MEASURE_REGEX)) {
    const unit = m[4] ?? 'mm';
    // "Aussparungen von 6 und 4 mm": the numbers listed before share the unit.
    const from = Math.max(0, m.index - 40);
    const listed = LISTED_BEFORE.exec(text.slice(from, m.index));
    if (
      listed?.indices &&
      !NAME_BEFORE_LIST.test(text.slice(Math.max(0, from + listed.index - 20), from + listed.index))
    )
      for (const group of [1, 2]) {
        const value = listed[group];
        const at = listed.indices[group];
        if (value === undefined || at === undefined) continue;
        const { mm, tolerance } = toMm(value, unit);
        out.push({ start: from + at[0], end: from + at[1], dims: [mm], tolerance });
      }
    const values = [m[1], m[2], m[3]].filter((v): v is string => v !== undefined).map((v) => toMm(v, unit));
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      dims: values.map((v) => v.mm).sort((a, b) => b - a),
      tolerance: Math.max(...values.map((v) => v.tolerance)),
    });
  }
  return out;
}

/** Words that date a value to a prior exam. */
const PRIOR_CUE =
  '(?:vorauf\\p{L}*|vorunters\\p{L}*|vorbefund\\p{L}*|vorbild\\p{L}*|vor-(?:ct|mrt)|zuvor|vormals|damals|vorher|früher|initial|ursprünglich|prätherapeutisch\\p{L}*|vor\\s+(?:der\\s+)?(?:therapie|chemotherapie|behandlung|tace|radiatio)|vorjahr\\p{L}*|im\\s+vergleich\\p{L}*|ausgangs\\p{L}*|baseline|nadir|VU|VA|VB)';
/** A cue, then up to 30 characters without a number (a date may stand between: "Voruntersuchung vom
 * 4.6.2024 7 mm", "Vor-CT 05/2024: 4,9 cm", "Vorbefund 2023: 12 mm"). */
const PRIOR_BEFORE = new RegExp(
  `(?<!\\p{L})${PRIOR_CUE}(?!\\p{L})(?:[^\\d()]|\\d{1,2}\\.\\d{1,2}\\.(?:\\d{2,4})?|\\d{1,2}\\/\\d{2}(?:\\d{2})?(?!\\d)|(?:19|20)\\d{2}(?![\\d,.])|vor\\s+\\d+\\s+(?:Tag|Woche|Monat|Jahr)\\p{L}*){0,30}$`,
  'iu',
);
const PRIOR_AFTER = new RegExp(
  `^\\s*\\(?\\s*(?:(?:in|bei|auf|an|im|am)\\s+)?(?:(?:der|dem|den)\\s+)?${PRIOR_CUE}(?!\\p{L})([^()]*)`,
  'iu',
);
const PRIOR_BEFORE_PAREN = new RegExp(`(?<!\\p{L})${PRIOR_CUE}\\s*$`, 'iu');
/** Words that date a value to today ("zuvor beschriebener Herd, jetzt 14 mm"). */
const CURRENT = /(?<!\p{L})(?:jetzt|aktuell|nunmehr|nun|derzeit|heute|gegenwärtig|aktuellen)(?!\p{L})/iu;
/** A threshold or reference before a value ("ab 10 mm", "über 1 cm", "Grenzwert 7 mm", "< 5 mm"), or
 * the other side's value it is compared with ("9 mm (Gegenseite 5 mm)"). */
const THRESHOLD_BEFORE =
  /(?:(?<!\p{L})(?:ab|über(?!\s+(?:ca\.|etwa))|unter|oberhalb|unterhalb|jenseits|größer\s+als|kleiner\s+als|mehr\s+als|weniger\s+als|grenzwert\p{L}*|normwert\p{L}*|referenz\p{L}*|cut-?off|schwellen?wert\p{L}*|norm|gegenseite|kontralateral|seitenvergleich)(?:\s+(?:von|bei|ca\.|etwa|eine[mnrs]?|de[mnrs]|größe|durchmesser|länge|kurzachse|ausdehnung|wanddicke|dicke)){0,4}|[<>≤≥])\s*$/iu;
/** A sum of sizes is no size ("Summe der Targetläsionen 65 mm", "Summe der Durchmesser: 71 mm"). */
const SUM_BEFORE = /(?<!\p{L})(?:summe|gesamtsumme|sld)\s+(?:[\p{L}.]+\s+){0,3}:?\s*$/iu;
/** "Interventionsschwelle (beim Mann 5,5 cm)": a named threshold, a few words before its value. */
const THRESHOLD_NAMED =
  /(?<!\p{L})\p{L}*(?:schwelle|grenze)\p{L}*(?:[\s(]+(?:beim|bei|für|ab|von|der|des|dem|den|die|Mann|Männern|Frau|Frauen|Kind|Kindern)){0,3}[\s(]*$/iu;
/** A reference after a value ("bis 6 mm normal", "7 mm als Grenzwert", "10 mm (Normwert)"). */
const THRESHOLD_AFTER =
  /^\s*\(?\s*(?:(?:als|gilt\s+als)\s+)?(?:norm(?:wert\p{L}*)?|grenzwert\p{L}*|referenz\p{L}*|obere\s+norm\p{L}*|cut-?off)(?!\p{L})/iu;
/** The value is the reference named after it, not one the reference brings along ("3 mm (Referenzdurchmesser 14 mm)"). */
function referenceAfter(after: string): boolean {
  const named = THRESHOLD_AFTER.exec(after);
  return named !== null && !/^[^)]*\d/u.test(after.slice(named[0].length));
}
/** "über 12 cm wandverdickt", "über 4 cm stenosiert", "über 32 mm Länge": the length a state extends over, not a threshold. */
const OVER_BEFORE = /(?<!\p{L})über\s*$/iu;
const EXTENT_AFTER =
  /^\s*(?:\p{L}*(?:verdickt|stenosiert|verschlossen|okkludiert|thrombosiert|erweitert|dilatiert|infiltriert|eingeengt|betroffen)|lang(?:streckig)?|länge|ausdehnung|strecke)(?!\p{L})/iu;

/** "Stenose über 7 cm", "Thrombose über 12 cm": a finding along a tube, then the length it extends over. */
const EXTENT_BEFORE =
  /(?:stenose|verschluss|okklusion|thrombose|verdickung|dissektion|befall)\p{L}*\s+über\s*(?:ca\.\s*)?$/iu;

function overLength(text: string, clause: Clause, m: Span): boolean {
  return (
    (OVER_BEFORE.test(text.slice(Math.max(clause.start, m.start - 8), m.start)) &&
      EXTENT_AFTER.test(text.slice(m.end, Math.min(clause.end, m.end + 30)))) ||
    EXTENT_BEFORE.test(text.slice(Math.max(clause.start, m.start - 30), m.start))
  );
}

/** "bis 6 mm normal", "bis zu 7 mm physiologisch": an upper limit of normal. */
const UPPER_NORMAL_BEFORE = /(?<!\p{L})bis(?:\s+zu)?\s*$/iu;
const UPPER_NORMAL_AFTER =
  /^\s*(?:(?:gilt\s+als|gelten\s+als|sind|ist|als)\s+)?(?:normal|physiologisch|unauffällig|noch\s+normal)(?!\p{L})/iu;
/** "von 12 auf 15 mm", "von 1,2 cm auf 1,8 cm": the first value is the prior one. */
const FROM_TO = /^\s*(?:mm|cm)?\s*auf\s+\d/iu;

/** A change word, then its amount in parentheses: "größenprogredient (1 mm)", "Zunahme (3 mm)". */
const CHANGE_IN_PAREN =
  /(?:progredien\p{L}*|regredien\p{L}*|zunahme|abnahme|zugenommen|abgenommen|größer|kleiner|gewachsen|wachstum)\s*\(\s*(?:um\s+)?(?:ca\.\s*)?$/iu;

/** A change or difference word right before its amount: "(Zunahme 3 mm in 6 Monaten)", "Größenzunahme um ca. 4 mm", "Seitendifferenz 5 mm". */
const CHANGE_BEFORE =
  /(?<!\p{L})(?:\p{L}*zunahme|\p{L}*abnahme|wachstum|progredienz|regredienz|\p{L}*differenz|unterschied)\s+(?:um\s+|von\s+)?(?:ca\.\s*|etwa\s+)?$/iu;

/** A difference named before its amount, words between: "Seitendifferenz der Nierengröße (8 mm zu Ungunsten rechts)". */
const DIFFERENCE_BEFORE =
  /(?<!\p{L})(?:\p{L}*differenz|unterschied)\p{L}*\s+(?:\p{L}+\s+){0,3}\(\s*(?:ca\.\s*|etwa\s+)?$/iu;

/** A date right before a value: "(03/2023: 46 mm)", "12.05.2023 46 mm", "2021 noch 4 mm". */
const DATED_BEFORE =
  /(?<![\d,./])(?:\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})|\d{1,2}\/(?:\d{2}|\d{4})|(?:19|20)\d{2})\s*(?::\s*|\s(?:noch|damals|bei)\s+|\s)$/u;

/** "vs.", "versus" or "statt" right before a value: the value compared against ("31 statt 22 mm"). */
const VERSUS_BEFORE = /(?<!\p{L})(?:vs\.?|versus|statt|anstatt)\s*$/iu;

/**
 * A value of a prior exam: a dating word before it in its part of the clause ("(zuvor 5,2 cm)",
 * "in der Voruntersuchung 7 x 6 mm") or right after it with no other value ("7 mm in der
 * Voraufnahme"); the first value of "von 12 auf 15 mm"; the value after "vs.", "versus" or "statt".
 */
function isPrior(text: string, from: number, m: Span, clauseEnd: number): boolean {
  const paren = text.lastIndexOf('(', m.start);
  // ... an open parenthesis reaches back across the clause's comma ("(VU nur linear, 3 mm)").
  const open = paren >= 0 && from - paren < 80 && !text.slice(paren, m.start).includes(')');
  const start = open ? paren : Math.max(from, paren);
  const before = PRIOR_BEFORE.exec(text.slice(start, m.start));
  // "wie voruntersucht 0,4 cm": today's value, the same as before.
  // ... nor "unverändert zum Vor-CT vom März 7 mm".
  const same =
    before !== null &&
    (/(?<!\p{L})wie\s+$/iu.test(
      text.slice(Math.max(start, start + before.index - 5), start + before.index),
    ) ||
      UNCHANGED_SINCE.test(text.slice(Math.max(from, start + before.index - 40), start + before.index)));
  if (before && !CURRENT.test(before[0]) && !same) return true;
  // "gegenüber dem Vorbefund (5,8 cm)": the value the dating word opens a parenthesis for.
  if (
    paren >= from &&
    /^\(\s*(?:ca\.\s*)?$/u.test(text.slice(paren, m.start)) &&
    PRIOR_BEFORE_PAREN.test(text.slice(Math.max(from, paren - 30), paren))
  )
    return true;
  // "(03/2023: 46 mm)", "2021 noch 4 mm": a date right before a value dates it.
  if (DATED_BEFORE.test(text.slice(Math.max(start, m.start - 20), m.start))) return true;
  // A parenthesis right after the value is read to its end, across the clause's comma ("14 x 11 mm
  // (VU nur linear, 3 mm)": the prior value is the 3 mm, not this one).
  const close = /^\s*\(/u.test(text.slice(m.end, m.end + 3)) ? text.indexOf(')', m.end) : -1;
  const after = PRIOR_AFTER.exec(text.slice(m.end, close > 0 && close - m.end < 80 ? close : clauseEnd));
  if (after && !/\d/.test(after[1] ?? '')) return true;
  // The value compared against ("2,1 x 1,5 cm versus 4,6 x 3,2 cm", "48 mm vs. 73 mm") is the earlier one.
  if (VERSUS_BEFORE.test(text.slice(Math.max(from, m.start - 12), m.start))) return true;
  // "(1 mm → 2 mm)": the value before the arrow is the earlier one.
  if (ARROW_AFTER.test(text.slice(m.end, m.end + 8))) return true;
  return (
    /(?<!\p{L})von\s+$/iu.test(text.slice(Math.max(from, m.start - 6), m.start)) &&
    FROM_TO.test(text.slice(m.end, m.end + 20))
  );
}

const ARROW_AFTER = /^\s*(?:→|->|=>)\s*(?:ca\.\s*)?\d/u;

/** Whitespace or , ; : . ( ) / (char codes: wordAround runs for every finding and structure). */
function isSeparator(code: number): boolean {
  return (
    code === 44 ||
    code === 59 ||
    code === 58 ||
    code === 46 ||
    code === 40 ||
    code === 41 ||
    code === 47 ||
    code === 32 ||
    code === 10 ||
    code === 9 ||
    code === 13 ||
    code === 12 ||
    code === 11 ||
    code === 160 ||
    (code > 160 && /\s/.test(String.fromCharCode(code)))
  );
}

export function wordAround(text: string, span: Span): Span {
  let start = span.start;
  let end = span.end;
  while (start > 0 && !isSeparator(text.charCodeAt(start - 1))) start--;
  while (end < text.length && !isSeparator(text.charCodeAt(end))) end++;
  return { start, end };
}

function wordsOf(text: string): number {
  return wordCount(text, { start: 0, end: text.length });
}

/** Words of text[span], counted without slicing (runs for every clause part), up to limit + 1. */
function wordCount(text: string, span: Span, limit = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let inWord = false;
  for (let i = span.start; i < span.end && count <= limit; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/** A comma, spaces aside, right before pos (or opening the part at pos). */
function commaBefore(text: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  let j = pos;
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  return text[i] === ',' || text[j] === ',';
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 160;
}

export function annotate(text: string): Annotated {
  const structures = findStructures(text);
  const rawFindings = findFindings(text);
  for (const s of structures) {
    const word = wordAround(text, s);
    s.embedded = within(rawFindings, word).length > 0;
  }
  const sides = findSides(text);
  const sections = findSections(text);
  const preCues = collect(text, NEGATION.pre);
  const postCues = collect(text, NEGATION.post);
  // Cue words found once over the text; a sentence or clause asks which lie inside it.
  const hedgeCues = collect(text, HEDGES_ALL);
  const timeCues = collect(text, TIME_ALL);
  // "unverändert zur Voraufnahme": the finding is today's as it was then, not dated to the past.
  const pastCues = collect(text, PAST_ALL).filter(
    (c) =>
      !UNCHANGED_SINCE.test(text.slice(Math.max(0, c.start - 40), c.start)) &&
      !UNCHANGED_BRACKET.test(text.slice(Math.max(0, c.start - 40), c.start)) &&
      !UNCHANGED_AFTER.test(text.slice(c.end, c.end + 30)),
  );
  const joins = collect(text, JOIN).filter(
    (j) => !JOIN_BEFORE.test(text.slice(Math.max(0, j.start - 20), j.start)),
  );
  const pastParts = collect(text, PAST_PART);
  const clauses: Clause[] = [];
  let sentenceNo = 0;
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  for (const section of sections) {
    const sentences = splitSentences(text, section.start, section.end);
    for (const sentence of sentences) {
      const line = lineOf(sentence.start);
      // Merge short fragments without a finding, side or cue into the next clause
      // ("Leber, Milz sowie beide Nieren ohne Auffälligkeiten"; "Exzentrische, verkalkte Stenose").
      const parts = splitClauses(text, sentence);
      const merged: Span[] = [];
      let pending: Span | null = null;
      for (const [k, part] of parts.entries()) {
        const span: Span = pending ? { start: pending.start, end: part.end } : part;
        const isLast = k === parts.length - 1;
        const fragment =
          wordCount(text, part, 3) <= 3 &&
          within(rawFindings, part).length === 0 &&
          (within(sides, part).length === 0 || SIDED_PLACE_PHRASE.test(text.slice(part.start, part.end))) &&
          within(preCues, part).length === 0 &&
          !endsNormal(text, part) &&
          !/:\s*$/.test(text.slice(part.end, part.end + 1)) &&
          // ... not one that closes a bracket opened before it ("(Venen bis 0,35 cm, Reflux unter Valsalva)").
          !/^[^(]*\)\s*$/u.test(text.slice(part.start, part.end));
        // "Dislozierte, extraartikuläre distale Radiusfraktur": an adjective that opens a chain of
        // adjectives is part of the noun's clause, finding word or not.
        const leadingAdjective =
          (LEADING_ADJECTIVE.test(text.slice(part.start, part.end)) ||
            TRAILING_ADJECTIVE.test(text.slice(part.start, part.end))) &&
          ADJECTIVE_CHAIN_AFTER.test(text.slice(part.end, part.end + 4));
        // A size alone between commas, before a new subject, is the size of what the clause before
        // named ("Aneurysma der A. iliaca communis rechts, 2,6 cm, A. iliaca communis links 1,3 cm");
        // before "mit ..." it stays with what follows ("Leberabszess, 5,2 cm, mit Gaseinschlüssen").
        const previous = merged[merged.length - 1];
        const next = parts[k + 1];
        if (
          !pending &&
          previous &&
          BARE_SIZE.test(text.slice(part.start, part.end)) &&
          commaBefore(text, part.start) &&
          (!next || NEW_SUBJECT.test(text.slice(next.start, next.end)))
        ) {
          previous.end = part.end;
          continue;
        }
        if ((fragment || leadingAdjective) && !isLast) {
          pending = span;
          continue;
        }
        merged.push(span);
        pending = null;
      }
      const first = clauses.length;
      const sentenceText = text.slice(sentence.start, sentence.end);
      const sentenceHedged = sentenceText.trimEnd().endsWith('?');
      const sentenceTimeCue = anyWithin(timeCues, sentence);
      const sentencePastCue = sentenceTimeCue && anyWithin(pastCues, sentence);
      const dated = pastDated(text, merged, sentencePastCue, rawFindings, pastCues);
      for (const [k, span] of merged.entries()) {
        const clauseText = text.slice(span.start, span.end);
        clauses.push({
          // Fields, not a spread: spreading spans of mixed shapes made clause creation 20x slower.
          start: span.start,
          end: span.end,
          index: clauses.length,
          section: section.kind,
          sentence: sentenceNo,
          line,
          structures: within(structures, span),
          findings: [],
          sides: within(sides, span),
          joins: within(joins, span).map((j) => j.start),
          pastSides:
            pastParts.length > 0 ? pastSidesIn(text, within(pastParts, span), within(sides, span)) : NONE,
          opening: span.start + (OPENING.exec(clauseText)?.[0].length ?? 0),
          side: null,
          context: [],
          // A relative clause speaks of what the clause before named: of a differential diagnosis
          // too ("DD Stressreaktion, die typischerweise keine Erosionen zeigt").
          hedged:
            sentenceHedged ||
            anyWithin(hedgeCues, span) ||
            (k > 0 && RELATIVE_OPENING.test(clauseText) && (clauses[clauses.length - 1] as Clause).hedged),
          timeCue: sentenceTimeCue && anyWithin(timeCues, span),
          sentenceTimeCue,
          sentencePastCue: dated[k] as boolean,
          normal: endsNormal(text, span) && !/^\s*(?:keine?|ohne)\b/iu.test(clauseText),
          places: [],
        });
      }
      resolveInheritance(text, clauses, first);
      sentenceNo++;
    }
  }
  const labelHeads = new Map<number, Clause>();
  applyLineLabels(text, clauses, labelHeads);
  for (const c of clauses) c.places = resolvePlaces(text, c, clauses, labelHeads, rawFindings);

  const findings: FindingHit[] = [];
  for (const clause of clauses) {
    for (const raw of within(rawFindings, clause)) {
      const hit = classify(text, clause, clauses, raw, preCues, postCues);
      clause.findings.push(hit);
      findings.push(hit);
    }
  }
  const openFindings: FindingHit[] = [];
  for (const open of findOpenFindings(text, preCues, [rawFindings, structures], clauses)) {
    const raw = { start: open.start, end: open.end, id: open.id, inherentNegation: false };
    openFindings.push(classify(text, clauses[open.clause] as Clause, clauses, raw, preCues, postCues));
  }
  applyTopics(text, clauses);
  applyLevelReferences(text, clauses);
  const measurements: Measurement[] = [];
  for (const m of findMeasurements(text)) {
    const clause = clauses.find((c) => m.start >= c.start && m.end <= c.end);
    if (!clause) continue;
    const previous = measurements[measurements.length - 1];
    const from = Math.max(clause.start, previous?.clause === clause.index ? previous.end : 0);
    measurements.push({
      start: m.start,
      end: m.end,
      dims: m.dims,
      tolerance: m.tolerance,
      clause: clause.index,
      prior: isPrior(text, from, m, clause.end),
      delta:
        (/(?<!\p{L})um\s+(?:ca\.\s+|etwa\s+)?$/iu.test(text.slice(Math.max(from, m.start - 12), m.start)) &&
          !SHIFT_BY.test(text.slice(Math.max(clause.start, m.start - 60), m.start)) &&
          !SHIFT_AFTER.test(text.slice(m.end, Math.min(clause.end, m.end + 40)))) ||
        RATE_AFTER.test(text.slice(m.end, m.end + 12)) ||
        PLUS_BEFORE.test(text.slice(Math.max(clause.start, m.start - 3), m.start)) ||
        CHANGE_IN_PAREN.test(text.slice(Math.max(clause.start, m.start - 30), m.start)) ||
        CHANGE_BEFORE.test(text.slice(Math.max(clause.start, m.start - 20), m.start)) ||
        DIFFERENCE_BEFORE.test(text.slice(Math.max(clause.start, m.start - 60), m.start)),
      threshold:
        (THRESHOLD_BEFORE.test(text.slice(Math.max(clause.start, m.start - 50), m.start)) &&
          !overLength(text, clause, m)) ||
        THRESHOLD_NAMED.test(text.slice(Math.max(clause.start, m.start - 50), m.start)) ||
        SUM_BEFORE.test(text.slice(Math.max(clause.start, m.start - 50), m.start)) ||
        referenceAfter(text.slice(m.end, Math.min(clause.end, m.end + 40))) ||
        (UPPER_NORMAL_BEFORE.test(text.slice(Math.max(clause.start, m.start - 10), m.start)) &&
          UPPER_NORMAL_AFTER.test(text.slice(m.end, Math.min(clause.end, m.end + 30)))),
    });
  }
  const sentences: Clause[][] = [];
  for (const c of clauses) {
    const sentence = sentences[c.sentence] ?? [];
    sentence.push(c);
    sentences[c.sentence] = sentence;
  }
  return {
    text,
    clauses,
    sentences,
    findings,
    openFindings,
    measurements,
    hasSections: sections.some((s) => s.kind !== 'none'),
  };
}

const RELATIVE_OPENING = /^[\s,]*(?:die|das|welche[rsnm]?)\s/iu;

/** A place phrase with its side that opens what follows ("Im linken Leberlappen, Segment III, ... Herd"). */
const SIDED_PLACE_PHRASE = /^\s*(?:im|am|in\s+der|an\s+der)\s+(?:linken|rechten)\s+\p{L}+\s*$/iu;

/** A clause part that opens with a capitalised word: a new subject. */
const NEW_SUBJECT = /^[\s,]*\p{Lu}/u;
/** A clause part that is a size and nothing else ("2,6 cm", "ca. 3,1 x 2,4 cm"). */
const BARE_SIZE = /^[\s,]*(?:ca\.\s*)?\d+(?:,\d+)?(?:\s*x\s*\d+(?:,\d+)?){0,2}\s*(?:mm|cm)\s*$/u;

/** "Verkalkte, ...", "Kompensatorisch hypertrophierte, ...": an adjective (after an adverb) before a comma. */
const LEADING_ADJECTIVE = /^\s*(?:\d{1,2}\.\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?(?:e|en|er|es|em)\s*$/u;
const ADJECTIVE_CHAIN_AFTER = /^\s*,\s*\p{Ll}/u;
/** "Vor Punktion septierter, echoreicher Erguss": a part that ends in an inflected adjective after an article or a noun. */
const TRAILING_ADJECTIVE =
  /\s(?:eines|einer|eine|ein|der|die|das|des|dem|den|\p{Lu}\p{Ll}+)\s+\p{Ll}{4,}(?:e|en|er|es|em)\s*$/u;

/** Coordinators that join two parts of a clause, each of which may have its own side; not one that
 * completes a word cut short ("Lockerungs- oder Frakturzeichen" is one word). */
const JOIN = /(?:und|sowie|oder|bzw\.)(?!\p{L})/giu;
const PAST_PART =
  /(?<!\p{L})(?:Z\.\s?n\.|Zustand\s+nach|nach(?=\s+(?:[\p{L}-]+\s+)?[\p{L}-]*(?:ektomie|resektion|osteosynthese|implantation|amputation|exstirpation)(?!\p{L})))/giu;
const NONE: { from: number; side: SideHit }[] = [];
/** Up to three words between a past operation's start and its side ("Z.n. Osteosynthese rechts"). */
const PAST_TO_SIDE = /^\s*(?:[\p{L}.-]+\s+){0,3}$/u;

function pastSidesIn(text: string, parts: Span[], sides: SideHit[]): { from: number; side: SideHit }[] {
  const out: { from: number; side: SideHit }[] = [];
  for (const side of sides) {
    const part = parts.findLast((p) => p.end <= side.start);
    if (part && PAST_TO_SIDE.test(text.slice(part.end, side.start))) out.push({ from: part.start, side });
  }
  return out;
}
/** Checked after a match, not at every character: a letter right before, or a word cut short. */
const JOIN_BEFORE = /(?:\p{L}|\p{L}-\s*)$/u;

const OPENING = /^\s*(?:\d{1,2}\.\s+)?(?:[\p{L}.-]+\s+){0,2}/u;

const HEDGES_ALL = new RegExp(NEGATION.hedges.source, 'giu');
const TIME_ALL = new RegExp(TIME_CUES.source, 'giu');
const PAST_ALL = new RegExp(PAST_CUES.source, 'giu');
/**
 * Words that compare today's finding with the prior exam: the finding is today's ("neu gegenüber der
 * Voruntersuchung", "Aszites, gegenüber Vorbefund rückläufig": still there, less of it).
 */
const UNCHANGED =
  '(?:unverändert|konstant|größenkonstant|stationär|gleichbleibend|idem|größenstabil|stabil|neu(?:\\s+aufgetreten)?|hinzugekommen|(?:rückläufig|(?:größen)?(?:re|pro)gredient|zunehmend|abnehmend)\\p{L}*)';
const UNCHANGED_SINCE = new RegExp(
  `(?<!\\p{L})${UNCHANGED}\\s+(?:zu[rm]?|gegenüber(?:\\s+de[rnm])?|im\\s+vergleich\\s+zu[rm]?|verglichen\\s+mit(?:\\s+de[rnm])?|seit(?:\\s+de[rnm])?)\\s+$`,
  'iu',
);
const UNCHANGED_AFTER = new RegExp(`^\\p{L}*\\s+${UNCHANGED}(?!\\p{L})`, 'iu');
/** "deutlich regredient (Voraufnahme ca. 4 cm)": the bracket gives the prior value of a change. */
const UNCHANGED_BRACKET = new RegExp(`(?<!\\p{L})${UNCHANGED}\\s*\\(\\s*$`, 'iu');

const DENIAL_BEFORE = /(?<!\p{L})(?:kein\p{L}*|ohne|nicht)\s+(?:[\p{L}-]+\s+){0,3}$/iu;

/** Every finding of the clause is denied by a word before it ("ohne noduläre KM-Anreicherung"). */
function deniesAll(text: string, c: Span, rawFindings: Span[]): boolean {
  const own = within(rawFindings, c);
  return (
    own.length > 0 && own.every((f) => DENIAL_BEFORE.test(text.slice(c.start, wordAround(text, f).start)))
  );
}

/**
 * Which clauses of a sentence a past cue dates: its own clause; when the cue stands alone, the
 * clauses back to the finding it qualifies ("Rundherd von 7 mm, zur Voraufnahme größenkonstant"),
 * or every clause when it opens the sentence and says nothing else ("Im Vergleich zur Voraufnahme: ...").
 */
function pastDated(
  text: string,
  clauses: Span[],
  sentencePastCue: boolean,
  rawFindings: Span[],
  pastCues: Span[],
): boolean[] {
  const dated = clauses.map(() => false);
  if (!sentencePastCue) return dated;
  const bare = clauses.map((c) => within(rawFindings, c).length === 0);
  for (const [k, c] of clauses.entries()) {
    if (!anyWithin(pastCues, c)) continue;
    dated[k] = true;
    if (!bare[k]) continue;
    // ... an opening that only dates ("Im Vergleich zur Voraufnahme:"), not a statement of its own
    // ("Beidseits postoperative Veränderungen nach Neck dissection, keine vergrößerten Lymphknoten").
    if (k === 0) {
      if (text[c.end] === ':' || wordCount(text, c, 5) <= 5) return dated.map(() => true);
      continue;
    }
    for (let j = k - 1; j >= 0; j--) {
      // ... past a denial, which cannot change ("Narbenplatte ..., ohne noduläre KM-Anreicherung,
      // gegenüber der Voruntersuchung leicht regredient": the plate regresses).
      if (!bare[j] && deniesAll(text, clauses[j] as Span, rawFindings)) continue;
      dated[j] = true;
      if (!bare[j]) break;
    }
  }
  return dated;
}

/** Own places of a clause, else the nearest earlier clause's of the sentence, else the line label's. */
function resolvePlaces(
  text: string,
  c: Clause,
  clauses: Clause[],
  labelHeads: Map<number, Clause>,
  rawFindings: RawFinding[],
): PlaceHit[] {
  const own = placesOf(text, c.start, c.end);
  const words = own.map((p) => wordAround(text, p));
  for (const [k, p] of own.entries()) p.embedded = within(rawFindings, words[k] as Span).length > 0;
  // Places only inside finding words ("Knochenmarködem") place those findings, not the clause's
  // others ("Frakturlinie mit umgebendem Knochenmarködem" after "des Os scaphoideum").
  const prev = clauses[c.index - 1];
  const inherited = prev && prev.sentence === c.sentence ? prev.places.filter((p) => !p.embedded) : [];
  if (own.some((p) => !p.embedded)) {
    // "RIVA proximal ..., mittleres und distales Segment ohne Stenose": a part named alone belongs
    // to the whole the sentence named before it.
    // ... and the position of the part is the whole's ("mittleres Segment" of the RIVA is its middle).
    if (own.every((p) => p.embedded || GENERIC_PARTS.has(p.key))) {
      const part = own.find((p) => p.part !== undefined)?.part;
      const wholes = inherited.filter((p) => !GENERIC_PARTS.has(p.key));
      return [...own, ...(part === undefined ? wholes : wholes.map((p) => ({ ...p, part })))];
    }
    return own;
  }
  if (own.length > 0) {
    // ... only where a finding of the clause has no place in its own word ("keine Schenkelhalsfraktur" has).
    const placeless = within(rawFindings, c).some(
      (f) => !words.some((w) => w.start <= f.start && f.end <= w.end),
    );
    return placeless ? [...own, ...inherited] : own;
  }
  if (inherited.length > 0) return inherited;
  // "Laterale Tibiakopffraktur links, Schatzker II (Spalt-Impressions-Fraktur)": a clause that names
  // the clause before's finding again, without a place, is that finding where its word put it.
  if (prev && prev.sentence === c.sentence) {
    const again = new Set(within(rawFindings, c).map((f) => f.id));
    const againWords = within(rawFindings, prev)
      .filter((f) => again.has(f.id))
      .map((f) => wordAround(text, f));
    const placed = prev.places.filter(
      (p) => p.embedded && againWords.some((w) => w.start <= p.start && p.end <= w.end),
    );
    if (placed.length > 0) return placed.map((p) => ({ ...p, embedded: false }));
  }
  return labelHeads.get(c.index)?.places.filter((p) => !p.embedded) ?? [];
}

/** A comparison with the other side ("seitengleich perfundiert") speaks of both sides only in its own clause. */
const COMPARISON_SIDE = /^(?:seitengleich|symmetrisch)/iu;

function resolveInheritance(text: string, clauses: Clause[], first: number): void {
  // The side the next clause takes over: "Linker Hoden: ..., seitengleich perfundiert, keine
  // Hydrozele" denies the hydrocele on the left.
  let carried: SideHit | null = null;
  for (let i = first; i < clauses.length; i++) {
    const c = clauses[i] as Clause;
    const own = c.sides.filter((s) => s.side !== 'both');
    c.side = c.sides.find((s) => s.side === 'both') ?? own[0] ?? null;
    if (!c.side && i > first) c.side = carried;
    const comparison = c.side !== null && COMPARISON_SIDE.test(text.slice(c.side.start, c.side.end));
    if (!comparison || carried === null) carried = c.side;
    const inherited = i > first ? (clauses[i - 1] as Clause).context.filter((h) => !h.embedded) : [];
    // A level or segment named earlier in the sentence stays the place of the clauses after it
    // ("L3/4: Bandscheibe normal hoch, kein Bandscheibenvorfall"), unless they name their own.
    const ownFamilies = new Set(c.structures.map((h) => h.family));
    c.context =
      c.structures.length > 0
        ? [...c.structures, ...inherited.filter((h) => h.family && !ownFamilies.has(h.family))]
        : inherited;
  }
}

/** "Gegenseite", "kontralateral": the side opposite a finding's, named without its side. */
export const OTHER_SIDE = /(?<!\p{L})(?:gegenseit\p{L}*|kontralateral\p{L}*)/iu;

/**
 * Whether a line's first clause is a label for the line ("Rechte Mamma:", "L4/5:"), also an
 * abbreviated side, its dot trimmed from the clause ("Li.: VSM-Krosse suffizient.").
 */
export function isLineLabel(text: string, head: Span): boolean {
  return /^\.?:/u.test(text.slice(head.end, head.end + 2)) && wordsOf(text.slice(head.start, head.end)) <= 4;
}

/** "Rechte Mamma:" or "Links:" at the start of a line gives its side and structure to the whole line. */
function applyLineLabels(text: string, clauses: Clause[], labelHeads: Map<number, Clause>): void {
  const byLine = new Map<number, Clause[]>();
  for (const c of clauses) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c]);
  for (const lineClauses of byLine.values()) {
    const head = lineClauses[0];
    if (!head || !isLineLabel(text, head)) continue;
    for (const c of lineClauses.slice(1)) {
      if (!c.side && head.side) c.side = head.side;
      if (c.context.length === 0) c.context = head.context;
      // The label's level or segment holds for the whole line ("L4/5: ... Kompression der Nervenwurzel").
      else
        c.context = [
          ...c.context,
          ...head.context.filter((s) => s.family && !c.context.some((x) => x.family === s.family)),
        ];
      labelHeads.set(c.index, head);
    }
  }
}

/** "auf dieser Höhe", "in gleicher Etage": the level named before. */
const SAME_LEVEL = /(?<!\p{L})(?:auf|in)\s+(?:dieser|gleicher|derselben)\s+(?:Höhe|Etage)(?!\p{L})/iu;

/** A clause that refers back to a level takes the level of the nearest clause before it in its section. */
function applyLevelReferences(text: string, clauses: Clause[]): void {
  for (const c of clauses) {
    if (c.context.some((s) => s.family === 'level') || !SAME_LEVEL.test(text.slice(c.start, c.end))) continue;
    for (let i = c.index - 1; i >= 0; i--) {
      const before = clauses[i] as Clause;
      if (before.section !== c.section) break;
      const levels = before.context.filter((s) => s.family === 'level');
      if (levels.length === 0) continue;
      c.context = [...c.context, ...levels];
      break;
    }
  }
}

const LIST_OR_LABEL = /^\s*(?:\d{1,2}\.\s|[\p{L}][\p{L} /-]{1,25}:)/u;

/**
 * A sentence whose subject is a paired organ with its side ("Linke Niere 11 cm", "Niere links:")
 * makes that organ and side the topic of the following sentences of its paragraph that name
 * no other side and no other structure ("Kein Konkrement, kein Harnstau."). The topic ends at a
 * sentence with another side or a structure of its own.
 */
function applyTopics(text: string, clauses: Clause[]): void {
  let topic: {
    end: number;
    section: string;
    side: SideHit | null;
    structures: StructureHit[];
    labelled: boolean;
  } | null = null;
  let i = 0;
  while (i < clauses.length) {
    const first = clauses[i] as Clause;
    let j = i;
    while (j < clauses.length && (clauses[j] as Clause).sentence === first.sentence) j++;
    const sentence = clauses.slice(i, j);
    i = j;
    const end = (sentence[sentence.length - 1] as Clause).end;
    // The topic holds within its paragraph: no blank line, no new section, no new list item.
    const gap = topic ? text.slice(topic.end, first.start) : '';
    // A list item or a labelled line ("2. Pneumothorax rechts", "Thorax: ...") opens a new topic.
    const opensItem = /\n/u.test(gap) && LIST_OR_LABEL.test(text.slice(first.start, first.start + 40));
    // A labelled organ ("Rechte Niere:") holds over line breaks up to a blank line; an organ named
    // in a sentence ("Hoden links 4,1 cm, homogen.") only within its line.
    const newParagraph = topic?.labelled ? /\n[ \t]*\n|\n\s*\d{1,2}\.\s/u.test(gap) : /\n/u.test(gap);
    if (topic && (topic.section !== first.section || opensItem || newParagraph)) topic = null;
    const labelled = text[first.end] === ':';
    // The organ opens the sentence ("Linke Niere", "Niere links", "1. Rechtes Ovar"): it is the subject,
    // not the place of a finding named before it ("Kleines Infiltrat im linken Unterlappen").
    // An adjective names no subject ("Umgebendes mesenteriales Fett"): the organ's word is a noun.
    const opening = first.structures.filter(
      (s) =>
        !s.embedded &&
        !s.family &&
        /^\p{Lu}/u.test(text.slice(wordAround(text, s).start)) &&
        /^\s*(?:\d{1,2}\.\s+)?(?:[\p{L}-]+\s+)?$/u.test(text.slice(first.start, s.start)),
    );
    const paired = opening.filter((s) => isPaired(s.id));
    // ... with its side right before or after it ("Linke Niere", "Niere links"), not a side that
    // opens the next statement ("Parenchym ACR Typ b. Rechts oben außen ...").
    const side = first.sides.find(
      (h) =>
        h.side !== 'both' &&
        paired.some((s) => /^\s*$/u.test(text.slice(Math.min(h.end, s.end), Math.max(h.start, s.start)))),
    );
    if (paired.length > 0 && side) {
      topic = { end, section: first.section, side, structures: paired, labelled };
      continue;
    }
    // An unpaired organ that opens a sentence ("Schilddrüse orthotop, ...") is the place of the
    // following sentences that name none ("Im rechten Lappen ein Knoten"), whatever their sides.
    const organ = opening.filter((s) => !isPaired(s.id));
    if (organ.length > 0) {
      topic = { end, section: first.section, side: null, structures: organ, labelled };
      continue;
    }
    if (!topic) continue;
    const ownStructures = sentence.flatMap((c) => c.structures.filter((s) => !s.embedded && !s.family));
    const topicSide = topic.side;
    const topicIds = new Set(topic.structures.map((s) => s.id));
    const ownSides =
      topicSide !== null && sentence.some((c) => c.sides.some((h) => h.side !== topicSide.side));
    // An organ inside a finding's word ends the topic too, unless it is part of the topic's organ
    // ("Ipsilateral hiläre Lymphknoten. Keine Pleuraergüsse.").
    const embedded = sentence.flatMap((c) => c.structures.filter((s) => s.embedded && !s.family));
    const topicStructures = topic.structures;
    const otherOrgan = embedded.some((s) => !structuresCompatible([s], topicStructures, true));
    // ... and so does another organ, unless it is a paired one of the topic's region named without
    // a side ("Niere li.: 11,6 cm. Nierenbeckenkelchsystem erweitert, proximaler Ureter dilatiert").
    const topicRegions = new Set(topic.structures.map((s) => regionOf(s.id)));
    const sameTract = (s: StructureHit) =>
      isPaired(s.id) && topicRegions.has(regionOf(s.id)) && regionOf(s.id) !== s.id;
    // ... and so does a place inside a finding's word the organ does not reach ("Rechte Lunge
    // regelrecht belüftet. Keine Sternumfraktur.").
    const embeddedPlaces = sentence.flatMap((c) =>
      c.places.filter((p) => p.embedded && p.start >= c.start && p.end <= c.end),
    );
    // The organ's own places only where the sentence has such a place (most have none).
    const topicPlaces =
      embeddedPlaces.length > 0 ? topicStructures.flatMap((s) => placesOf(text, s.start, s.end)) : [];
    const otherPlace =
      topicPlaces.length > 0 &&
      embeddedPlaces.some(
        (p) => placeCovers(topicPlaces, [p]) === false && placeCovers([p], topicPlaces) === false,
      );
    if (
      ownSides ||
      otherOrgan ||
      otherPlace ||
      // "Gegenseite: Periost anliegend": the other side than the topic's.
      sentence.some((c) => OTHER_SIDE.test(text.slice(c.start, c.end))) ||
      ownStructures.some((s) => !topicIds.has(s.id) && !sameTract(s))
    ) {
      topic = null;
      continue;
    }
    for (const c of sentence) {
      if (!c.side) c.side = topicSide;
      if (c.context.length === 0) c.context = topic.structures;
    }
    topic.end = end;
  }
}

function classify(
  text: string,
  clause: Clause,
  clauses: Clause[],
  raw: RawFinding,
  preCues: Span[],
  postCues: Span[],
): FindingHit {
  const hit: FindingHit = {
    start: raw.start,
    end: raw.end,
    id: raw.id,
    group: FINDING_GROUP.get(raw.id) ?? raw.id,
    global: FINDING_GLOBAL.get(raw.id) ?? false,
    negated: raw.inherentNegation,
    cueStart: raw.start,
    hedged: clause.hedged,
    past: false,
    qualifiers: [],
    clause: clause.index,
  };
  if (hit.negated) return hit;
  if (hit.hedged && (basisOfHedge(text, clause, raw) || roleHedged(text, clause, raw))) hit.hedged = false;
  // "thrombusfrei", "ergussfrei", "tumorfreie": the word negates its own finding.
  if (FREE_OF.test(text.slice(raw.end, raw.end + 8))) {
    hit.negated = true;
    // ... of the others only where the clause sets them apart ("Übrige Mittelhandknochen frakturfrei").
    hit.qualifiers = [...qualifiersIn(text.slice(clause.start, raw.start).toLowerCase())].filter((q) =>
      EXCLUDING.has(q),
    );
    // ... of its subject only: without a structure or place to say which, it is compared with nothing
    // ("untere zwei Drittel tumorfrei").
    if (clause.context.length === 0 && clause.places.length === 0) hit.hedged = true;
    return hit;
  }
  // "Adhäsionen nach perforierter Appendizitis": the event a finding followed, of the past.
  if (afterEvent(text, clause, raw)) {
    hit.past = true;
    hit.hedged = true;
    return hit;
  }
  // "nicht-ischämische Kardiomyopathie", "nicht-dislozierte Fraktur": the prefix negates the word.
  const notPrefix = NOT_PREFIX.exec(text.slice(Math.max(clause.start, raw.start - 7), raw.start));
  if (notPrefix) {
    hit.negated = true;
    hit.cueStart = raw.start - notPrefix[0].length;
    return hit;
  }
  // The words before the finding name it as history, a landmark or a definition only when one of
  // a few key words stands there: one cheap test first, the exact patterns after it.
  const before = text.slice(Math.max(clause.start, raw.start - 50), raw.start);
  if (BEFORE_KEYS.test(before)) {
    const wordStart = wordAround(text, raw).start;
    // "Alte, in Fehlstellung verheilte Klavikulafraktur" is history; "keine älteren Infarkte" denies
    // old findings, which the negation rule compares with old ones.
    const window = text.slice(Math.max(clause.start, wordStart - 50), wordStart);
    if (
      (OLD_BEFORE.test(window) && !NEGATED_OLD.test(window)) ||
      TREATED_BEFORE.test(text.slice(Math.max(clause.start, wordStart - 60), wordStart))
    ) {
      hit.past = true;
      hit.hedged = true;
      return hit;
    }
    // "Grenzwert für einen Ileus": a definition names no finding of the patient; "oberhalb des
    // Tumors" uses a known finding as a landmark.
    const near = before.slice(-40);
    if (LANDMARK_BEFORE.test(near) || DEFINITION_BEFORE.test(near)) {
      hit.hedged = true;
      return hit;
    }
  }
  // "Aneurysma ab 3,0 cm": a threshold after the finding defines it; "Verschluss der Punktionsstelle"
  // is a procedure.
  const after = text.slice(raw.end, Math.min(clause.end, raw.end + 30));
  // "Fraktur weitgehend konsolidiert", "Fraktur knöchern durchbaut": healed, a finding of the past.
  // ... and so is one its word names as removed ("nach Meningeomresektion", "Z.n. Polypektomie") or
  // as former ("im ehemaligen Stenosebereich").
  if (HEALED_AFTER.test(after) || removedInWord(text, raw) || formerWord(text, clause, raw)) {
    hit.past = true;
    hit.hedged = true;
    return hit;
  }
  // "Endometriosezentrum", "Schädelbasissprechstunde": a place of care named after the finding;
  // "Vasospasmus-Monitoring": a watch for it.
  if (DEFINITION_AFTER.test(after) || PROCEDURE_AFTER.test(after) || CARE_IN_WORD.test(after)) {
    hit.hedged = true;
    return hit;
  }
  const cue = negatingCue(text, clause, clauses, raw, preCues, postCues);
  if (cue === null && locative) hit.hedged = true;
  if (cue !== null) {
    hit.negated = true;
    hit.cueStart = Math.min(cue, raw.start);
    // Describing words narrow the negation between a pre-posed cue and its finding ("keine
    // suspekten Herde"), not before the cue ("Akute Divertikulitis ohne Perforation"); words that
    // set other findings apart ("Übrige Rippen ohne Fraktur", "sonst keine") anywhere before it.
    const clauseBefore = text.slice(clause.start, raw.start).toLowerCase();
    const before = text.slice(cue < raw.start ? cue : clause.start, raw.start).toLowerCase();
    // The finding's own first part narrows it too ("Begleitfraktur", "Spannungspneumothorax").
    const near = qualifiersIn(`${before} ${prefixOf(text, raw)}`);
    const anywhere = qualifiersIn(clauseBefore);
    // In the lexicon's order, from the few words found rather than the whole list.
    const found = new Set(near);
    // "keine alten Infarkte" says it of old ones as "keine älteren" does.
    if (OLD_WORD.test(before)) found.add('älter');
    for (const word of anywhere)
      if (
        EXCLUDING.has(word) ||
        (NEGATION.placeQualifiers.has(word) && !(hit.global && qualifiesNounBefore(text, clause, word, cue)))
      )
        found.add(word);
    // A clause that opens with its cue says it of the sentence's subject ("Übrige Leber, insbesondere
    // links, ohne fokale Läsionen"): words that set others apart there hold for it too.
    if (cue <= raw.start && text.slice(clause.start, cue).trim() === '') {
      const first = sentenceStartOf(clauses, clause);
      if (first < clause.start)
        for (const word of qualifiersIn(text.slice(first, clause.start).toLowerCase()))
          if (EXCLUDING.has(word)) found.add(word);
    }
    // "Intra- und extrahepatische Gallenwege nicht erweitert": both compartments are the whole organ.
    if (BOTH_COMPARTMENTS.test(clauseBefore))
      for (const word of found) if (/^(?:intra|extra)/u.test(word)) found.delete(word);
    // ... and words that set others apart after it ("Keine Myelonkompression in den übrigen Segmenten").
    const others = OTHERS_AFTER.exec(text.slice(raw.end, clause.end))?.[1]?.toLowerCase();
    if (others) found.add(others);
    // "Kein Restharn von Bedeutung": a relevant one is denied, a little is not.
    if (RELEVANCE_AFTER.test(text.slice(raw.end, clause.end))) found.add('relevant');
    hit.qualifiers =
      found.size === 0
        ? []
        : [...found].sort((x, y) => (QUALIFIER_ORDER.get(x) ?? 0) - (QUALIFIER_ORDER.get(y) ?? 0));
  }
  return hit;
}

/**
 * A place word before an asserted finding ahead of the cue is that finding's, not what the cue
 * denies where that is a finding of the whole body ("Zentrale reitende Lungenarterienembolie
 * beidseits ohne Rechtsherzbelastung"). The clause's findings before this one are already classified.
 */
function qualifiesNounBefore(text: string, clause: Clause, word: string, cue: number): boolean {
  const at = clause.start + text.slice(clause.start, cue).toLowerCase().lastIndexOf(word);
  return at >= clause.start && clause.findings.some((f) => !f.negated && f.start > at && f.end <= cue);
}

/** Where the sentence of a clause begins. */
function sentenceStartOf(clauses: Clause[], clause: Clause): number {
  let i = clause.index;
  while (i > 0 && (clauses[i - 1] as Clause).sentence === clause.sentence) i--;
  return (clauses[i] as Clause).start;
}

/** "bei" and up to three words before a finding: what a suspicion rests on ("V.a. Superinfektion bei Gaseinschlüssen"). */
const BASIS_BEFORE = /(?<!\p{L})bei\s+(?:[\p{L}-]+\s+){0,3}$/iu;

/** Whether the finding is what a suspicion before it rests on: that is observed, not suspected. */
function basisOfHedge(text: string, clause: Clause, raw: Span): boolean {
  const before = text.slice(clause.start, raw.start);
  const basis = BASIS_BEFORE.exec(before);
  return (
    basis !== null &&
    NEGATION.hedges.test(before.slice(0, basis.index)) &&
    !NEGATION.hedges.test(before.slice(basis.index)) &&
    !text.slice(raw.end, clause.end).includes('?')
  );
}

/** "Hämatom am Plazentarand als Blutungsquelle möglich", "... als mögliche Erklärung der Verschlechterung": what is hedged is the role after "als". */
const ROLE_HEDGED_AFTER =
  /^[^,;:?]*?\sals\s+(?:(?:[\p{L}-]+\s+){1,3}(?:möglich|denkbar|fraglich|wahrscheinlich)(?!\p{L})|(?:möglich|denkbar|wahrscheinlich)e[nmrs]?\s+(?:Erklärung|Ursache|Auslöser|Korrelat|Quelle)\p{L}*(?:\s+(?:de[rs]|für)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{L}*)?)/u;

/** Whether the clause's only hedge is of the finding's role ("als Ursache möglich"), not of the finding. */
function roleHedged(text: string, clause: Clause, raw: Span): boolean {
  const after = text.slice(raw.end, clause.end);
  const role = ROLE_HEDGED_AFTER.exec(after);
  if (!role || text.slice(clause.start, clause.end).includes('?')) return false;
  const rest = text.slice(clause.start, raw.end) + after.slice(role[0].length);
  return !NEGATION.hedges.test(rest);
}

/** A rate is no size: growth per year ("5 mm/Jahr", "3 mm pro Jahr"), a flow velocity ("PSV 230 cm/s"). */
const RATE_AFTER = /^\s*(?:\/\s*|pro\s+|je\s+)(?:jahr|monat|woche|a|s|sek|sec)(?!\p{L})|^\s*jährlich/iu;
/** A signed amount is a change: "+5 mm in 12 Monaten". */
const PLUS_BEFORE = /(?:^|[\s(])\+\s*$/u;
const NOT_PREFIX = /(?<!\p{L})nicht-$/iu;
const FREE_OF = /^\p{Ll}{0,6}?(?:s|es|n|en)?frei(?:e[nmrs]?)?(?!\p{L})/u;
const DEFINITION_BEFORE =
  /(?<!\p{L})(?:grenzwert|definition|definiert|kriteri\p{L}*|schwellenwert)\s+(?:für\s+|eines\s+|einer\s+|des\s+|der\s+)?(?:(?:eine[nmrs]?|de[nmrs])\s+)?(?:\p{L}+\s+)?$/iu;
const BEFORE_KEYS =
  /alte|älter|verheilt|konsolidiert|ausgeheilt|synthese|ektomie|resektion|versorgung|plastik|spondylodese|drainage|inzision|embolisation|ablation|exzision|desinvagination|reposition|grenzwert|definition|definiert|kriteri|schwellenwert|oberhalb|unterhalb|kranial|kaudal|distal|proximal|neben|entlang|anstelle/iu;
/** "Alte, in Fehlstellung verheilte Klavikulafraktur", "konsolidierte Rippenfraktur": a finding of the past. */
const OLD_BEFORE =
  /(?<!\p{L})(?:alte[nrsm]?|ältere[nrsm]?|verheilte[nrsm]?|konsolidierte[nrsm]?|ausgeheilte[nrsm]?)(?:[\s,]+(?:in|mit|und|leichter|geringer|deutlicher|Fehlstellung|\p{L}+e[nrsm]?))*[\s,]*$/iu;
/** "alte", "alten": old, said of a finding ("keine alten Infarkte" as "keine älteren"). */
export const OLD_WORD = /(?<!\p{L})alte[nmrs]?(?!\p{L})/u;
/** "Keine älteren Territorialinfarkte": a negation cue right before the old word. */
const NEGATED_OLD = /(?<!\p{L})kein(?:e[nmrs]?)?\s+(?:alte|ältere)[nmrs]?\s/iu;
/** "im ehemaligen Stenosebereich": the finding's word names where it was. */
const FORMER_BEFORE = /(?<!\p{L})(?:ehemalig|vormalig)e[nmrs]?\s+$/iu;

function formerWord(text: string, clause: Span, f: Span): boolean {
  const start = wordAround(text, f).start;
  return FORMER_BEFORE.test(text.slice(Math.max(clause.start, start - 14), start));
}

const HEALED_AFTER =
  /^\p{L}*\s+(?:(?:weitgehend|vollständig|komplett|knöchern|fest|gut|regelrecht)\s+){0,2}(?:konsolidiert|durchbaut|verheilt|ausgeheilt)(?!\p{L})/iu;
/** "nach perforierter", "nach" right before a finding's word: the finding is the earlier event. */
const AFTER_EVENT = /(?<!\p{L})(?<!(?:Frage|Suche|Ausschau|Zustand)\s)nach\s+(?:\p{Ll}+e[nmrs]?\s+){0,2}$/u;

/** The finding is the event another one followed ("Adhäsionen nach perforierter Appendizitis"). */
export function afterEvent(text: string, clause: Span, f: Span): boolean {
  const start = wordAround(text, f).start;
  return AFTER_EVENT.test(text.slice(Math.max(clause.start, start - 40), start));
}
/** "nach Plattenosteosynthese einer Weber-B-Fraktur", "Z.n. Resektion eines", "nach Drainage des Abszesses",
 * "Desinvagination der Invagination": the finding that was treated. */
const TREATED_BEFORE =
  /(?:(?<!\p{L})(?:nach|z\.\s?n\.)\s+(?:\p{L}+\s+)?\p{L}*(?:synthese|ektomie|resektion|versorgung|plastik|spondylodese|drainage|inzision|embolisation|ablation|exzision)|\p{L}*(?:desinvagination|reposition))\s+(?:der|des|einer|eines|bei)\s+(?:\p{L}+\s+)?$/iu;
const LANDMARK_BEFORE =
  /(?<!\p{L})(?:oberhalb|unterhalb|kranial|kaudal|distal|proximal|neben|entlang|anstelle)\s+(?:des|der|dem|vom|von)\s+(?:\p{L}+\s+)?\p{L}*$/iu;
const CARE_IN_WORD =
  /^\p{Ll}*-?(?:zentrum|sprechstunde|ambulanz|konferenz|board|monitoring|screening|prophylaxe|überwachung)(?!\p{L})/iu;
/** The rest of a finding's word names its removal ("Meningeomresektion", "Myomenukleation"). */
const REMOVED_IN_WORD =
  /^\p{Ll}*(?:resektion|exstirpation|ektomie|entfernung|exzision|enukleation|ablation|embolisation)(?!\p{L})/u;

/** A finding named only as what was removed: history, and no claim of the Beurteilung. */
export function removedInWord(text: string, f: Span): boolean {
  return REMOVED_IN_WORD.test(text.slice(f.end, f.end + 30));
}
const PROCEDURE_AFTER = /^\p{L}*\s+(?:der|des)\s+(?:Punktionsstelle|Zugangs|Zugangsweges|Punktionskanals)/u;
/** A finding word followed by its threshold ("Aneurysma ab 3,0 cm", "Aneurysma > 3 cm"). */
const DEFINITION_AFTER = /^\p{L}*\s*(?:(?:erst|bereits|schon)\s+)?(?:ab|über|>|≥)\s*\d/u;

/** Qualifier words by first letter: a clause is read word by word, not once per qualifier. */
const QUALIFIERS_BY_LETTER = new Map<string, string[]>();
for (const q of NEGATION.qualifiers) {
  const list = QUALIFIERS_BY_LETTER.get(q.word.charAt(0)) ?? [];
  list.push(q.word);
  QUALIFIERS_BY_LETTER.set(q.word.charAt(0), list);
}

const QUALIFIER_ORDER = new Map(NEGATION.qualifiers.map((q, i) => [q.word, i]));

/** The qualifier words at the start of a word of a lower-case text (as the regex "(?<!\p{L})word" finds them). */
/** A letter by its code: ASCII fast, the rest by the Unicode class. */
function isLetter(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return /\p{L}/u.test(String.fromCharCode(code));
}

function qualifiersIn(lower: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < lower.length; i++) {
    if (i > 0 && isLetter(lower.charCodeAt(i - 1))) continue;
    for (const word of QUALIFIERS_BY_LETTER.get(lower.charAt(i)) ?? [])
      if (lower.startsWith(word, i)) found.add(word);
  }
  return found;
}

/** Qualifiers that set the negated findings apart from others, wherever they stand in the clause. */
const EXCLUDING = new Set([
  'neu',
  'weiter',
  'sonst',
  'ansonsten',
  'darüber hinaus',
  'sonstig',
  'ander',
  'übrig',
  'zusätzlich',
]);
const RELEVANCE_AFTER =
  /^\p{L}*\s+(?:von\s+(?:klinischer\s+|hämodynamischer\s+)?(?:Bedeutung|Relevanz)|nennenswerte[nmrs]?\s)/u;
/** "intra- und extrahepatisch": a compartment named with its counterpart. */
const BOTH_COMPARTMENTS = /(?<!\p{L})(?:intra|extra)-\s*(?:und|oder|sowie)\s+(?:extra|intra)\p{L}/u;
/** "... in den übrigen Segmenten", "... der anderen Etagen": the others, after the finding. */
const OTHERS_AFTER = /(?<!\p{L})(übrig|ander|sonstig)e[nmrs]?(?!\p{L})/iu;

const WITH = /(?<!\p{L})mit(?!\p{L})/giu;
/** The rest of a label's line that only says no ("Neue Läsionen: keine."); group 1 is the answer. */
const LABEL_ANSWERED_NO =
  /^(:[ \t]*(?:kein(?:e[rs]?)?|nein|negativ|nicht\s+nachweisbar))[ \t]*[.;]?[ \t]*(?:\n|$)/iu;

/** Where the bare "keine" answering a clause that is a label ends ("Neue Läsionen: keine."), or null. */
export function labelAnswerEnd(text: string, clause: Span): number | null {
  if (text[clause.end] !== ':') return null;
  const answer = LABEL_ANSWERED_NO.exec(text.slice(clause.end, clause.end + 40))?.[1];
  return answer === undefined ? null : clause.end + answer.length;
}

const OHNE = /^ohne$/iu;
const WEDER = /^weder$/iu;
/** "fehlend" is an adjective: it qualifies its own noun, not a bare noun after "und". */
const FEHLEND = /^fehlend/iu;
const BARE_AFTER_AND = /\p{L}\s+(?:und|sowie)\s+$/u;
const PLACE_PREPOSITION = /^\s+(?:im|in|an|am|innerhalb|außerhalb|unter|über|neben)\s/u;
const DATIVE_AFTER_AND = /(?<!\p{L})(?:und|sowie)\s+(?:\p{Ll}+e[rm]\s+)+$/u;
/** What governs a dative or genitive inside the "ohne" phrase ("ohne Nachweis von ... und größerer"). */
const DATIVE_LEAD =
  /(?<!\p{L})(?:von|vom|mit|bei|zu|zum|zur|aus|nach|seit|in|im|an|am|einer|eines|des|der|dem)(?!\p{L})/iu;

/** Start of the cue that negates the finding, or null. */
function negatingCue(
  text: string,
  clause: Clause,
  clauses: Clause[],
  raw: Span,
  preCues: Span[],
  postCues: Span[],
): number | null {
  locative = false;
  // Pre-posed cue in the same clause, with no terminator between cue and finding.
  for (const cue of within(preCues, clause)) {
    if (cue.end > raw.start) continue;
    const between = text.slice(cue.end, raw.start);
    // "Keine der Läsionen zeigt ...": the lesions are there, the negation is of what they show.
    if (PARTITIVE.test(between)) continue;
    NEGATION.terminators.lastIndex = 0;
    // "Kein Darm im Bruchsack": a finding after the negated noun's preposition is its place, not negated.
    // "Keine Mitversorgung der Myome": a genitive after the negated noun is what it belongs to.
    const cueWord = text.slice(cue.start, cue.end);
    // "Keine Mikroverkalkungen, weder im Herd noch in dessen Umgebung": "weder" before a
    // preposition lists the places of what was denied before it.
    if (
      LOCATIVE.test(between) ||
      genitiveOfNegated(between) ||
      (WEDER.test(cueWord) && PLACE_PREPOSITION.test(between))
    ) {
      locative = true;
      continue;
    }
    // "ohne prästenotische Dilatation und kurzer Fistel": "ohne" takes the accusative; a dative
    // adjective after the "und" ("-er", "-em") goes on with the "mit" before it.
    if (OHNE.test(cueWord) && DATIVE_AFTER_AND.test(between) && !DATIVE_LEAD.test(between)) continue;
    // "mit fehlender Perfusion und Whirlpool-Zeichen": the sign is there.
    if (FEHLEND.test(cueWord) && BARE_AFTER_AND.test(between)) continue;
    // "Keine Perforation mit freier Luft": after "kein", "mit" goes on with the negated noun phrase.
    const scope = /^kein/iu.test(cueWord) && !between.includes(',') ? between.replace(WITH, ' ') : between;
    if (!NEGATION.terminators.test(scope)) return cue.start;
  }
  // Enumeration: "keine Pleuraergüsse, Infiltrate oder Rundherde".
  const enumCue = enumerationCue(text, clause, clauses, preCues);
  if (enumCue !== null) return enumCue;
  // Post-posed cue: "Freie Flüssigkeit ist nicht nachweisbar", "Fraktur ausgeschlossen"; not of what
  // hides the subject ("Junktionalzone dorsal durch das Myom nicht abgrenzbar": the myoma is there).
  const agent = AGENT_BEFORE.test(text.slice(Math.max(clause.start, raw.start - 30), raw.start));
  for (const cue of within(postCues, clause)) {
    if (cue.start < raw.end || agent) continue;
    const between = text.slice(raw.end, cue.start);
    NEGATION.terminators.lastIndex = 0;
    if (!NEGATION.terminators.test(between) && !/[;:]/.test(between)) return cue.start;
  }
  // "Neue Läsionen: keine.": a label answered by a bare negation on its line.
  if (labelAnswerEnd(text, clause) !== null) return clause.end;
  // "nicht erweitert": nicht negates the next word, after adverbs such as "sicher".
  NEGATION.nicht.lastIndex = 0;
  const clauseText = text.slice(clause.start, clause.end);
  for (const m of clauseText.matchAll(NEGATION.nicht)) {
    let pos = clause.start + m.index + m[0].length;
    for (;;) {
      const word = /^\s+([\p{L}-]+)/u.exec(text.slice(pos, clause.end));
      if (!word?.[1]) break;
      const wordStart = pos + word[0].length - word[1].length;
      if (NEGATION.nichtSkips.has(word[1].toLowerCase())) {
        pos = wordStart + word[1].length;
        continue;
      }
      if (raw.start >= wordStart && raw.end <= wordStart + word[1].length) return clause.start + m.index;
      // Verb-final: "nicht in den Prozess einbezogen", "nicht mit einbezogen", "nicht vom Tumor
      // infiltriert": nicht negates the participle that ends the clause.
      const last = VERB_FINAL.exec(text.slice(pos, clause.end));
      if (last?.[1]) {
        const participle = pos + last[0].trimEnd().length - last[1].length;
        if (raw.start >= participle && raw.end <= participle + last[1].length) return clause.start + m.index;
      }
      break;
    }
  }
  return null;
}

/** After "nicht": an optional particle "mit", a short prepositional phrase and the participle that ends the clause. */
const VERB_FINAL =
  /^\s+(?:mit\s+)?(?:(?:in|im|von|vom|durch|an|am|auf|zum|zur|bis|über|gegen)\s+(?:[\p{L}-]+\s+){0,3})?(\p{Ll}[\p{L}-]*(?:t|en))\s*$/u;

const PARTITIVE = /^\s+(?:der|dieser)\s+(?:\p{L}+\s+)?\p{L}*$/u;

/** "durch das Myom", "durch einen Erguss": what causes a state, not its subject. */
const AGENT_BEFORE = /(?<!\p{L})durch\s+(?:(?:de[nmrs]|die|das|eine[nmrs]?)\s+)?(?:[\p{L}-]+\s+)?$/iu;

/** Set by negatingCue: the finding only names the place of a negated noun (neither negated nor asserted). */
let locative = false;
const LOCATIVE =
  /\p{Lu}\p{Ll}+\s+(?:im|in|an|am|unter|über|neben|innerhalb|außerhalb|oberhalb|unterhalb|entlang|hinter|zum|zur|vom)\s/u;

const GENITIVE = /(\p{Lu}[\p{Ll}-]+)\s+(?:der|des)\s+(?:[\p{Ll}-]+\s+)*$/u;
/** Nouns whose genitive is what is negated ("Keine Zeichen der Rechtsherzbelastung"). */
const EVIDENTIAL = /^(?:Zeichen|Anzeichen|Nachweis|Hinweis|Anhalt|Verdacht|Bild|Aspekt|Befund)/u;

function genitiveOfNegated(between: string): boolean {
  const noun = GENITIVE.exec(between)?.[1];
  return noun !== undefined && !EVIDENTIAL.test(noun);
}

function enumerationCue(text: string, clause: Clause, clauses: Clause[], preCues: Span[]): number | null {
  // Walk back over short clauses of the same sentence to a clause whose pre-posed cue runs to its end.
  const chain: Clause[] = [clause];
  for (let i = clause.index - 1; i >= 0; i--) {
    const prev = clauses[i] as Clause;
    if (prev.sentence !== clause.sentence) return null;
    // A semicolon ends the enumeration ("ohne Fraktur; Gelenkerguss und Baker-Zyste").
    if (text.slice(prev.end, (chain[0] as Clause).start).includes(';')) return null;
    const cues = within(preCues, prev);
    const last = cues[cues.length - 1];
    if (last) {
      NEGATION.terminators.lastIndex = 0;
      if (NEGATION.terminators.test(text.slice(last.end, prev.end))) return null;
      // "Keine aktiven, KM-aufnehmenden Läsionen": adjectives joined by a comma, one noun phrase.
      if (
        chain.length === 1 &&
        ADJECTIVES_ONLY.test(text.slice(last.end, prev.end)) &&
        ADJECTIVE_FIRST.test(text.slice(clause.start, clause.end))
      )
        return last.start;
      // Every clause of the chain must be a short bare item, one of them joined by "oder"/"und".
      const items = chain.map((c) => text.slice(c.start, c.end));
      if (items.some((t) => wordsOf(t) > 4)) return null;
      if (chain.some((c) => c.sides.length > 0 || within(preCues, c).length > 0)) return null;
      const tail = chainTail(text, clause, clauses);
      // "Keine Komplikationen (Stenose, Fistel)": a list in brackets after the denied word.
      const bracketed =
        /\([^()]*$/u.test(text.slice(last.end, prev.end)) && /^[^()]*\)/u.test(`${items.join(',')} ${tail}`);
      if (!bracketed && !NEGATION.joiners.test(items.join(' ')) && !NEGATION.joiners.test(tail)) return null;
      return last.start;
    }
    chain.unshift(prev);
    if (chain.length > 5) return null;
  }
  return null;
}

const ADJECTIVES_ONLY = /^(?:\s+\p{Ll}+(?:e|en|er|es|em))+\s*$/u;
const ADJECTIVE_FIRST = /^(?:[\p{L}\d]+-)?\p{Ll}+(?:e|en|er|es|em)\s+\p{Lu}/u;

/** Text of the short clauses that follow in the same sentence (the rest of an enumeration). */
function chainTail(text: string, clause: Clause, clauses: Clause[]): string {
  const parts: string[] = [];
  for (let i = clause.index + 1; i < clauses.length; i++) {
    const next = clauses[i] as Clause;
    if (next.sentence !== clause.sentence || wordsOf(text.slice(next.start, next.end)) > 4) break;
    parts.push(text.slice(next.start, next.end));
  }
  return parts.join(' ');
}

/** Whether a structure is an organ inside a finding's own word ("Aorta" in "Aortenaneurysma"). */
export function embeddedIn(text: string, f: Span): (s: StructureHit) => boolean {
  const word = wordAround(text, f);
  return (s) => s.embedded === true && s.start >= word.start && s.end <= word.end;
}

/**
 * The structures that locate one finding: its clause's context without the structures inside
 * another finding's word ("Cholezystolithiasis ohne Choledocholithiasis": the bile duct is the
 * second finding's, not the first's).
 */
export function findingContext(a: Annotated, clause: Clause, f: Span): StructureHit[] {
  const word = wordAround(a.text, f);
  const inWord = embeddedIn(a.text, f);
  // An organ in the finding's own word places it, with the places named after it ("Leistenhämatom
  // an der Punktionsstelle"), not those before it ("splenorenaler Shunt, Ösophagusvarizen").
  const own = clause.context.filter(inWord);
  if (own.length > 0)
    return clause.context.filter((s) => inWord(s) || s.family || (!s.embedded && s.start >= word.end));
  // An organ named after "mit" goes with what accompanies the finding ("Harnstau beidseits mit
  // Megaureter rechts"), not with the finding.
  const placing = clause.context.filter((s) => !accompanies(a.text, word, s));
  const kept = placing.filter((s) => !s.embedded);
  // A finding with no place of its own is the other's ("Cholezystolithiasis (Konkremente bis 1,2 cm)"),
  // unless "und" or "sowie" lists them apart ("Milchglasverdichtungen und Pleuraergüsse", "Harnleiterstein
  // mit Harnstauung und kleinem Urinom").
  if (kept.length > 0) return kept;
  return placing.filter(
    (s) =>
      !clause.joins.some(
        (j) =>
          (j >= word.end && j < s.start) ||
          (j >= s.end && j < word.start && LISTED_NEXT.test(a.text.slice(j, word.start))),
      ),
  );
}

/** A coordinator and up to two adjectives before a finding: a list's next item ("und kleinem perirenalen"), not "und ohne". */
const LISTED_NEXT = /^(?:und|sowie)\s+(?:(?!ohne|mit|bei|kein)\p{Ll}+\s+){0,2}$/u;

/** What follows one of the words, within its clause part and a few words after it. */
const introducedBy = (words: string) =>
  new RegExp(`^[^,;]*?(?<!\\p{L})(?:${words})\\s+(?:\\p{L}+\\s+){0,2}\\p{L}*$`, 'iu');
/** "... mit", "... bei": what follows accompanies the finding before it, or causes it ("Harnstauung
 * rechts bei prävesikalem Ureterkonkrement": the ureter is the stone's place, not the congestion's). */
const ACCOMPANYING = introducedBy('mit|bei');
/** ... or a cause named by "durch", "infolge" ("Harnstau links durch ein 6-mm-Konkrement am pyeloureteralen Übergang"). */
const CAUSE = /^[^,;]*?(?<!\p{L})(?:bei|durch|infolge|aufgrund)\s+(?:[\p{L}\d-]+\s+){0,3}\p{L}*$/iu;

/** A structure or place after a finding that only goes with what accompanies or causes it. */
export function accompanies(text: string, finding: Span, s: Span): boolean {
  return s.start >= finding.end && ACCOMPANYING.test(text.slice(finding.end, s.start));
}

/** A structure or place after a finding that only goes with its cause ("Harnstau rechts bei Ureterstein"). */
export function causeOf(text: string, finding: Span, s: Span): boolean {
  return s.start >= finding.end && CAUSE.test(text.slice(finding.end, s.start));
}

/** The clauses of a clause's sentence. */
export function sentenceOf(a: Annotated, clause: Clause): Clause[] {
  return a.sentences[clause.sentence] ?? [clause];
}

/** The text of a clause's whole sentence. */
export function sentenceTextOf(a: Annotated, clause: Clause): string {
  const sentence = sentenceOf(a, clause);
  return a.text.slice(sentence[0]?.start ?? clause.start, sentence[sentence.length - 1]?.end ?? clause.end);
}

/** The structures that locate a finding: its clause's own, else those inherited from earlier clauses. */
export function contextOf(_a: Annotated, clause: Clause): StructureHit[] {
  return clause.context;
}

export function structureIds(hits: StructureHit[]): Set<string> {
  return new Set(hits.map((h) => h.id));
}

export function isPaired(id: string): boolean {
  return STRUCTURE_BY_ID.get(id)?.paired ?? false;
}

export function regionOf(id: string): string {
  return STRUCTURE_BY_ID.get(id)?.region ?? id;
}

/** Families whose members exclude each other: liver segments, spinal and nodal levels, numbered bones. */
export const EXCLUSIVE_FAMILIES = [
  'segment',
  'level',
  'root',
  'nodal',
  'rib',
  'ray',
  'joint',
  'digit',
  'ventricle',
] as const;

/** No clash inside a family: where both name members of one (Segment VII, Segment IVb), one is shared. */
export function familiesAgree(a: StructureHit[], b: StructureHit[]): boolean {
  for (const family of EXCLUSIVE_FAMILIES) {
    const fa = a.filter((h) => h.family === family).map((h) => h.id);
    const fb = b.filter((h) => h.family === family).map((h) => h.id);
    if (fa.length > 0 && fb.length > 0 && !fa.some((id) => fb.includes(id))) return false;
  }
  // A finger is not a metacarpal bone: "Digitus IV ... Phalangen ohne Fraktur" and "Metacarpale-V-Fraktur".
  const has = (hits: StructureHit[], family: string) => hits.some((h) => h.family === family);
  for (const [x, y] of DISJOINT_FAMILIES) {
    const onlyX = (hits: StructureHit[]) => has(hits, x) && !has(hits, y);
    const onlyY = (hits: StructureHit[]) => has(hits, y) && !has(hits, x);
    if ((onlyX(a) && onlyY(b)) || (onlyY(a) && onlyX(b))) return false;
  }
  return true;
}

/** Families of numbered bones that never name the same bone. */
const DISJOINT_FAMILIES: [string, string][] = [['digit', 'ray']];

/** Same place: a shared structure and no clash inside a family (Segment VII vs Segment IVb); withParts: or one part of the other (Sigma, Kolon). */
export function structuresCompatible(a: StructureHit[], b: StructureHit[], withParts = false): boolean {
  if (a.length === 0 || b.length === 0) return true;
  if (!familiesAgree(a, b)) return false;
  const ids = structureIds(b);
  const idsA = structureIds(a);
  if (!withParts) return a.some((h) => ids.has(h.id));
  // A liver segment is part of the liver; a ray's head is part of its joint ("MT-I-Köpfchen", "MTP I");
  // a nodal level is lymph nodes ("LK ... keine extranodale Ausbreitung" of "LK-Metastase Level Ib").
  const parent = (id: string) =>
    id.startsWith('segment-')
      ? 'leber'
      : id.startsWith('mtp-') || id.startsWith('mcp-')
        ? id.slice(0, 2) + id.slice(3)
        : id.startsWith('nodal-')
          ? 'lymphknoten'
          : (STRUCTURE_BY_ID.get(id)?.parent ?? '');
  return a.some((h) => ids.has(h.id) || ids.has(parent(h.id))) || b.some((h) => idsA.has(parent(h.id)));
}

export function sidesCompatible(a: Side | undefined, b: Side | undefined): boolean {
  if (!a || !b || a === 'both' || b === 'both') return true;
  return a === b;
}

export function opposite(a: Side | undefined, b: Side | undefined): boolean {
  return (
    (a === 'left' && b === 'right') ||
    (a === 'right' && b === 'left') ||
    (a === 'ipsi' && b === 'contra') ||
    (a === 'contra' && b === 'ipsi')
  );
}

/** One dimension of u and one of b agree within the rounding of the less precise ("2 cm" is +-5 mm). */
export function sameValue(u: Measurement, b: Measurement, x: number, y: number): boolean {
  return Math.abs(x - y) <= Math.max(u.tolerance, b.tolerance) + 1e-6;
}

/** Two sizes agree: dimension by dimension where both have several, else any dimension of each. */
export function sameSize(u: Measurement, b: Measurement): boolean {
  const same = (x: number, y: number) => sameValue(u, b, x, y);
  if (u.dims.length > 1 && b.dims.length > 1) {
    const n = Math.min(u.dims.length, b.dims.length);
    for (let i = 0; i < n; i++) if (!same(u.dims[i] as number, b.dims[i] as number)) return false;
    return true;
  }
  return u.dims.some((x) => b.dims.some((y) => same(x, y)));
}

/**
 * The side of a span: the nearest side word of its own coordinated part of the clause ("Zyste
 * rechts und verkalkte Fibroadenome links"), else one after it that the parts share ("Zyste und
 * Fibroadenom rechts"), else one among the clause's opening words ("Links Zyste und
 * Fibroadenom"), else the side the clause inherited. A side that follows another finding in an
 * earlier part is that finding's ("Lakune links und vereinzelte Mikroblutungen").
 */
/** Findings with a direction, not a side: a midline shift "nach rechts" lies in the middle. */
export const UNSIDED_GROUPS = new Set(['mittellinienverlagerung']);

export function sideOf(clause: Clause, span: Span): SideHit | null {
  if (clause.sides.length === 0) return clause.side;
  const part = (pos: number) => clause.joins.filter((j) => j <= pos).length;
  // A negated list shares its cue's part: "Hüft-TEP links ohne Lockerungszeichen oder Fraktur".
  const own = part(
    'negated' in span && span.negated ? Math.min((span as FindingHit).cueStart, span.start) : span.start,
  );
  let best: SideHit | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  // The side word of a past operation ("nach Z.n. Osteosynthese rechts") is that operation's and
  // its place's right after it ("Lobektomie links unten"), not the side of what stands before it or
  // of a finding after it ("... rechts Osteoporose-Abklärung").
  const sides =
    clause.pastSides.length === 0
      ? clause.sides
      : clause.sides.filter(
          (s) =>
            !clause.pastSides.some(
              (p) =>
                p.side === s &&
                !(
                  span.start >= p.from &&
                  (span.end <= s.start || (span.start <= s.end + 8 && !('group' in span)))
                ),
            ),
        );
  if (sides.length === 0) return clause.side && clause.sides.includes(clause.side) ? null : clause.side;
  for (const s of sides) {
    if (part(s.start) !== own) continue;
    const distance = s.start >= span.end ? s.start - span.end : span.start >= s.end ? span.start - s.end : 0;
    if (distance < bestDistance) {
      best = s;
      bestDistance = distance;
    }
  }
  if (best) return best;
  const shared = sides.find((s) => s.start >= span.end);
  if (shared) return shared;
  const leading = sides[0];
  return leading && leading.end <= span.start && leading.start <= clause.opening ? leading : null;
}

/** Words that make a named structure a finding ("suspekter Lymphknoten", "tumorverdächtige Läsion"). */
const SUSPICIOUS =
  /(?<!\p{L})(?:\p{L}*suspekt\p{L}*|\p{L}*verdächtig\p{L}*|pathologisch\p{L}*|malign\p{L}*)/iu;

/** An asserted suspicious structure: "Suspekter Lymphknoten axillär links" (not "kein suspekter ..."). */
export function suspiciousStructure(text: string, c: Clause): boolean {
  if (c.structures.length === 0) return false;
  const clauseText = text.slice(c.start, c.end);
  return SUSPICIOUS.test(clauseText) && !/(?<!\p{L})(?:kein\p{L}*|ohne|nicht)(?!\p{L})/iu.test(clauseText);
}

/** A clause that names what the clause before it describes ("..., vereinbar mit Thrombose"). */
export const IDENTIFIES =
  /^\s*(?:vereinbar\s+mit|am\s+ehesten|a\.\s?e\.|entsprechend|im\s+Sinne|passend\s+zu)(?!\p{L})/iu;

/**
 * A clause as evidence, with the clause before it where it only names what that one describes
 * ("Milzvene ... nicht kontrastiert, vereinbar mit Thrombose": the description is the evidence).
 */
export function describedEvidence(text: string, clauses: Clause[], c: Clause): Span {
  const own = clauseEvidence(text, c);
  const before = clauses[c.index - 1];
  if (!before || before.sentence !== c.sentence || !IDENTIFIES.test(text.slice(c.start, c.end))) return own;
  return { start: clauseEvidence(text, before).start, end: own.end };
}

/** Trimmed clause text without list numbering or bullet, as evidence. */
export function clauseEvidence(text: string, clause: Span): Span {
  let start = clause.start;
  const m = /^\s*(?:\d{1,2}\.|[-–•*])\s+/u.exec(text.slice(start, clause.end));
  if (m) start += m[0].length;
  return { start, end: clause.end };
}

/** Letters of the finding's word before the finding ("Beckenring" in "Beckenringfraktur"). */
export function prefixOf(text: string, hit: Span): string {
  return text.slice(compoundStart(text, hit.start), hit.start).toLowerCase().replace(/-/g, '');
}

/** Where the compound word around a position starts ("Weichteilschwellung" for "schwellung"). */
export function compoundStart(text: string, pos: number): number {
  let s = pos;
  while (s > 0 && /[\p{L}-]/u.test(text[s - 1] ?? '')) s--;
  return s;
}

/** The span from the start of a hit's compound word ("Weichteilschwellung", not "schwellung"). */
export function compoundSpan(text: string, hit: Span): Span {
  return { start: compoundStart(text, hit.start), end: hit.end };
}

/** "Beckenringfraktur" and "Schenkelhalsfraktur" are different findings; "Leistenhämatom" and "Hämatom" may be one. */
export function compoundsDiffer(text: string, a: Span, b: Span): boolean {
  const pa = prefixOf(text, a);
  const pb = prefixOf(text, b);
  return pa.length > 0 && pb.length > 0 && !pa.endsWith(pb) && !pb.endsWith(pa);
}

/** Words for a lesion that a Beurteilung may use for one another ("Verdichtung" in the Befund, "Läsion" in the Beurteilung). */
export const LESION_GROUPS = new Set(['herd', 'verdichtung']);

/** The group of lines, tubes and implants: sided, but neither denied nor diagnosed. */
export const DEVICE = 'device';
const POSITION =
  /(?<!\p{L})(?:(oben|unten)\s+(außen|innen)|(ober|unter)e[nrs]?\s+(äußer|inner)e[nrs]?\s+quadrant(?:en)?|(\d{1,2})(?:[.:,]\d{1,2})?\s*uhr)(?!\p{L})/giu;

/** A cheap test before the position pattern: one of its words is there. */
const POSITION_WORD = /uhr|außen|innen|äußer|inner/iu;

/** Positions inside an organ as keys: "oben außen" and "oberen äußeren Quadranten" are one. */
export function positionsOf(text: string): Set<string> {
  const out = new Set<string>();
  if (!POSITION_WORD.test(text)) return out;
  for (const m of text.matchAll(POSITION)) {
    if (m[1]) out.add(`${m[1]}-${m[2]}`.toLowerCase());
    else if (m[3]) {
      const vertical = m[3].toLowerCase() === 'ober' ? 'oben' : 'unten';
      out.add(`${vertical}-${m[4]?.toLowerCase() === 'äußer' ? 'außen' : 'innen'}`);
    } else if (m[5]) out.add(`${Number(m[5])}-uhr`);
  }
  return out;
}

/** Brain regions by lobe adjective, also in compounds ("frontoparietal", "temporookzipital"). */
const REGION =
  /(?<!\p{L})(?:links|rechts)?((?:(?:fronto|parieto|temporo|okzipito|occipito)-?)*(?:frontal|parietal|temporal|okzipital|occipital))(?:e[nmrs]?|(?:lappen|pol|rinde|kortex|region)\p{L}*)?(?!\p{L})/giu;
const LOBES = /fronto?|parieto?|temporo?|okzipit|occipit/gu;

/** Brain regions below and inside the lobes: cerebellum, brainstem, basal ganglia. */
const DEEP_REGIONS: [RegExp, string][] = [
  [/kleinhirn|zerebell|cerebell|infratentoriell/iu, 'kleinhirn'],
  [/hirnstamm|(?<!\p{L})pons|pontin|mesenzephal|medulla\s+oblongata/iu, 'hirnstamm'],
  [/stammganglien|basalganglien|thalam|capsula\s+interna|nucleus\s+lentiformis|putamen/iu, 'stammganglien'],
];

/** A cheap test first: most texts name none of the deep regions. */
const DEEP_ANY =
  /hirn|zerebell|cerebell|tentori|pons|pontin|mesenz|medulla|ganglien|thalam|capsula|nucleus|putamen/iu;

/** Both name something (brain regions, lung lobes) and share nothing: two places apart. */
export function disjoint(x: Set<string>, y: Set<string>): boolean {
  return x.size > 0 && y.size > 0 && ![...x].some((v) => y.has(v));
}

/** The lobes a text names ("frontoparietal" -> frontal, parietal; "occipital" is okzipital; "Temporalpol",
 * "linkstemporal" -> temporal), and the cerebellum, brainstem, basal ganglia. */
export function regionsOf(text: string): Set<string> {
  const out = new Set<string>();
  if (DEEP_ANY.test(text)) for (const [regex, region] of DEEP_REGIONS) if (regex.test(text)) out.add(region);
  // Every lobe adjective ends in "tal" (frontal, parietal, okzipital) but "temporal".
  if (!text.includes('tal') && !text.includes('empor')) return out;
  for (const m of text.matchAll(REGION)) {
    for (const lobe of (m[1] as string).toLowerCase().matchAll(LOBES)) {
      out.add(lobe[0].replace(/o$/u, '').replace('occipit', 'okzipit'));
    }
  }
  return out;
}

/** Whether a word names a structure of the check lexicon ("omarthrose", "pulmonal"). */
export function namesStructure(word: string): boolean {
  return STRUCTURE_SCANNER.scan(word).length > 0;
}

/** The ids of the structures a word names ("hepatisch" -> leber). */
export function structureIdsOfWord(word: string): string[] {
  return STRUCTURE_SCANNER.scan(word).map((h) => (STRUCTURES[h.entry] as { id: string }).id);
}

/** The body regions of the structures a word names ("perisplenisch" -> milz's, "subdural" -> schaedel). */
export function regionsOfWord(word: string): string[] {
  return structureIdsOfWord(word).map(regionOf);
}
