/**
 * measurement: the Beurteilung gives a lesion a size that no size of the same lesion in the Befund
 * matches (units normalised to mm; "2,3 cm" equals "23 mm"; a stated "2 cm" tolerates +-5 mm).
 * Prior-exam values ("zuvor 5,2 cm") and changes ("um 4 mm") are set aside, today's are compared;
 * quiet when the lesion cannot be paired.
 * The lesion is the clause's asserted finding, else its sentence's, else the structure measured
 * ("Lymphknoten bis 18 mm"); distances to landmarks ("4 cm mamillenfern") pair only with distances.
 */
import {
  type Annotated,
  type Clause,
  embeddedIn,
  type FindingHit,
  IDENTIFIES,
  isCurrent,
  LESION_GROUPS,
  type Measurement,
  opposite,
  positionsOf,
  type Span,
  type StructureHit,
  sameSize,
  sameValue,
  sentenceOf,
  sideOf,
  sidesCompatible,
  structuresCompatible,
  wordAround,
} from '../annotate';
import { type Draft, quote } from '../draft';
import { FINDING_GROUP, FINDING_SCAN, FINDING_SCANNER } from '../lexicon';
import { type PlaceHit, placeCovers, placesOf } from '../places';

/** A width a dilated organ has reached ("auf 17 mm aufgetriebene", "auf 43 mm erweitert"). */
const DILATED_TO =
  /^\s*(?:durchmesser\s+|breite\s+)?(?:aufgetrieben|erweitert|dilatiert|verbreitert|ausgeweitet|vergrößert)/iu;
/** ... or said before it ("Rechtes Ovar deutlich vergrößert auf 6,8 x 5,1 cm"). */
const ENLARGED_TO =
  /(?<!\p{L})(?:aufgetrieben|erweitert|dilatiert|verbreitert|ausgeweitet|vergrößert)\s+(?:auf|bis)\s+(?:ca\.\s+)?$/iu;

/** ... or named before it ("Erweiterung des DHC auf 0,8 cm", "Dilatation des Nierenbeckens bis 14 mm"). */
const WIDENING_TO =
  /(?:erweiterung|dilatation|aufweitung|ektasie)\s+(?:des|der)\s+[\p{L}.-]+(?:\s+[\p{L}.-]+)?\s+(?:auf|bis)\s+(?:ca\.\s+)?$/iu;

/** A numbered list item at the start of a line ("1. Kleinhirnhemisphäre links ..."). */
const LIST_ITEM = /^\s*\d{1,2}[.)]\s/u;

/** The asserted groups of the heading line ("...:") above the numbered list a clause stands in. */
function listHeadGroups(a: Annotated, clause: Clause): string[] {
  const lineStart = (c: Clause) => a.text.lastIndexOf('\n', c.start - 1) + 1;
  if (!LIST_ITEM.test(a.text.slice(lineStart(clause), clause.end))) return [];
  for (let i = clause.index - 1; i >= 0; i--) {
    const c = a.clauses[i] as Clause;
    if (c.section !== clause.section) return [];
    const line = a.text.slice(lineStart(c), c.end);
    if (LIST_ITEM.test(line)) continue;
    return a.text[c.end] === ':' || /:\s*$/u.test(a.text.slice(c.end, c.end + 2))
      ? assertedGroups(sentenceOf(a, c))
      : [];
  }
  return [];
}

/**
 * What was measured: the asserted findings of the clause, else of its sentence ("Tumor an der
 * Seitenwand, 3 cm, ohne Infiltration": the size is the tumour's); a negated finding is not measured.
 * Without any finding, the structure itself ("Lymphknoten hilär bis 18 mm").
 */
/** The groups a later clause of the sentence identifies the described finding as. */
function identifiedAfter(a: Annotated, clause: Clause): string[] {
  return assertedGroups(
    sentenceOf(a, clause).filter(
      (c) => c.index > clause.index && IDENTIFIES.test(a.text.slice(c.start, c.end)),
    ),
  );
}

function groupsOf(a: Annotated, clause: Clause, m?: Measurement): Set<string> {
  const asserted = clause.findings.filter((f) => !f.negated);
  const earlierInSentence = () => assertedGroups(sentenceOf(a, clause).filter((c) => c.index < clause.index));
  // "Dysplasie ... mit 12 mm großem Aneurysma": a size adjective measures the finding it leads to.
  const adjective = m ? SIZE_ADJECTIVE_AFTER.exec(a.text.slice(m.end, clause.end)) : null;
  if (m && adjective) {
    const led = asserted.find((f) => f.start >= m.end && f.start <= m.end + adjective[0].length + 40);
    if (led) return new Set([led.group]);
  }
  // "Truncus pulmonalis auf 43 mm erweitert", "auf 12 mm Durchmesser aufgetrieben": the width of
  // the organ the clause speaks of, whatever the dilatation is called.
  if (
    m &&
    (DILATED_TO.test(a.text.slice(m.end, clause.end)) ||
      WIDENING_TO.test(a.text.slice(clause.start, m.start)) ||
      ENLARGED_TO.test(a.text.slice(clause.start, m.start)))
  ) {
    const organs = clause.context.filter((s) => !s.family);
    if (organs.length > 0) return new Set(organs.map((s) => `structure:${s.id}`));
  }
  // "Appendixdurchmesser 18 mm", "Aortendurchmesser 4,1 cm": a dimension of the organ the word opens with.
  const organ = m ? organDimension(a.text, clause, m) : null;
  if (organ) return new Set([`structure:${organ.id}`]);
  // "Herdgröße 21 mm", "Steingröße 8 mm": the size of the finding the word opens with.
  const dimensionOf = m ? findingDimension(labelOf(a.text, clause, m)) : null;
  if (dimensionOf) return new Set([dimensionOf]);
  const before = m ? namedBeforeSize(a, clause, m) : [];
  if (before.length > 0) return new Set(before.map((f) => f.group));
  // "Subduralhämatom (max. 14 mm) mit Mittellinienverlagerung um 9 mm": a size right after a
  // finding, no comma between, is of the findings before it, not of those after it.
  // ... and after the size before it ("Einengung ... auf 2 mm und prästenotischer Dilatation auf 14 mm").
  const sizedBefore = m
    ? a.measurements.filter((x) => x.clause === clause.index && x.end <= m.start).at(-1)?.end
    : undefined;
  const beforeSize = m ? asserted.filter((f) => f.end <= m.start && f.start >= (sizedBefore ?? 0)) : [];
  const last = beforeSize.at(-1);
  if (m && last && !/[,;]/.test(a.text.slice(last.end, m.start)))
    return new Set([...beforeSize.map((f) => f.group), ...identifiedAfter(a, clause)]);
  const own = asserted.map((f) => f.group);
  // ... and what the sentence then calls it ("echogene Formation von 4,5 x 1,2 cm, vereinbar mit Hämatom").
  if (own.length > 0) return new Set([...own, ...identifiedAfter(a, clause)]);
  // An item of a list under a heading with a finding ("Drei KM-anreichernde Läsionen:\n1. Kleinhirn
  // links, 2,4 x 2,0 cm") measures the heading's finding, not what it names besides ("mit perifokalem Ödem").
  const heading = listHeadGroups(a, clause);
  if (heading.length > 0) return new Set(heading);
  // A size with a subject of its own ("MRF frei (3 mm)", "Aorta descendens maximal 34 mm" after
  // "Aortendissektion") is not the sentence's finding.
  const subject = m ? subjectStructures(a.text, clause, m) : [];
  if (subject.length > 0) return new Set(subject.map((s) => `structure:${s.id}`));
  if (!m || !namesOwnSubject(a, clause, m)) {
    // The findings named before the size's clause first ("Subduralhämatom links, max. 11 mm breit,
    // mit Mittellinienverlagerung von 4 mm": the 11 mm are the haematoma's).
    const earlier = earlierInSentence();
    const continued = continuedFindings(a, clause, m);
    if (continued.length > 0) return new Set(continued.map((f) => f.group));
    // A sentence about an organ, no finding named before the size ("Appendix vermiformis retrozäkal
    // gelegen, mit einem Durchmesser von 12 mm aufgetrieben, Wand verdickt"): the organ's size.
    const opening = sentenceOf(a, clause)[0];
    const organ =
      earlier.length === 0 && opening && opening !== clause ? openingStructure(a.text, opening) : null;
    const sentence = earlier.length > 0 ? earlier : assertedGroups(sentenceOf(a, clause));
    // ... and of what the sentence goes on to find in it ("Appendizitis (Durchmesser 19 mm)").
    if (organ) return new Set([`structure:${organ.id}`, ...sentence]);
    // ... and what the sentence then calls it ("Flüssigkeitsansammlung, Größe 3,4 x 2,8 cm, vereinbar
    // mit Abszess": the size is the abscess's).
    if (sentence.length > 0) return new Set([...sentence, ...identifiedAfter(a, clause)]);
  }
  // The structures named before the size (not a neighbour named after it); a clause without one
  // measures its sentence's subject ("Zwei Lymphknoten mesorektal, der größte 9 mm").
  const named = clause.structures.filter((s) => !s.family && (!m || s.end <= m.start));
  const measured = named.length > 0 ? named : clause.context.filter((s) => !s.family);
  if (measured.length > 0) return new Set(measured.map((s) => `structure:${s.id}`));
  // A sentence of sizes alone measures the finding of a sentence shortly before it, in its section
  // ("Infrarenales Aortenaneurysma. Hals 18 mm lang. Maximaler Außendurchmesser 5,4 cm.").
  return new Set(previousSentenceFindings(a, clause).map((f) => f.group));
}

/** A compound of an organ and a dimension word right before a size ("Appendixdurchmesser 18 mm"). */
const ORGAN_DIMENSION_GAP =
  /^\p{L}*(?:durchmesser|weite|breite|dicke|länge)\s*:?\s*(?:(?:von|ca\.|etwa|max\.|maximal)\s+)*$/iu;

/** A dimension of an aortic segment by its name alone ("Ascendensdurchmesser 5,7 cm"). */
const AORTIC_SEGMENT_DIMENSION =
  /(?:a[sz]cendens|de[sz]cendens|bogen)(?:durchmesser|weite)\s*:?\s*(?:(?:von|ca\.|etwa|max\.|maximal)\s+)*$/iu;

function organDimension(text: string, clause: Clause, m: Measurement): StructureHit | null {
  if (AORTIC_SEGMENT_DIMENSION.test(text.slice(clause.start, m.start))) {
    const aorta = clause.structures.find((x) => x.id === 'aorta' && x.end <= m.start);
    if (aorta) return aorta;
  }
  const s = clause.structures.findLast((x) => !x.family && x.end <= m.start);
  if (!s) return null;
  const word = wordAround(text, s);
  return word.start === s.start && ORGAN_DIMENSION_GAP.test(text.slice(s.end, m.start)) ? s : null;
}

/** A finding's name and a dimension word in one ("Herdgröße", "Steingröße", "Tumordurchmesser"). */
const FINDING_DIMENSION = /^(\p{L}{3,}?)(?:größe|durchmesser|ausdehnung|breite|länge|dicke)$/u;

/** The group of the finding a dimension compound opens with. */
function findingDimension(label: string | null): string | null {
  const head = label ? FINDING_DIMENSION.exec(label)?.[1] : undefined;
  if (!head) return null;
  const hit = FINDING_SCANNER.scan(head.charAt(0).toUpperCase() + head.slice(1))[0];
  const entry = hit ? FINDING_SCAN[hit.entry] : undefined;
  return entry && !entry.negated ? (FINDING_GROUP.get(entry.id) ?? null) : null;
}

function previousSentenceFindings(a: Annotated, clause: Clause): FindingHit[] {
  let first = sentenceOf(a, clause)[0] ?? clause;
  for (let back = 0; back < 3; back++) {
    const before = a.clauses[first.index - 1];
    if (!before || before.section !== clause.section) break;
    const sentence = sentenceOf(a, before);
    const found = assertedIn(sentence);
    if (found.length > 0) return found;
    first = sentence[0] ?? before;
  }
  return [];
}

/**
 * A sentence that opens with a dimension and its size goes on measuring the finding of the sentence
 * before ("Infrarenales Aortenaneurysma, ... Maximaler Außendurchmesser 5,4 cm, wandständiger
 * Thrombus bis 1,8 cm": the 5,4 cm are the aneurysm's, not the thrombus's).
 */
function continuedFindings(a: Annotated, clause: Clause, size?: Measurement): FindingHit[] {
  // Without a size asked about, the clause's first.
  const m = size ?? a.measurements.find((x) => x.clause === clause.index);
  const opensWithSize =
    m !== undefined &&
    sentenceOf(a, clause)[0] === clause &&
    clause.findings.every((f) => f.negated || f.start > m.end) &&
    DIMENSION_OPENING.test(a.text.slice(clause.start, m.start));
  return opensWithSize ? previousSentenceFindings(a, clause) : [];
}

/** A sentence that opens with a dimension and its size ("Maximaler Außendurchmesser 5,4 cm, ..."). */
const DIMENSION_OPENING =
  /^\s*(?:(?:maximale?r?|max\.|größte[rn]?|aktuelle?r?)\s*)?(?:\p{L}*durchmesser|ausdehnung|größe|länge|breite|dicke|tiefe)\s+(?:a\.\s?p\.\s+|quer\s+|axial\s+|\([^)]{0,25}\)\s+)*(?:von\s+|ca\.\s+|bis\s+)?$/iu;

/** Nothing but an article or a side before the clause's subject. */
const BEFORE_SUBJECT = /^[\s(]*(?:(?:der|die|das|rechte[rsn]?|linke[rsn]?)\s+)?$/iu;

/** The structure a clause without a finding opens with ("Appendix vermiformis retrozäkal gelegen"). */
function openingStructure(text: string, clause: Clause): StructureHit | null {
  if (clause.findings.length > 0) return null;
  const first = clause.structures.find((s) => !s.family);
  return first && BEFORE_SUBJECT.test(text.slice(clause.start, first.start)) ? first : null;
}

/** That structure, where the size follows it in the clause ("Appendix auf 17 mm aufgetrieben"). */
function subjectStructures(text: string, clause: Clause, m: Measurement): StructureHit[] {
  const first = openingStructure(text, clause);
  return first && first.end <= m.start ? [first] : [];
}

/** The asserted findings of some clauses. */
function assertedIn(clauses: Clause[]): FindingHit[] {
  return clauses.flatMap((c) => c.findings.filter((f) => !f.negated));
}

/** The groups of the asserted findings of some clauses. */
function assertedGroups(clauses: Clause[]): string[] {
  return assertedIn(clauses).map((f) => f.group);
}

/**
 * A size before every finding of its clause measures what the sentence named before it
 * ("Subduralhämatom links, Breite 15 mm, mit Mittellinienverlagerung von 4 mm": the 15 mm are the
 * haematoma's): those findings, none where the size follows a finding of its clause.
 */
function namedBeforeSize(a: Annotated, clause: Clause, m: Measurement): FindingHit[] {
  const own = clause.findings.filter((f) => !f.negated);
  if (own.length === 0 || !own.every((f) => f.start > m.end)) return [];
  return assertedIn(sentenceOf(a, clause).filter((c) => c.index < clause.index));
}

const PLACED_AFTER_SIZE = /^\s+(?:am|im|an\s+der|in\s+der|des|der)\s/u;

/** The structures named after a size inside its bracket, where a preposition places it there. */
function bracketPlace(text: string, clause: Clause, m: Measurement): StructureHit[] {
  const open = text.lastIndexOf('(', m.start);
  if (open < clause.start || text.slice(open, m.start).includes(')')) return [];
  const close = text.indexOf(')', m.end);
  if (close < 0 || !PLACED_AFTER_SIZE.test(text.slice(m.end, close))) return [];
  return clause.structures.filter((s) => s.start >= m.end && s.end <= close);
}

/**
 * Where a size was measured: the structures its clause names before it, else those of the clause
 * before it in the sentence ("Rundherd im Oberlappen, Durchmesser 23 mm, mit Pleuraeinziehung":
 * the pleura comes after the size and is not measured), else the clause's context.
 */
function placeOf(a: Annotated, clause: Clause, m: Measurement): StructureHit[] {
  // A bracket that places its size ("Aneurysmen mesenterial und hepatisch (max. 9 mm am Jejunalast)").
  const placed = bracketPlace(a.text, clause, m);
  if (placed.length > 0) return placed;
  const before = clause.structures.filter((s) => s.end <= m.start);
  // A level or segment named after the size in the clause is the next size's ("Segment 8 (32 mm)
  // und Segment 6 (12 mm)").
  if (before.length > 0)
    return [
      ...before,
      ...clause.context.filter((s) => s.family && !(s.start >= m.end && s.end <= clause.end)),
    ];
  const previous = a.clauses[clause.index - 1];
  if (previous && previous.sentence === clause.sentence && clause.structures.length > 0)
    return previous.context;
  return clause.structures.length > 0 ? clause.context : (beforeLandmark(a, clause) ?? clause.context);
}

/**
 * The finding measured names its organ in its own word and neither the Befund nor the Technik or
 * the request names that organ ("Milzarterienaneurysma von 12 mm" beside an aortic aneurysm):
 * nothing there to compare it with.
 */
function ownOrganUnnamed(a: Annotated, clause: Clause, m: Measurement): boolean {
  const finding = clause.findings.findLast((f) => !f.negated && f.end <= m.start);
  if (!finding) return false;
  const own = clause.structures.filter(embeddedIn(a.text, finding));
  return (
    own.length > 0 &&
    !a.clauses.some(
      (c) =>
        (c.section === 'findings' || c.section === 'technique' || c.section === 'history') &&
        c.structures.length > 0 &&
        structuresCompatible(own, c.structures, true),
    )
  );
}

/** The finding a clause of sizes alone goes on measuring, and the organs in that finding's word ("Aortenaneurysma"). */
function continuedOrgan(a: Annotated, clause: Clause): { host: Clause; organs: StructureHit[] } | null {
  const host = sentenceOf(a, clause).findLast(
    (c) => c.index < clause.index && c.findings.some((f) => !f.negated),
  );
  const finding = host?.findings.findLast((f) => !f.negated);
  if (!host || !finding) return null;
  return { host, organs: host.structures.filter(embeddedIn(a.text, finding)) };
}

/**
 * A clause of sizes alone after a finding placed by a distance to a landmark is at the organ in the
 * finding's word, not at the landmark it inherits ("Aortenaneurysma beginnend 22 mm unterhalb der
 * linken Nierenarterie, max. Querdurchmesser 5,4 cm": the aorta's, not the kidney's).
 */
function beforeLandmark(a: Annotated, clause: Clause): StructureHit[] | null {
  const continued = continuedOrgan(a, clause);
  if (!continued || continued.organs.length === 0) return null;
  const distance = a.measurements.find((m) => m.clause === continued.host.index && toLandmark(a.text, m));
  if (!distance || !clause.context.every((s) => s.start >= distance.end)) return null;
  return continued.organs;
}

/**
 * Where a Befund size was measured; a clause of sizes alone with no place is at the organ of the
 * finding it continues ("Infrarenales Aortenaneurysma, max. Außendurchmesser 5,6 cm" is the aorta's,
 * no "Milzarterienaneurysma von 12 mm").
 */
function befundPlaceOf(a: Annotated, clause: Clause, m: Measurement): StructureHit[] {
  const place = placeOf(a, clause, m);
  if (place.length > 0 || clause.structures.length > 0) return place;
  return continuedOrgan(a, clause)?.organs ?? [];
}

/**
 * The asserted findings of a clause, else of its sentence: what a size there may belong to. A size
 * before every finding of its clause is of the findings named before it ("Angiomyolipom am Unterpol,
 * jetzt 3,5 cm, mit Aneurysmen bis 6 mm": the 3,5 cm are the angiomyolipoma's).
 */
function findingIds(a: Annotated, clause: Clause, m: Measurement): Set<string> {
  const before = namedBeforeSize(a, clause, m);
  if (before.length > 0) return new Set(before.map((f) => f.id));
  const own = assertedIn([clause]);
  if (own.length > 0) return new Set(own.map((f) => f.id));
  const continued = continuedFindings(a, clause, m);
  return new Set((continued.length > 0 ? continued : assertedIn(sentenceOf(a, clause))).map((f) => f.id));
}

/** The one Befund size of several dimensions that shares a dimension with u and differs in another. */
function twinSize(
  u: Measurement,
  findings: Measurement[],
  allowed: (b: Measurement) => boolean,
  minShared = 1,
): Measurement | null {
  if (u.dims.length < 2) return null;
  const twins = findings.filter((b) => {
    if (b.dims.length < 2 || sameSize(u, b) || !allowed(b)) return false;
    const shared = u.dims.filter((x) => b.dims.some((y) => sameValue(u, b, x, y))).length;
    return shared >= minShared && shared < Math.min(u.dims.length, b.dims.length);
  });
  return twins.length === 1 ? (twins[0] as Measurement) : null;
}

/** Words that call a size the lesion's largest. */
const MAXIMUM_BEFORE =
  /(?<!\p{L})(?:max\.?|maximal\p{L}*|größte[nrsm]?|(?:außen|quer|gesamt)?durchmesser|ausdehnung)(?!\p{L})[^\d]*$/iu;

/**
 * An abbreviation names its own subject ("MRF frei (3 mm)"); one that opens an adjective or adverb
 * names none ("MR-tomographisch 32 mm", "CT-morphologisch"), nor does a grading system ("ICRS Grad 3")
 * or the modality of the Technik ("in der MRT 32 mm").
 */
const OWN_SUBJECT =
  /(?<!\p{L})(?![IVX]+(?!\p{L}))\p{Lu}{2,}(?!\p{L}|-\p{Ll}|\s+(?:Grad|Typ|Stadium|Klasse)(?!\p{L}))/gu;

function namesOwnSubject(a: Annotated, clause: Clause, m: Measurement): boolean {
  const abbreviations = a.text.slice(clause.start, m.start).match(OWN_SUBJECT) ?? [];
  if (abbreviations.length === 0) return false;
  const technique = a.clauses
    .filter((c) => c.section === 'technique')
    .map((c) => a.text.slice(c.start, c.end))
    .join(' ');
  // "in der MRT 32 mm" in an MRT report: today's exam measured it (another modality may be a prior one).
  return abbreviations.some((x) => !new RegExp(`(?<!\\p{L})${x}(?!\\p{L})`, 'u').test(technique));
}

/** A distance to a landmark is no size of the lesion ("3 cm mamillenfern", "2 cm vom Pylorus", "Abstand 4 mm"). */
const DISTANCE_AFTER =
  /^\s*(?:\p{L}*(?:fern|nah|entfernt)\b|vo[mn]\s|von\s+der\s|zu[mr]?\s|ab\s|oberhalb|unterhalb|proximal|distal|kranial|kaudal)/iu;
const DISTANCE_BEFORE = /(?:abstand|entfernung|distanz)\p{L}*\s+(?:\p{L}+\s+){0,3}(?:ca\.\s+)?$/iu;

function isDistance(text: string, m: Measurement): boolean {
  return toLandmark(text, m) || DISTANCE_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start));
}

/** A size named as a part of the lesion: its neck, its residual lumen, its stalk, its contact with the capsule. */
const PART_BEFORE =
  /(?<!\p{L})(?:hals\p{L}*|restlumen|lumen|stiel|wandthrombus|thrombussaum|\p{L}*kontakt(?:fläche|länge)?)\s+(?:\p{L}+\s+){0,2}(?:ca\.\s+)?$/iu;

/** ... or after the size: "Aneurysma von 3,4 cm Halsweite". */
const PART_AFTER = /^\s+(?:hals\p{L}*|restlumen|stiel\p{L}*)(?!\p{L})/iu;

function isPartSize(text: string, m: Measurement): boolean {
  return (
    PART_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start)) ||
    PART_AFTER.test(text.slice(m.end, m.end + 20))
  );
}

function toLandmark(text: string, m: Measurement): boolean {
  return DISTANCE_AFTER.test(text.slice(m.end, m.end + 30));
}

/**
 * The size of an organ, not of a lesion in it: the value follows the structure's name with nothing
 * but a side, a dimension word or punctuation between ("Rechter Hoden 4,6 x 2,8 cm", "Isthmus 3 mm",
 * "linker Lappen 1,8 x 1,7 x 4,6 cm").
 */
const ORGAN_SIZE_GAP =
  /^(?:[\s,:(]|(?<!\p{L})(?:rechts|links|re\.|li\.|beidseits|ca\.|etwa|misst|messend|mit|einer|eine|von|größe|länge|durchmesser|breite|dicke|volumen|normal|groß|klein|normgroß)(?!\p{L}))*$/iu;

/** A value that qualifies the noun after it ("4,1 x 3,6 cm große Läsion") is that noun's size. */
const SIZE_ADJECTIVE_AFTER = /^\s*(?:große?[nmrs]?|messende?[nmrs]?|durchmessende?[nmrs]?)(?!\p{L})/iu;

function isOrganSize(text: string, clause: Clause, m: Measurement): boolean {
  if (SIZE_ADJECTIVE_AFTER.test(text.slice(m.end, m.end + 20))) return false;
  if (clause.findings.some((f) => !f.negated && f.start < m.start)) return false;
  const end = lastStructureEnd(clause, m);
  return end !== null && ORGAN_SIZE_GAP.test(text.slice(end, m.start));
}

function lastStructureEnd(clause: Clause, m: Measurement): number | null {
  const before = clause.structures.filter((s) => s.end <= m.start);
  return before.length > 0 ? Math.max(...before.map((s) => s.end)) : null;
}

const SKIP_WORDS = new Set([
  'von',
  'ca',
  'bis',
  'auf',
  'um',
  'mit',
  'einer',
  'eine',
  'einem',
  'maximal',
  'max',
  'etwa',
  'jetzt',
  'aktuell',
]);

/**
 * The noun that names what was measured: the noun a size adjective leads to ("3,4 cm großes
 * intramurales Myom"), else the nearest capitalised word before the number.
 */
function labelOf(text: string, clause: Clause, m: Measurement): string | null {
  const adjective = SIZE_ADJECTIVE_AFTER.exec(text.slice(m.end, clause.end));
  if (adjective) {
    const after = text
      .slice(m.end + adjective[0].length, clause.end)
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 4);
    const noun = after.find((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w));
    if (noun) return noun.replace(/[^\p{L}-]/gu, '').toLowerCase();
  }
  const before = text
    .slice(clause.start, m.start)
    .split(/[\s(]+/)
    .filter(Boolean)
    .reverse();
  let afterAuf = false;
  for (const w of before) {
    const word = w.replace(/[^\p{L}-]/gu, '');
    // "von 10 mm auf 19 mm": the prior value belongs to the same label.
    if (afterAuf && (/^\d/.test(w) || /^(?:mm|cm)$/iu.test(word))) continue;
    afterAuf = afterAuf || word.toLowerCase() === 'auf';
    if (SKIP_WORDS.has(word.toLowerCase())) continue;
    if (/^\p{Lu}\p{Ll}{3,}/u.test(word)) return word.toLowerCase();
    // "a.p.-Durchmesser": the noun after the hyphen.
    const head = word.slice(word.lastIndexOf('-') + 1);
    if (head !== word && /^\p{Lu}\p{Ll}{3,}/u.test(head)) return head.toLowerCase();
    if (/^\d/.test(w)) break;
  }
  return null;
}

function nouns(text: string, clause: Span): string[] {
  return (text.slice(clause.start, clause.end).match(/\p{Lu}\p{Ll}{4,}/gu) ?? []).map((w) => w.toLowerCase());
}

function sameWord(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  // The same head ("Rundherd", "Herd" aside), or one word leading the other's compound ("Kleinhirn", "Kleinhirnhemisphäre").
  return k >= 6 || a === b || (n >= 6 && (a.startsWith(b) || b.startsWith(a)));
}

/** Words after a size that name its dimension ("18 mm lange Plaque", "Läsion von 12 mm Länge"). */
const DIMENSION_ADJECTIVE =
  /^\s*(lang|breit|dick|tief|länge|breite|dicke|tiefe|durchmesser)(?:e[nmrs]?)?(?!\p{L})/iu;
/** The dimension an adjective names; a dimension noun names itself. */
const DIMENSION_OF_ADJECTIVE: Record<string, string> = {
  lang: 'länge',
  breit: 'breite',
  dick: 'dicke',
  tief: 'tiefe',
};

function dimensionAdjective(text: string, m: Measurement): string | null {
  const word = DIMENSION_ADJECTIVE.exec(text.slice(m.end, m.end + 12))?.[1]?.toLowerCase();
  return word ? (DIMENSION_OF_ADJECTIVE[word] ?? word) : null;
}

/** Nouns that name one measured thing as a dimension word does ("Knochendefekt sagittal 18 mm" for "Defekt 28 mm"). */
const NAMED_MEASURE = /(?:defekt|lücke|spalt)$/u;

/** Dimension words that name one measure of an organ or lesion. */
const DIMENSION =
  /(?:durchmesser|breite|dicke|kurzachse|wanddicke|länge|tiefe|höhe|volumen|retraktion|diastase|stufe|abstand)$/u;

/**
 * The Befund's only size under the Beurteilung's dimension word, where the Beurteilung uses that
 * word once too: 'same' when the values agree, the Befund's size when they differ, else null.
 */
function namedDimension(
  a: Annotated,
  u: Measurement,
  uLabel: string | null,
  impression: Measurement[],
  findings: Measurement[],
): Measurement | 'same' | null {
  const uName = dimensionAdjective(a.text, u) ?? uLabel;
  if (uName === null || !(DIMENSION.test(uName) || NAMED_MEASURE.test(uName))) return null;
  const labelled = (list: Measurement[]) =>
    list.filter((m) => {
      const label = dimensionAdjective(a.text, m) ?? labelOf(a.text, a.clauses[m.clause] as Clause, m);
      // The same word, or the same dimension word heading it ("Gelenkstufe" for "Stufe"); the neck's
      // diameter is not the aneurysm's ("Halsdurchmesser 23 mm" beside "Querdurchmesser 5,4 cm").
      const sameDimension = label !== null && DIMENSION.exec(label)?.[0] === DIMENSION.exec(uName)?.[0];
      return (
        label !== null &&
        (sameWord(label, uName) || sameDimension) &&
        isPartSize(a.text, m) === isPartSize(a.text, u)
      );
    });
  const befund = labelled(findings);
  const b = befund[0];
  if (befund.length !== 1 || labelled(impression).length !== 1 || !b) return null;
  const uc = a.clauses[u.clause] as Clause;
  const bc = a.clauses[b.clause] as Clause;
  // On the other side it is still that measure (a side error besides, left to laterality).
  if (!structuresCompatible(placeOf(a, uc, u), placeOf(a, bc, b), true)) return null;
  if (sameSize(u, b)) return 'same';
  // A list of that measure at several places gives the Beurteilung's value further on ("Abstand ...
  // supraumbilikal 3,6 cm, periumbilikal 4,1 cm" for "Abstand von 41 mm periumbilikal").
  if (
    findings.some(
      (x) => x !== b && bc.sentence === (a.clauses[x.clause] as Clause).sentence && sameSize(u, x),
    )
  )
    return 'same';
  // ... unless the Befund gives the Beurteilung's value on the Beurteilung's side under other words
  // ("Rechts: Abstand Gelenkkapsel zu Prothesenhals 11 mm" for "rechts (Kapselabstand 1,1 cm)").
  const uSide = sideOf(uc, u)?.side;
  const bSide = sideOf(bc, b)?.side;
  const sameValueThere = findings.some(
    (x) => x !== b && sameSize(u, x) && sideOf(a.clauses[x.clause] as Clause, x)?.side === uSide,
  );
  return opposite(uSide, bSide) && sameValueThere ? null : b;
}

/**
 * The same size, where a size called the maximum ("max. 18 mm") meets only the largest dimension of
 * a size of several ("14 x 10 x 11 mm"), not any of them.
 */
function sameMeasure(text: string, u: Measurement, b: Measurement): boolean {
  if (
    u.dims.length === 1 &&
    b.dims.length > 1 &&
    MAXIMUM_BEFORE.test(text.slice(Math.max(0, u.start - 12), u.start))
  )
    return sameValue(u, b, u.dims[0] as number, b.dims[0] as number);
  return sameSize(u, b);
}

/**
 * A single size that is the largest of several ("3 cm" for "2,6 x 3,1 cm"). A whole centimetre said
 * beside a size of several given to the millimetre is not that size ("max. 3 cm Saumbreite" is no
 * "3,4 x 2,1 cm"): the finer tolerance holds.
 */
function largestOf(u: Measurement, b: Measurement): boolean {
  const [x, y] = [u.dims[0] as number, b.dims[0] as number];
  if (u.dims.length > 1 && b.dims.length === 1) return Math.abs(x - y) <= u.tolerance + 1e-6;
  return sameValue(u, b, x, y);
}

/** The Befund's sizes against the Beurteilung's, as evidence in that order. */
function sizeConflict(text: string, befund: Span[], u: Span): Draft {
  const spans = befund.map((b) => ({ start: b.start, end: b.end }));
  const uSpan = { start: u.start, end: u.end };
  return {
    category: 'measurement',
    text: `Größenangaben widersprechen sich: Befund ${spans.map((b) => quote(text, b)).join(' / ')}, Beurteilung ${quote(text, uSpan)}.`,
    evidence: [...spans, uSpan],
  };
}

/** Nouns of a clause's sentence up to the clause's end: "Nodulus im Mittellappen, ..., aktuell 7 mm". */
function sentenceNouns(a: Annotated, c: Clause): string[] {
  const first = sentenceOf(a, c)[0] ?? c;
  return nouns(a.text, { start: first.start, end: c.end });
}

/** The sizes measured at one of these places, or all of them where none is. */
function preferAt(a: Annotated, places: PlaceHit[], sizes: Measurement[]): Measurement[] {
  const at = sizes.filter((b) => placeCovers(places, (a.clauses[b.clause] as Clause).places) === true);
  return at.length > 0 ? at : sizes;
}

/** Lesions a simple cyst never is. */
/** Findings whose size is their organ's diameter. */
const MEASURED_AS_ORGAN = new Set([
  'aneurysma',
  'dilatation',
  'vergroesserung',
  'verdickung',
  'tendinopathie',
  'harnstau',
]);

/** Groups of a collection of fluid, whatever the Beurteilung makes of it. */
const COLLECTIONS = new Set(['fluessigkeit', 'blutung', 'abszess']);

/** A drainage or aspiration done in this exam: its Befund measures what was there before it. */
const INTERVENTION_REPORT = /drainage|aspiration|punktion|abszessdrain/iu;
/** "initial", "Ausgangsgröße": the size before the intervention. */
const BEFORE_INTERVENTION =
  /(?<!\p{L})(?:initial|ausgangsgröße\p{L}*|ursprünglich)\s+(?:[\p{L}-]+\s+){0,3}$/iu;

const MALIGNANT = new Set(['raumforderung', 'metastase', 'karzinom', 'sarkom', 'lymphom']);

/** Befund sizes at the Beurteilung size's clock position or numbered segment, on a side both allow. */
function samePlaceSizes(a: Annotated, uc: Clause, u: Measurement, findings: Measurement[]): Measurement[] {
  const { text, clauses } = a;
  const positions = positionsOf(text.slice(uc.start, uc.end));
  const segments = placeOf(a, uc, u).filter((s) => s.family === 'segment');
  if (positions.size === 0 && segments.length === 0) return [];
  const uSide = sideOf(uc, u)?.side;
  return findings.filter((b) => {
    const bc = clauses[b.clause] as Clause;
    if (isOrganSize(text, bc, b) || !sidesCompatible(uSide, sideOf(bc, b)?.side)) return false;
    const sentence = sentenceOf(a, bc);
    const from = sentence[0]?.start ?? bc.start;
    const bPositions = positionsOf(text.slice(from, bc.end));
    if ([...positions].some((p) => bPositions.has(p))) return true;
    const bSegments = befundPlaceOf(a, bc, b).filter((s) => s.family === 'segment');
    return segments.some((s) => bSegments.some((x) => x.id === s.id));
  });
}

export function findMeasurementContradictions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  // Today's sizes only: a prior exam's value ("zuvor 5,2 cm") or a change ("um 4 mm") is set aside,
  // so "4,8 cm (zuvor 5,2 cm)" is still compared with the Befund's current "5,8 cm".
  // ... and the size before an intervention of this exam ("Verhalt initial 9,4 x 4,7 cm", "Ausgangsgröße
  // 4,7 x 4,1 cm"), which the Befund gives as its size, unless the Befund gives it as a prior value too.
  const interventionReport = INTERVENTION_REPORT.test(text);
  const impression = a.measurements.filter(
    (m) =>
      (clauses[m.clause] as Clause).section === 'impression' &&
      (isCurrent(m) ||
        (m.prior &&
          !m.delta &&
          interventionReport &&
          BEFORE_INTERVENTION.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
          !a.measurements.some(
            (b) =>
              (clauses[b.clause] as Clause).section !== 'impression' &&
              m.dims.every((x) => b.dims.some((y) => sameValue(m, b, x, y))),
          ))),
  );
  const befundGroups = new Map<number, Set<string>>();
  const clauseGroups = new Map<number, Set<string>>();
  const findings = a.measurements.filter(
    (m) => (clauses[m.clause] as Clause).section === 'findings' && isCurrent(m),
  );
  for (const u of impression) {
    const uc = clauses[u.clause] as Clause;
    const ug = groupsOf(a, uc, u);
    if (ug.size === 0 || ownOrganUnnamed(a, uc, u)) continue;
    // The same size under the same name in the Befund, even as an amount ("Mittellinienverlagerung
    // nach rechts um 5 mm" for "... Mittellinienverlagerung (5 mm)").
    const uLabel = labelOf(text, uc, u);
    const uLesion = [...ug].some((g) => !g.startsWith('structure:'));
    // A named dimension given once in each section ("Außendurchmesser 11 mm", "Appendizitis
    // (Durchmesser 14 mm)") is one measure, whatever else the Befund measures.
    const named = namedDimension(a, u, uLabel, impression, findings);
    if (named === 'same') continue;
    if (named) {
      drafts.push(sizeConflict(text, [named], u));
      continue;
    }
    if (
      uLabel !== null &&
      a.measurements.some((b) => {
        const bc = clauses[b.clause] as Clause;
        return (
          bc.section === 'findings' &&
          !b.prior &&
          sameMeasure(text, u, b) &&
          // ... a size, not a distance ("bis ca. 1 cm unterhalb der Incisura" is no "43 x 19 x 12 mm").
          isDistance(text, b) === isDistance(text, u) &&
          !(uLesion && isOrganSize(text, bc, b)) &&
          sidesCompatible(sideOf(uc, u)?.side, sideOf(bc, b)?.side) &&
          nouns(text, bc).some((w) => sameWord(w, uLabel))
        );
      })
    )
      continue;
    // The same size on the same side anywhere in the Befund names that lesion, whatever the word
    // ("Endometriom des rechten Ovars (3,6 cm)" for "Rechtes Ovar mit 3,6 cm großer Zyste",
    // "Fettgewebsnekrose, 11 mm" for "Ölzyste 1,1 cm"); an organ's own size does not.
    const uSide = sideOf(uc, u)?.side;
    // A single size is the largest of several ("3 cm" is no "2,6 x 4,1 cm").
    const sizeInBefund = findings.some((b) => {
      const bc = clauses[b.clause] as Clause;
      return (
        sameMeasure(text, u, b) &&
        (u.dims.length === b.dims.length || largestOf(u, b)) &&
        !(uLesion && isOrganSize(text, bc, b)) &&
        sidesCompatible(uSide, sideOf(bc, b)?.side)
      );
    });
    if (sizeInBefund) continue;
    // ... and where the Befund measures nothing on the Beurteilung's side, the same size on the other
    // side is that lesion, a side error that laterality reports ("Lymphknoten axillär rechts (19 mm)"
    // for "Axillär links ... Lymphknoten von 19 x 11 mm").
    const sided = uSide === 'left' || uSide === 'right';
    if (
      sided &&
      !findings.some((b) => sideOf(clauses[b.clause] as Clause, b)?.side === uSide) &&
      findings.some((b) => sameMeasure(text, u, b))
    )
      continue;
    // Two sizes of several dimensions that share one and differ in another are one lesion measured
    // twice ("3,4 x 2,1 cm" in the Befund, "4,3 x 2,1 cm" in the Beurteilung), whatever it is called.
    // Two of three dimensions shared is that lesion on either side (the side error is laterality's:
    // "Abszess rechts, 5,6 x 3,8 x 3,5 cm" for "Abszess (6,5 x 3,8 x 3,5 cm) ... links").
    const notOrgan = (b: Measurement) => !(uLesion && isOrganSize(text, clauses[b.clause] as Clause, b));
    // ... and one dimension shared is enough where the Befund sizes nothing on the Beurteilung's side
    // ("34 x 19 mm" in the right upper lobe for "im linken Oberlappen, 43 x 19 mm").
    const noneOnThisSide =
      sided && !findings.some((b) => sideOf(clauses[b.clause] as Clause, b)?.side === uSide);
    const twin =
      twinSize(
        u,
        findings,
        (b) =>
          notOrgan(b) &&
          (noneOnThisSide || sidesCompatible(uSide, sideOf(clauses[b.clause] as Clause, b)?.side)),
      ) ?? twinSize(u, findings, notOrgan, 2);
    if (twin) {
      drafts.push(sizeConflict(text, [twin], u));
      continue;
    }
    // What each Befund size measures ("Läsion, 12 mm, mit früher Anreicherung": the lesion).
    const befundGroupsOf = (b: Measurement) => {
      let bg = befundGroups.get(b.start);
      if (!bg) {
        const bc = clauses[b.clause] as Clause;
        let ofClause = clauseGroups.get(bc.index);
        if (!ofClause) {
          ofClause = groupsOf(a, bc);
          clauseGroups.set(bc.index, ofClause);
        }
        bg = new Set([...ofClause, ...groupsOf(a, bc, b)]);
        befundGroups.set(b.start, bg);
      }
      return bg;
    };
    const lesionSizes = findings.filter((b) => {
      const bc = clauses[b.clause] as Clause;
      // A lesion's size is not compared with its organ's ("Hoden 4,6 x 2,8 cm mit einer Läsion von 17 mm").
      // Lesion words measure one lesion whatever they are ("Verdichtung von 14 mm" for the "Herdbefund").
      // A collection is what the Beurteilung calls it: haematoma, abscess ("Flüssigkeitsansammlung
      // von 4,1 cm" for "Hämatom bis 4,7 cm").
      const sameKind = (g: string) =>
        ug.has(g) ||
        (LESION_GROUPS.has(g) && [...ug].some((x) => LESION_GROUPS.has(x))) ||
        (COLLECTIONS.has(g) && [...ug].some((x) => COLLECTIONS.has(x)));
      return [...befundGroupsOf(b)].some(sameKind) && !(uLesion && isOrganSize(text, bc, b));
    });
    // A widening the Befund never names is measured as its organ ("Aorta ascendens: Maximaldurchmesser
    // 52 mm" for "Aneurysma der Aorta ascendens, jetzt 58 mm").
    // ... or as a widening of that organ under another name ("Tendinopathie, auf 12 mm verdickt" for
    // "Auftreibung der Achillessehne, sagittaler Durchmesser 9 mm").
    const uPlace = placeOf(a, uc, u);
    const organs = new Set(uPlace.map((s) => `structure:${s.id}`));
    const widensOrgan = (b: Measurement) => {
      const bg = [...befundGroupsOf(b)];
      if (bg.some((g) => organs.has(g))) return true;
      const bPlace = placeOf(a, clauses[b.clause] as Clause, b);
      return (
        bg.some((g) => MEASURED_AS_ORGAN.has(g)) &&
        uPlace.length > 0 &&
        bPlace.length > 0 &&
        structuresCompatible(uPlace, bPlace)
      );
    };
    const widened =
      lesionSizes.length === 0 && [...ug].some((g) => MEASURED_AS_ORGAN.has(g))
        ? findings.filter(widensOrgan)
        : [];
    // Where the Befund sizes nothing of that kind, the lesion may go by another word at the same
    // position ("Links bei 2 Uhr ... Formation von 3,8 x 2,2 cm" for "Abszedierung bei 2 Uhr (2,8 cm)")
    // or in the same numbered segment ("Lebersegment VII ... Raumforderung, 6,8 x 5,4 cm" for the
    // "Leberabszess in Segment VII").
    const sameKind =
      lesionSizes.length > 0
        ? lesionSizes
        : widened.length > 0
          ? widened
          : samePlaceSizes(a, uc, u, findings);
    // A size is compared with sizes, a distance with distances, where the Befund gives both; a
    // distance to a landmark ("Beginn 2,2 cm unterhalb der Nierenarterie") is never a lesion's size
    // (a "Pleuraabstand" may be: it is how a pneumothorax is measured).
    const uDistance = isDistance(text, u);
    // The size of a part of the lesion ("Hals ca. 25 mm", "Restlumen 28 mm") is not the lesion's.
    const uPart = isPartSize(text, u);
    const wholeKind = sameKind.filter((b) => isPartSize(text, b) === uPart);
    const sameMeasureKind = wholeKind.filter((b) => isDistance(text, b) === uDistance);
    const ofKind =
      sameMeasureKind.length > 0 || uDistance
        ? sameMeasureKind.length > 0
          ? sameMeasureKind
          : wholeKind
        : wholeKind.filter((b) => !toLandmark(text, b));
    // The same size for a finding of the same kind anywhere in the Befund: that finding, however
    // the clauses place it (a size in brackets after a comma loses its organ); on the other side
    // a side error, left to laterality.
    if (sameKind.some((b) => sameMeasure(text, u, b))) continue;
    const sameLesion = ofKind.filter((b) =>
      structuresCompatible(placeOf(a, uc, u), befundPlaceOf(a, clauses[b.clause] as Clause, b)),
    );
    // Of several lesions, the one of the same kind ("Raumforderung", not the "Zyste" on that side).
    const uIds = findingIds(a, uc, u);
    const bIds = new Map(sameLesion.map((b) => [b, [...findingIds(a, clauses[b.clause] as Clause, b)]]));
    const sameId = sameLesion.filter((b) => (bIds.get(b) as string[]).some((id) => uIds.has(id)));
    // A cyst is not what the Beurteilung calls a tumour or a metastasis ("Rindenzysten bis 2,5 cm"
    // beside a "Tumor im Nierenbecken (1,6 cm)").
    const malignant = [...uIds].some((id) => MALIGNANT.has(id));
    const notCyst = sameLesion.filter((b) => {
      const ids = bIds.get(b) as string[];
      return !(malignant && ids.length > 0 && ids.every((id) => id === 'zyste'));
    });
    const lesions = sameId.length > 0 ? sameId : notCyst;
    // Prefer the same side; a lesion found only on the other side is still that lesion (side error).
    const sameSide = lesions.filter((b) =>
      sidesCompatible(sideOf(uc, u)?.side, sideOf(clauses[b.clause] as Clause, b)?.side),
    );
    const located = sameSide.length > 0 ? sameSide : lesions;
    // Where the noun the size names a place ("7 mm große Triquetrumabrissfraktur"), the sizes at
    // that place ("Fragment am Os triquetrum, 4 mm"), not those of a neighbour (a "Frakturspalt"
    // of the Skaphoid).
    const labelPlaces = uLabel === null ? [] : placesOf(uLabel.charAt(0).toUpperCase() + uLabel.slice(1));
    const placed = preferAt(a, labelPlaces, located);
    // Of an organ's sizes at several places, those at the Beurteilung's ("Aorta descendens", not "ascendens").
    const candidates = uLesion ? placed : preferAt(a, uc.places, placed);
    if (candidates.length === 0 || candidates.some((b) => sameMeasure(text, u, b))) continue;
    const uNouns = sentenceNouns(a, uc);
    const scored = candidates
      .map((b) => {
        const bNouns = sentenceNouns(a, clauses[b.clause] as Clause);
        const labelHit = uLabel !== null && bNouns.some((w) => sameWord(w, uLabel));
        const overlap = uNouns.filter((w) => bNouns.some((v) => sameWord(v, w))).length;
        return { b, score: (labelHit ? 10 : 0) + overlap };
      })
      .sort((x, y) => y.score - x.score);
    let best = scored[0];
    // A size whose clause shares more words with the Beurteilung's than any other is that lesion
    // ("Nodulus im Mittellappen, aktuell 7 mm" for "Nodulus im Mittellappen (5 mm)"); else, of
    // several sizes of the lesion and no name to choose by, its maximum, where one is called so
    // ("Maximaler Querdurchmesser 5,8 cm" beside "Hals 18 mm lang").
    const clearlyBest = best !== undefined && best.score >= 2 && best.score > (scored[1]?.score ?? 0);
    if (best && candidates.length > 1 && best.score < 10 && !clearlyBest) {
      const maxima = scored.filter((x) =>
        MAXIMUM_BEFORE.test(text.slice(Math.max(0, x.b.start - 30), x.b.start)),
      );
      // ... or, where all of them give one size, the lesion measured twice (mammography and
      // ultrasound: "Verdichtung von 17 mm" and "1,7 x 1,3 cm"), which the Beurteilung's size is not.
      const oneSize = scored.every((x) => sameSize(x.b, scored[0]?.b as Measurement));
      // ... or the one size at the organ in the word of the finding the Beurteilung's size goes on
      // measuring ("Größenzunahme des Pankreaskorpuskarzinoms, jetzt 4,3 cm": the pancreas's, not the adrenal's).
      const continued = continuedOrgan(a, uc)?.organs ?? [];
      const atOrgan = scored.filter((x) => {
        const place = befundPlaceOf(a, clauses[x.b.clause] as Clause, x.b);
        return continued.length > 0 && place.length > 0 && structuresCompatible(continued, place, true);
      });
      best =
        maxima.length === 1
          ? maxima[0]
          : oneSize
            ? scored[0]
            : atOrgan.length === 1 && uc.structures.length === 0
              ? atOrgan[0]
              : undefined;
    }
    if (!best) continue;
    // The lesion measured twice in the Befund (mammography and ultrasound): both sizes are evidence.
    const top = best;
    // ... also where the other exam names it by another word ("Verdichtung, Durchmesser 14 mm" and
    // "Herd von 14 x 11 mm" against the Beurteilung's "Herdbefund, 18 mm"): the same size again.
    const also = [
      ...scored.filter((x) => x !== top && x.score === top.score && top.score >= 10).map((x) => x.b),
      ...sameLesion.filter((b) => b !== top.b && !sameMeasure(text, u, b) && sameSize(b, top.b)),
    ];
    drafts.push(sizeConflict(text, [top.b, ...new Set(also)].slice(0, 3), u));
  }
  return drafts;
}
