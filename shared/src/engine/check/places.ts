/**
 * Places named by a clause, as lower-case keys of anatomical nouns: "Hinterkante der Tibia" gives
 * hinterkante and tibia, "Os pubis" gives "os pubis", "Radiusfraktur" gives radius (the place part
 * of a compound). Two clauses that both name places, none shared, speak of different structures.
 */
import anatomy from '../lexicon/anatomy.json';
import placesJson from './lexicon/places.json';

/** The engine's anatomical nouns (capitalised entries; lowercase ones are Latin attributes) and check-only places. */
const WORDS = new Set(
  [...anatomy.filter((w) => /^\p{Lu}/u.test(w)), ...placesJson.words].map((w) => w.toLowerCase()),
);
const EXCLUDE = new Set(placesJson.exclude.map((w) => w.toLowerCase()));
const LATIN_HEADS = new Set(placesJson.latinHeads);
/** Latin and German names of one place: both are read as the German one. */
const SYNONYMS = new Map(Object.entries(placesJson.synonyms as Record<string, string>));
/** Places that are a part of whatever was named before them ("Segment"). */
export const GENERIC_PARTS = new Set(['segment', 'subsegment']);

/** The wholes a place belongs to: a negation or a diagnosis of the whole reaches its parts. */
const PART_OF = new Map(Object.entries(placesJson.partOf as Record<string, string[]>));

const wholesMemo = new Map<string, string[]>();

/** A place's keys with the wholes they belong to (one array per key list, shared: do not change it). */
function withWholes(keys: string[]): string[] {
  const id = keys.join('\u0000');
  let wide = wholesMemo.get(id);
  if (!wide) {
    wide = [...new Set(keys.flatMap((k) => [k, ...(PART_OF.get(k) ?? [])]))];
    if (wholesMemo.size > 20000) wholesMemo.clear();
    wholesMemo.set(id, wide);
  }
  return wide;
}
/** German words after a Latin head that end the Latin name ("Os ischii frei"). */
const NOT_LATIN = new Set([
  'frei',
  'drei',
  'zwei',
  'sowie',
  'links',
  'rechts',
  'beidseits',
  'ohne',
  // "A. lienalis bei Pseudoaneurysma", "bis zur Bifurkation": prepositions ending like Latin.
  'bei',
  'bis',
  // Latin sides are sides, not part of the name: "V. testicularis sinistra" is the left "V. testicularis".
  'dexter',
  'dextra',
  'dextrum',
  'dextri',
  'dextrae',
  'sinister',
  'sinistra',
  'sinistrum',
  'sinistri',
  'sinistrae',
  'eine',
  'einer',
  // Articles end like Latin words: "Caput mediale des M. gastrocnemius".
  'des',
  'der',
  'dem',
  'den',
]);
const LATIN_ENDING = /(?:is|us|um|ae|a|i|ens|ans|or|es|ea|ale|are|ile|oas)$/u;

const memo = new Map<string, string | null>();

/** The lexicon form of a word, tolerating inflection and linking endings ("Nieren", "Aorten", "Wirbelkörpers"). */
function canon(word: string): string | null {
  const cached = memo.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  const candidates = [word];
  for (const end of ['s', 'es', 'n', 'en', 'e']) {
    if (word.endsWith(end) && word.length - end.length >= 4) candidates.push(word.slice(0, -end.length));
  }
  if (word.endsWith('en')) candidates.push(`${word.slice(0, -2)}a`, `${word.slice(0, -2)}us`);
  // Latin plurals: "Femora" (femur), "Tibiae" (tibia), "Humeri" (humerus).
  if (word.endsWith('ora')) candidates.push(`${word.slice(0, -3)}ur`);
  // "Neuroforamina" (neuroforamen).
  if (word.endsWith('ina')) candidates.push(`${word.slice(0, -3)}en`);
  if (word.endsWith('ae')) candidates.push(word.slice(0, -1));
  if (word.endsWith('i') && word.length >= 5) candidates.push(`${word.slice(0, -1)}us`);
  for (const c of candidates) {
    if (WORDS.has(c)) {
      found = c;
      break;
    }
  }
  if (found !== null && EXCLUDE.has(found)) found = null;
  if (memo.size > 20000) memo.clear();
  memo.set(word, found);
  return found;
}

const leadMemo = new Map<string, string | null>();

/** The place at the start of a compound ("radiusmetaphyse" -> radius), the longest known one. */
function leadingPlace(word: string): string | null {
  const cached = leadMemo.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (let i = word.length - 3; i >= 4 && found === null; i--) found = canon(word.slice(0, i));
  // A linking s belongs to the compound, not the place: "Spinalkanalstenose" is of the spinalkanal.
  if (found?.endsWith('s')) found = canon(found.slice(0, -1)) ?? found;
  if (leadMemo.size > 20000) leadMemo.clear();
  leadMemo.set(word, found);
  return found;
}

const trailMemo = new Map<string, string | null>();

/** The place at the end of a compound ("karotisbulbus" -> bulbus), the longest known one. */
function trailingPlace(word: string): string | null {
  const cached = trailMemo.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (let i = 4; i <= word.length - 4 && found === null; i++) found = canon(word.slice(i));
  if (trailMemo.size > 20000) trailMemo.clear();
  trailMemo.set(word, found);
  return found;
}

const LANDMARK_BEFORE = /(?:von\s+(?:der|dem|den)|vom)\s+$/iu;
const LANDMARK_AFTER = /^\s*entfernt/iu;
/** A distance from another vessel's origin: "2 cm distal des Abgangs der A. subclavia". */
const DISTANCE_FROM =
  /\d\s*(?:mm|cm)\s+(?:distal|proximal|kranial|kaudal|oberhalb|unterhalb)\s+(?:des|vom)\s+(?:Abgangs?|Ursprungs?)\s+(?:der|des)\s+$/iu;

/** What a finding connects to, not where it lies: "mit Anschluss an den Pankreasstumpf". */
const REACHED = /(?:Anschluss|Verbindung)\s+(?:an\s+(?:den|die|das)|zu[mr]?|mit\s+(?:dem|der|den))\s+$/iu;

/**
 * The place at start is a landmark, not the finding's place: the origin a finding is measured from
 * ("2 cm distal des Abgangs der A. subclavia") or what it reaches ("mit Anschluss an den Pankreasstumpf").
 */
function landmarkAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 45), start);
  return DISTANCE_FROM.test(before) || REACHED.test(before);
}

/** One place word of a clause. */
export interface PlaceHit {
  start: number;
  end: number;
  /** The place as named: a word, or a compound read by its place part when not a place itself. */
  key: string;
  /** key, plus the place part of a place compound ("Aortenbogen" also gives aorta). */
  wide: string[];
  /**
   * The part of the place an ordinal or a position before it names ("3. Intermetatarsalraum",
   * "mediales Tibiaplateau"): other parts of the same place are other places.
   */
  part?: string;
  /** The word also names a finding ("Pleuraergüsse"): it places that finding only. */
  embedded?: boolean;
}

const CAPITALISED = /\p{Lu}\p{L}*/gu;
/** Up to two Latin words after a head: "Os| pubis", "A.| carotis interna". */
const LATIN_TAIL = /^\.?\s+(\p{Ll}{3,})(?:\s+(\p{Ll}{3,}))?/u;

/** "V. lienalis" is the "Vena lienalis": an abbreviated head written out, so both make one key. */
const HEAD_WRITTEN_OUT: Record<string, string> = {
  a: 'arteria',
  aa: 'arteriae',
  v: 'vena',
  vv: 'venae',
  m: 'musculus',
  mm: 'musculi',
  n: 'nervus',
  nn: 'nervi',
  lig: 'ligamentum',
  ligg: 'ligamenta',
  proc: 'processus',
  r: 'ramus',
  rr: 'rami',
};

/** Plural Latin heads and their singular. */
const SINGULAR_HEAD: Record<string, string> = {
  arteriae: 'arteria',
  venae: 'vena',
  nervi: 'nervus',
  musculi: 'musculus',
  ligamenta: 'ligamentum',
  rami: 'ramus',
};

/** A Latin plural attribute in its singular: "vertebrales" -> "vertebralis", "posteriores" -> "posterior". */
function singularTail(word: string): string {
  if (word.endsWith('ides')) return `${word.slice(0, -4)}is`;
  if (word.endsWith('ores')) return word.slice(0, -2);
  if (word.endsWith('es')) return `${word.slice(0, -2)}is`;
  if (word.endsWith('ae')) return word.slice(0, -1);
  if (word.endsWith('i')) return `${word.slice(0, -1)}us`;
  return word;
}

/** German adjectives and participles that end like Latin words ("organisierendes", "verdicktes", "ödematöses"). */
const GERMAN_ADJECTIVE = /(?:end|iert|ig|isch|lich|ös|bar|t)es$/u;

function isLatin(word: string | undefined): word is string {
  return (
    word !== undefined && !NOT_LATIN.has(word) && LATIN_ENDING.test(word) && !GERMAN_ADJECTIVE.test(word)
  );
}

const JOINT = /^\p{L}{4,}gelenk(?:e|s|es|en)?$/u;

const wordMemo = new Map<string, { key: string; wide: string[] } | null>();

/** The rest of a compound after a bone that names a part of it: "(ulna)schaft", "(radius)köpfchen". */
const BONE_PART = /^s?(schaft|köpfchen|kopf|hals|basis|spitze)$/u;

/**
 * The place a (lower-case) word names, by itself or by a part of a compound ("Radiusmetaphyse" ->
 * radius; "Schilddrüsenlappen" is also a "Lappen"; "Karotisbulbus" both carotid and bulb).
 */
function wordPlace(lower: string): { key: string; wide: string[] } | null {
  const cached = wordMemo.get(lower);
  if (cached !== undefined) return cached;
  let place: { key: string; wide: string[] } | null = null;
  // "Kaudalisierung" is a direction, though it opens with the "Kauda".
  if (EXCLUDE.has(lower)) {
    wordMemo.set(lower, null);
    return null;
  }
  const direct = canon(lower);
  const lead = leadingPlace(lower);
  const trail = lead !== null ? trailingPlace(lower) : null;
  if (direct !== null) {
    const named = SYNONYMS.get(direct) ?? direct;
    place = {
      key: named,
      wide: withWholes([named, direct, ...(lead !== null ? [lead] : []), ...(trail !== null ? [trail] : [])]),
    };
  } else if (lead !== null) {
    const named = SYNONYMS.get(lead) ?? lead;
    // A bone's part in one word ("Ulnaschaft", "Femurköpfchen") is that part, a place within the bone:
    // a statement about the shaft does not reach the styloid process.
    const part = BONE_PART.exec(lower.slice(lead.length))?.[1];
    place = part
      ? { key: `${named}${part}`, wide: withWholes([`${named}${part}`, named, lead]) }
      : { key: named, wide: withWholes([named, lead, ...(trail !== null ? [trail] : [])]) };
  } else if (JOINT.test(lower)) {
    // A joint named by its bones ("Calcaneocuboidalgelenk") is a place of its own, whether listed or not.
    const key = lower.replace(/gelenk\p{L}*$/u, 'gelenk');
    place = { key, wide: withWholes([key]) };
  }
  if (wordMemo.size > 20000) wordMemo.clear();
  wordMemo.set(lower, place);
  return place;
}

/** A noun that an adjective before it makes a place of its own: "periphere Zone" is the Peripherzone. */
const BY_ADJECTIVE = new Map<string, [RegExp, string][]>([
  ['elemente', [[/(?:posteriore|hintere)[nr]?\s+$/iu, 'wirbelbogen']]],
  // "Zervikales Stroma" is the stroma of the cervix ("Zervixstroma").
  ['stroma', [[/zervikale[snm]?\s+$/iu, 'zervix']]],
  [
    'zone',
    [
      [/periphere[nr]?\s+$/iu, 'peripherzone'],
      [/zentrale[nr]?\s+$/iu, 'zentralzone'],
    ],
  ],
]);

function namedByAdjective(lower: string, before: string): string | null {
  for (const [regex, key] of BY_ADJECTIVE.get(lower) ?? []) if (regex.test(before)) return key;
  return null;
}

/**
 * The rest of a hyphenated compound a place opens ("OSG-Luxationsfraktur", "LWK-Fraktur"): the
 * place spans it and so places the finding the compound names, as "Schenkelhalsfraktur" does.
 */
const HYPHEN_COMPOUND = /^-[\p{L}-]*\p{L}/u;

/** An ordinal or a position before a place names a part of it: "im 3. Intermetatarsalraum", "mediales Tibiaplateau". */
const PART_BEFORE = /(?<![\p{L}\d])(?:(\d{1,2})\.|(medial|lateral|proximal|distal)e[snmr]?)\s+$/iu;

/** The part of its place a word before it names, or undefined. */
function partBefore(before: string): string | undefined {
  const part = PART_BEFORE.exec(before);
  return part ? (part[1] ?? (part[2] as string).toLowerCase()) : undefined;
}

/** Adjectives that name a place by themselves ("pertrochantäre Fraktur" lies at the trochanter): one scan for all. */
const ADJECTIVE_KEYS = Object.values(placesJson.adjectives as Record<string, string>);
const ADJECTIVE_PLACES = new RegExp(
  `(?<!\\p{L})(?:${Object.keys(placesJson.adjectives)
    .map((stem) => `(${stem})`)
    .join('|')})\\p{L}*`,
  'giu',
);

function adjectivePlaces(from: number, slice: string): PlaceHit[] {
  const out: PlaceHit[] = [];
  for (const m of slice.matchAll(ADJECTIVE_PLACES)) {
    const key = ADJECTIVE_KEYS[m.slice(1).findIndex((group) => group !== undefined)] as string;
    out.push({
      start: from + m.index,
      end: from + m.index + m[0].length,
      key,
      wide: withWholes([key]),
      part: undefined,
    });
  }
  return out;
}

/** "Streck- oder Beugesehnen": a first part that shares the head of the compound after it. */
const TRUNCATED_AFTER = /^-\s+(?:und|oder|bzw\.|sowie)\s+(\p{L}+)/u;

function truncatedPlace(text: string, end: number, lower: string): { key: string; wide: string[] } | null {
  const next = TRUNCATED_AFTER.exec(text.slice(end, end + 40))?.[1]?.toLowerCase();
  if (!next) return null;
  for (let n = 4; n <= next.length - 2; n++) {
    const place = wordPlace(lower + next.slice(-n));
    if (place) return place;
  }
  return null;
}

/** A lung segment by its number ("Segment 10"): 1-3 lie in the upper lobe, 6-10 in the lower (4 and 5
 * in the middle lobe or the lingula, by side). The liver's segments are counted in Roman numerals. */
const SEGMENT_NUMBER = /^\s+(\d{1,2})(?![\d,.]\d)/u;

function lungLobe(after: string): string | undefined {
  const n = Number(SEGMENT_NUMBER.exec(after)?.[1]);
  if (n >= 1 && n <= 3) return 'oberlappen';
  if (n >= 6 && n <= 10) return 'unterlappen';
  return undefined;
}

/** Place words of text[from, to), with positions in text. */
export function placesOf(text: string, from = 0, to = text.length): PlaceHit[] {
  const slice = text.slice(from, to);
  const out: PlaceHit[] = adjectivePlaces(from, slice);
  CAPITALISED.lastIndex = 0;
  for (let m = CAPITALISED.exec(slice); m !== null; m = CAPITALISED.exec(slice)) {
    const raw = m[0];
    const start = from + m.index;
    const lower = raw.toLowerCase();
    if (LATIN_HEADS.has(lower)) {
      const tail = LATIN_TAIL.exec(slice.slice(m.index + raw.length));
      if (tail && isLatin(tail[1])) {
        // A German adjective after a known Latin place is no part of its name ("Os scaphoideum schmale").
        const written = HEAD_WRITTEN_OUT[lower] ?? lower;
        const single = `${written} ${tail[1]}`;
        const both = isLatin(tail[2]) && !(SYNONYMS.has(single) && !SYNONYMS.has(`${single} ${tail[2]}`));
        const length = both ? tail[0].length : tail[0].indexOf(tail[1]) + tail[1].length;
        // "Aa. vertebrales" are the "A. vertebralis" of both sides: one key for plural and singular.
        const plural = SINGULAR_HEAD[written];
        const head = plural ?? written;
        const words = (both ? [tail[1], tail[2]] : [tail[1]]) as string[];
        const key = [head, ...(plural ? words.map(singularTail) : words)].join(' ');
        // A Latin genitive names the whole the part belongs to: "Processus styloideus ulnae" is of the
        // ulna; a Latin attribute that is a place itself names it: "Glandula parotis" is the parotis.
        const whole = canon((both ? tail[2] : tail[1]) as string);
        const named = SYNONYMS.get(key) ?? key;
        CAPITALISED.lastIndex = m.index + raw.length + length;
        if (landmarkAt(text, start)) continue;
        out.push({
          start,
          end: start + raw.length + length,
          key: named,
          wide: withWholes([named, key, ...(whole ? [whole] : [])]),
        });
        continue;
      }
    }
    // Short words only as known abbreviations ("OSG", "ISG", "PZ").
    if (raw.length < 4 && !(raw.length >= 2 && raw === raw.toUpperCase() && WORDS.has(lower))) continue;
    const named = BY_ADJECTIVE.has(lower)
      ? namedByAdjective(lower, text.slice(Math.max(0, start - 14), start))
      : null;
    const place = named
      ? { key: named, wide: withWholes([named]) }
      : (wordPlace(lower) ?? truncatedPlace(text, start + raw.length, lower));
    if (!place) continue;
    const end = start + raw.length;
    const lobe = lower === 'segment' ? lungLobe(text.slice(end, end + 8)) : undefined;
    // A landmark a distance is measured from is no place of the finding ("4 cm von der Mamille entfernt").
    if (
      (LANDMARK_AFTER.test(text.slice(end, end + 12)) &&
        LANDMARK_BEFORE.test(text.slice(Math.max(0, start - 12), start))) ||
      landmarkAt(text, start)
    )
      continue;
    const compound = HYPHEN_COMPOUND.exec(text.slice(end, end + 40));
    out.push({
      start,
      end: compound ? end + compound[0].length : end,
      key: place.key,
      wide: lobe ? withWholes([...place.wide, lobe]) : place.wide,
      // Always set, so that every place hit has one shape.
      part: partBefore(text.slice(Math.max(from, start - 14), start)),
    });
  }
  return out.length > 1 ? out.sort((x, y) => x.start - y.start) : out;
}

/**
 * Whether a statement about the places `general` (a negation, a normal organ) reaches a finding
 * at the places `specific`: the same place or a part named after it ("tibiakopf" under "tibia").
 * Unknown when either names no place (null).
 */
export function placeCovers(general: PlaceHit[], specific: PlaceHit[]): boolean | null {
  if (general.length === 0 || specific.length === 0) return null;
  // "Segment" beside the vessel it is a segment of: the vessels tell the places apart.
  if (general.some((g) => GENERIC_PARTS.has(g.key)) || specific.some((s) => GENERIC_PARTS.has(s.key))) {
    const g = general.filter((x) => !GENERIC_PARTS.has(x.key));
    const s = specific.filter((x) => !GENERIC_PARTS.has(x.key));
    if (g.length > 0 && s.length > 0) return placeCovers(g, s);
  }
  // A plural key covers its singular ("Samenblasen" the "Samenblase", "Femurkondylen" the "Femurkondylus").
  return general.some((g) =>
    specific.some(
      (s) =>
        !(g.part && s.part && g.part !== s.part && g.key === s.key) &&
        s.wide.some(
          (w) =>
            w.startsWith(g.key) ||
            (w.length >= 4 && g.key.length - w.length <= 2 && g.key.startsWith(w)) ||
            latinPlural(g.key, w) ||
            umlautPlural(g.key, w) ||
            umlautPlural(w, g.key),
        ),
    ),
  );
}

/** "dornfortsätze" and "dornfortsatz", "wirbelbögen" and "wirbelbogen": a German plural by umlaut. */
function umlautPlural(plural: string, singular: string): boolean {
  if (plural.length < 6 || plural.length - singular.length > 2 || !/[äöü]/u.test(plural)) return false;
  return plural.replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u').startsWith(singular);
}

/** "kondylen" and "kondylus": a Latin plural and its singular. */
function latinPlural(plural: string, singular: string): boolean {
  return (
    plural.endsWith('en') &&
    singular.endsWith('us') &&
    plural.length === singular.length &&
    plural.length >= 7 &&
    plural.slice(0, -2) === singular.slice(0, -2)
  );
}

/** The places that locate a finding: its own compound's and the clause's words that name no other finding. */
export function placesFor(places: PlaceHit[], finding: { start: number; end: number }): PlaceHit[] {
  return places.filter(
    (p) =>
      !p.embedded ||
      (p.start <= finding.start && p.end >= finding.end) ||
      (finding.start <= p.start && finding.end >= p.end),
  );
}

/** Whether a word (or the start of a compound) names an anatomical place: "randwinkel" yes, "begleit" no. */
export function namesPlace(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= 4 && (canon(lower) !== null || leadingPlace(lower) !== null);
}
