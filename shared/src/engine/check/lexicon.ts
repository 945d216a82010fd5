/**
 * Loads the JSON lexicons once and compiles every pattern at module load, so check() only runs
 * ready regexes (a 1,000-word report must take well under 5 ms).
 */
import findingsJson from './lexicon/findings.json';
import negationJson from './lexicon/negation.json';
import resectionsJson from './lexicon/resections.json';
import sectionsJson from './lexicon/sections.json';
import sexJson from './lexicon/sex.json';
import sidesJson from './lexicon/sides.json';
import structuresJson from './lexicon/structures.json';
import supportJson from './lexicon/support.json';
import timeJson from './lexicon/time.json';
import { lexiconScanner, type ScanEntry, spansWords } from './scanner';

export type SectionKind = 'history' | 'technique' | 'prior' | 'findings' | 'impression';
export type Side = 'left' | 'right' | 'both' | 'ipsi' | 'contra';

const L = '\\p{L}';

function alternation(parts: string[]): string {
  return parts.map((p) => `(?:${p})`).join('|');
}

/** stems match inside words (compounds); words match whole words. */
function compileTerm(stems: string[] = [], words: string[] = []): RegExp {
  const parts: string[] = [];
  if (stems.length > 0) parts.push(`(?:${alternation(stems)})`);
  if (words.length > 0) parts.push(`(?<!${L})(?:${alternation(words.map(escapeRegex))})(?!${L})`);
  return new RegExp(parts.join('|'), 'giu');
}

/** A lexicon entry for the scanner: its whole pattern, and the part that spans words ("Vena portae"), if any. */
function scanEntry(stems: string[] = [], words: string[] = []): ScanEntry {
  const regex = compileTerm(stems, words);
  const spanningStems = stems.filter((s) => spansWords(s));
  const spanningWords = words.filter((w) => spansWords(escapeRegex(w)));
  const spanning =
    spanningStems.length + spanningWords.length > 0 ? compileTerm(spanningStems, spanningWords) : null;
  return { regex, spanning };
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function wordRegex(parts: string[], flags = 'giu'): RegExp {
  return new RegExp(`(?<!${L})(?:${alternation(parts)})(?!${L})`, flags);
}

export interface StructureEntry {
  id: string;
  term: ScanEntry;
  paired: boolean;
  region: string;
  /** The structure this one is part of ("sigma" of "kolon"). */
  parent?: string;
}

export const STRUCTURES: StructureEntry[] = structuresJson.structures.map((s) => ({
  id: s.id,
  term: scanEntry(s.stems, 'words' in s ? (s.words as string[]) : []),
  paired: 'paired' in s ? Boolean(s.paired) : false,
  region: 'region' in s ? String(s.region) : s.id,
  ...('parent' in s ? { parent: String(s.parent) } : {}),
}));

/** At each position the first listed structure that matches wins (Nebenniere before Niere). */
export const STRUCTURE_SCANNER = lexiconScanner(STRUCTURES.map((s) => s.term));

export const STRUCTURE_BY_ID = new Map(STRUCTURES.map((s) => [s.id, s]));

/** Structures without a fixed id: liver segments and spinal levels; one family excludes another member. */
/** A liver segment, in Roman or Arabic numbers ("Segment VIII", "Segment 8", "Segment 4a"). */
export const SEGMENT_REGEX = /(?:leber)?segment(?:e|en)?\s+([IVX]{1,4}[ab]?|[1-8][ab]?)(?![\p{L}\d])/giu;
export const LEVEL_REGEX = /(?<![\p{L}\d])([LTCS]\d{1,2})\s?\/\s?([LTCS]?\d{1,2})(?!\d)/gu;

export interface FindingEntry {
  id: string;
  group: string;
  global: boolean;
  term: ScanEntry;
  /** Words that negate the finding themselves ("steinfrei"). */
  negatedTerm: ScanEntry | null;
}

export const FINDINGS: FindingEntry[] = findingsJson.findings.map((f) => ({
  id: f.id,
  group: f.group,
  global: 'global' in f ? Boolean(f.global) : false,
  term: scanEntry(f.stems, 'words' in f ? (f.words as string[]) : []),
  negatedTerm: 'negatedStems' in f ? scanEntry(f.negatedStems as string[]) : null,
}));

/** Diagnoses the Beurteilung may draw from signs the Befund describes in other words (findings.json). */
export const SYNTHESISED = new Set(
  findingsJson.findings.filter((f) => 'synthesised' in f && f.synthesised).map((f) => f.id),
);

/** Findings in scan order: a finding's self-negating words ("steinfrei") before its stems. */
export const FINDING_SCAN: { id: string; negated: boolean; term: ScanEntry }[] = FINDINGS.flatMap((f) => [
  ...(f.negatedTerm ? [{ id: f.id, negated: true, term: f.negatedTerm }] : []),
  { id: f.id, negated: false, term: f.term },
]);
export const FINDING_SCANNER = lexiconScanner(FINDING_SCAN.map((f) => f.term));

export const FINDING_GROUP = new Map(FINDINGS.map((f) => [f.id, f.group]));
export const FINDING_GLOBAL = new Map(FINDINGS.map((f) => [f.id, f.global]));

export const SIDE_PATTERNS: { side: Side; regex: RegExp }[] = (
  ['left', 'right', 'both', 'ipsi', 'contra'] as const
).map((side) => ({
  side,
  regex: new RegExp(`(?<!${L})(?:${alternation(sidesJson[side])})(?![${'\\p{L}'}]*seitenlage)`, 'giu'),
}));

export const SIDE_SCANNER = lexiconScanner(
  SIDE_PATTERNS.map((p) => ({ regex: p.regex, spanning: spansWords(p.regex.source) ? p.regex : null })),
);

export const NEGATION = {
  pre: new RegExp(`(?<!${L})(?:${alternation(negationJson.pre)})(?!${L})`, 'giu'),
  post: new RegExp(`(?<!${L})(?:${alternation(negationJson.post)})(?!${L})`, 'giu'),
  nicht: /(?<!\p{L})nicht(?!\p{L})/giu,
  nichtSkips: new Set(negationJson.nichtSkips),
  terminators: wordRegex(negationJson.terminators),
  joiners: wordRegex(negationJson.enumerationJoiners, 'iu'),
  qualifiers: [...negationJson.qualifiers, ...negationJson.placeQualifiers].map((q) => ({
    word: q,
    regex: new RegExp(`(?<!${L})${q}`, 'u'),
  })),
  /** Places that narrow a negation wherever they stand in its clause ("Zentral keine Füllungsdefekte"). */
  placeQualifiers: new Set(negationJson.placeQualifiers),
  hedges: new RegExp(`(?:${alternation(negationJson.hedges)})`, 'iu'),
  normalAtEnd: new RegExp(`(?<!${L})${negationJson.normal}\\s*[.)]?\\s*$`, 'iu'),
  normalSizeOnlyAtEnd: new RegExp(`(?<!${L})(?:${negationJson.normalSizeOnly})\\s*[.)]?\\s*$`, 'iu'),
  sizeGroups: new Set(negationJson.sizeGroups),
  interpretive: new RegExp(`(?<!${L})(?:${alternation(negationJson.interpretive)})(?!${L})`, 'iu'),
};

export const SECTION_LABELS: { kind: SectionKind; regex: RegExp }[] = sectionsJson.sections.map((s) => ({
  kind: s.kind as SectionKind,
  regex: new RegExp(`^[ \\t]*(?:${alternation(s.labels.map(escapeRegex))})[ \\t]*(?::|$)`, 'iu'),
}));

export const SEX = {
  femaleCues: new RegExp(alternation(sexJson.female.cues), 'giu'),
  maleCues: new RegExp(alternation(sexJson.male.cues), 'giu'),
  femaleOrgans: new RegExp(alternation(sexJson.female.organs), 'giu'),
  maleOrgans: new RegExp(alternation(sexJson.male.organs), 'giu'),
  femaleProcedures: new RegExp(alternation(sexJson.female.procedures), 'giu'),
  maleProcedures: new RegExp(alternation(sexJson.male.procedures), 'giu'),
  absent: new RegExp(sexJson.absent, 'iu'),
  pregnancy: new RegExp(alternation(sexJson.female.pregnancy), 'giu'),
  neonatal: new RegExp(sexJson.neonatal, 'iu'),
};

export const RESECTIONS = resectionsJson.resections.map((r) => ({
  name: r.name,
  organ: r.organ,
  paired: r.paired,
  /** Where the organ lies when its clause names no side ("Zäkum regelrecht" is on the right). */
  organSide: 'organSide' in r ? (r.organSide as Side) : undefined,
  /** Removed at its spinal level only: the organ is compared where both name that level. */
  levels: 'levels' in r && r.levels === true,
  /** The procedure's words, its bed included ("Nephrektomie", "Nephrektomieloge"). */
  procedureWords: r.procedure,
  // The bed of a resection is a place, not the procedure ("in der Nephrektomieloge links").
  procedure: new RegExp(`(?:${r.procedure})(?!\\p{L}*(?:loge|bett|höhle|narbe|region))`, 'giu'),
  /** The empty bed the Befund may describe ("Pneumonektomiehöhle", "Nephrektomieloge"). */
  bed: new RegExp(`(?:${r.procedure})\\p{L}*(?:loge|bett|höhle)`, 'iu'),
  organRegex: new RegExp(r.organStem, 'giu'),
}));
export const RESECTION_ABSENT = new RegExp(resectionsJson.absent, 'iu');
/** Any resection's procedure words, its bed included ("Nephrektomie", "Nephrektomieloge"). */
export const RESECTION_WORDS = RESECTIONS.map((r) => `(?:${r.procedureWords})`).join('|');
/** Whether a text names any resection at all: one scan before the rules look for each. */
export const ANY_RESECTION = new RegExp(RESECTION_WORDS, 'iu');
let lastReport = '';
let lastNamesResection = false;
/** Whether a report names any resection: asked by two rules of one check, scanned once. */
export function namesAnyResection(report: string): boolean {
  if (report !== lastReport) {
    lastReport = report;
    lastNamesResection = ANY_RESECTION.test(report);
  }
  return lastNamesResection;
}

export const TIME_CUES = wordRegex(timeJson.cues, 'iu');
/** Time cues that date a state to the past (zuvor, Voraufnahme, Rückbildung), not a change of a present finding. */
export const PAST_CUES = wordRegex(
  timeJson.cues.filter((c) => !timeJson.change.includes(c)),
  'iu',
);

const RECOMMENDATION = new RegExp(`(?<!${L})(?:${alternation(supportJson.recommendation)})`, 'iu');
/**
 * A procedure already done or in place ("bei liegender Drainage", "nach Punktion", "Drainage in
 * situ", "Komplikationslose US-gesteuerte Stanzbiopsie", "... Anlage einer 10-F-Drainage")
 * recommends nothing: its words are taken out before the recommendation test.
 */
const DONE_PROCEDURE = String.raw`\p{L}*(?:drainage|punktion|biopsie|anlage|implantation)\p{L}*(?:\s+(?:einer|eines)\s+[\d\p{L}-]*(?:drainage|katheter)\p{L}*)?`;
/** Words that report a procedure as done ("Komplikationslose ...", "Erfolgreiche ..."). */
const DONE_BY = 'komplikationslose[nr]?|erfolgreiche[nr]?|durchgeführte[nr]?';
const PROCEDURE_IN_PLACE = new RegExp(
  String.raw`(?<!\p{L})(?:(?:ein)?liegend\p{L}*|nach|Z\.\s*n\.|Zustand\s+nach|s\/p|${DONE_BY})\s+(?:[\p{L}-]+\s+){0,2}?` +
    `${DONE_PROCEDURE}|${DONE_PROCEDURE}` +
    String.raw`\s+(?:in\s+situ|(?:regelrecht|korrekt)\s+liegend|lagekorrekt|einliegend|liegend)\p{L}*`,
  'giu',
);

/** A procedure the Beurteilung reports as done ("Komplikationslose CT-gesteuerte Biopsie des Rundherdes"). */
export const PROCEDURE_DONE = new RegExp(
  String.raw`(?<!\p{L})(?:${DONE_BY})\s+(?:[\p{L}-]+\s+){0,2}?${DONE_PROCEDURE}`,
  'iu',
);

/** Whether a Beurteilung clause recommends or names what to exclude: then it asserts no finding. */
export function recommends(clauseText: string): boolean {
  return RECOMMENDATION.test(clauseText) && RECOMMENDATION.test(clauseText.replace(PROCEDURE_IN_PLACE, ' '));
}

/** A procedure proposed or planned, not done ("ggf. zusätzliche Drainage links", "Cholezystektomie im Intervall"). */
export const PROPOSED =
  /(?<!\p{L})(?:ggf\.|gegebenenfalls|evtl\.|eventuell|empfohlen|empfehl\p{L}*|Empfehlung|geplant\p{L}*|Planung|vorgesehen|indiziert|Indikation|erwägen|erwogen|diskutier\p{L}*|elektive?[nmrs]?|im\s+Intervall|Intervall\p{L}*|sinnvoll|ratsam|anzuraten|anzustreben|sollte)(?!\p{L})/iu;

/** A finding called known ("passend zum bekannten Konkrement", "Vorbekannte Thrombose"): the history's. */
export const KNOWN = /(?<!\p{L})(?:(?:vor)?bekannte[nmrs]?|vorbestehende[nmrs]?)(?!\p{L})/iu;

/** A general finding and the findings that are kinds of it ("Blutung" and "Hämatom"). */
export const KINDS: Record<string, string[]> = {
  // Contrast leaving a vessel on an angiography is the bleeding itself: "keine aktive Blutung" denies it.
  blutung: ['haematom', 'haemoperitoneum', 'haematothorax', 'extravasat'],
  // "Kein Erguss" denies a haemothorax or a haemarthros; "kein Hämatothorax" leaves a serous effusion.
  erguss: ['haematothorax', 'haemarthros'],
  // "Keine Entzündung" denies an inflammation named after its organ; each of those names its own.
  entzuendung: [
    'epididymitis',
    'orchitis',
    'adnexitis',
    'pyelonephritis',
    'diszitis',
    'osteomyelitis',
    'synovitis',
    'bursitis',
    'lymphadenitis',
    'vaskulitis',
    'myositis',
    'fasziitis',
  ],
  // A T2 hyperintensity is a signal alteration: "keine Signalalteration" denies it.
  signalalteration: ['signalanhebung'],
  verkalkung: ['mikroverkalkung'],
  // "keine KM-Anreicherung" denies a rim enhancement too; "ohne Randanreicherung" denies no other.
  kontrastmittelaufnahme: ['randanreicherung'],
  // A perforation is seen by the air outside the bowel: "keine extraluminale Luft" denies it.
  extraluminale_luft: ['perforation'],
  // A duct or cavity "nicht erweitert" is not congested either ("Aufstau der Gallenwege", "Harnstau").
  dilatation: ['hydrozephalus', 'harnstau', 'varikozele'],
  // Liquefaction is how an abscess forms: "keine Einschmelzung" denies an "Abszedierung".
  einschmelzung: ['abszess'],
  // A haematoma swells the soft tissue: "keine prävertebrale Weichteilschwellung" denies one there.
  schwellung: ['haematom'],
  // A widened soft-tissue space is a swollen one: "keine Verbreiterung des prävertebralen Weichteilraums".
  verdickung: ['schwellung'],
  // A collection ("Verhalt") is what an abscess, a seroma or a haematoma is: "kein Verhalt" denies them.
  verhalt: ['abszess', 'serom', 'haematom', 'urinom'],
  // ... and so is each a fluid collection: "keine perirenale Flüssigkeitsansammlung" denies a lymphocele.
  fluessigkeit: ['serom', 'urinom', 'verhalt'],
  // An avulsion is a fracture: "Keine Fraktur des Tuberculum majus" denies an "Abrissfraktur" there.
  fraktur: ['ausriss'],
  // "Keine Infiltrate" denies a consolidation; "keine Konsolidierung" leaves a ground-glass pneumonia.
  infiltrat: ['konsolidierung'],
  // Contrast leaving a vessel, however named: "kein Kontrastmittelaustritt" denies an "Extravasat".
  leckage: ['extravasat'],
  // Ascites is free fluid: "keine freie Flüssigkeit perihepatisch" denies a "perihepatischer Aszites".
  freie_fluessigkeit: ['aszites'],
};

/** Signs in the Befund that support a diagnosis named otherwise ("Arteriosklerose" <- "Plaque"). */
export const SUPPORT = supportJson.relations.map((r) => ({
  diagnosis: new RegExp(r.diagnosis, 'iu'),
  signs: new RegExp(r.signs.map(escapeRegex).join('|'), 'iu'),
  anyOrgan: 'anyOrgan' in r && r.anyOrgan === true,
}));

/** Lymph node stations by their adjective or name ("axillär", "paratracheal", "Level II", "4R"). */
const LYMPH_NODE_STATION =
  /(?<!\p{L})(axill|mediastin|hilär|inguin|zervikal|paraaort|interaortokav|parakav|ilia[kc]|mesenteri|mesokol|retroperiton|supraklavikul|paratrache|subkarin|präkarin|aortopulmonal|paraösophag|mesorekt|pelvin|obturat|interpektoral|leiste|leberhil|hepatoduoden|zöliak|level\s+[IV]+|[1-9][0-4]?[RL](?!\p{L}))/giu;

/** Stations inside a wider one: a statement about mediastinal nodes reaches the paratracheal ones. */
const STATIONS_WITHIN = new Map<string, string[]>([
  ['mediastin', ['paratrache', 'subkarin', 'präkarin', 'aortopulmonal', 'paraösophag']],
  ['retroperiton', ['paraaort', 'interaortokav', 'parakav']],
  ['pelvin', ['iliak', 'obturat', 'mesorekt']],
]);

/** A station named in general covers one named specifically: the same, or one inside it. */
export function stationCovers(general: string, specific: string): boolean {
  return general === specific || (STATIONS_WITHIN.get(general)?.includes(specific) ?? false);
}

/** The lymph node stations a text names, as keys ("iliacal" and "iliakal" are one). */
export function lymphNodeStations(text: string): Set<string> {
  return new Set(
    [...text.matchAll(LYMPH_NODE_STATION)].map((m) =>
      (m[1] as string)
        .toLowerCase()
        .replace(/\s+/gu, ' ')
        .replace('iliac', 'iliak')
        .replace('leiste', 'inguin')
        .replace('hepatoduoden', 'leberhil'),
    ),
  );
}
