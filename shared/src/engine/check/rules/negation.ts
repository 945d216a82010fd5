/**
 * negation: a finding negated in one place and asserted in another (Befund and Beurteilung), for
 * the same concept at a compatible place and side. Also a structure called normal in the Befund
 * ("Innenmeniskus intakt") that carries a finding in the Beurteilung.
 * The place is compared on two levels: structure ids (lexicon/structures.json, parts meet their
 * whole) and the anatomical words of the clauses (places.ts): a negation naming places that do not
 * reach the finding's is quiet ("Tibia ohne Fraktur" vs "Fibulafraktur"); a negation naming no
 * place is global. Quiet too where either sentence is dated to the past ("zuvor", "Rückbildung");
 * a finding that is only changing ("regredient") is today's, as is "kein … mehr".
 */

import {
  type Annotated,
  accompanies,
  type Clause,
  clauseEvidence,
  compoundSpan,
  compoundsDiffer,
  contextOf,
  DEVICE,
  describedEvidence,
  disjoint,
  type FindingHit,
  findingContext,
  LESION_GROUPS,
  labelAnswerEnd,
  namesStructure,
  OLD_WORD,
  OTHER_SIDE,
  opposite,
  prefixOf,
  regionsOf,
  regionsOfWord,
  type Span,
  type StructureHit,
  sentenceOf,
  sentenceTextOf,
  sideOf,
  sidesCompatible,
  structureIdsOfWord,
  structuresCompatible,
  UNSIDED_GROUPS,
  wordAround,
} from '../annotate';
import { cover, type Draft, quote } from '../draft';
import {
  KINDS,
  lymphNodeStations,
  NEGATION,
  recommends,
  type Side,
  STRUCTURE_BY_ID,
  SUPPORT,
  stationCovers,
} from '../lexicon';
import {
  NODE,
  NODE_ABNORMAL,
  NODE_AFTER_CUE,
  NODE_DENIED,
  NODE_MALIGNANT_SIGNS,
  NODE_NORMAL,
  NODE_SIGNS,
  NODE_SPREAD_DENIED,
  NODE_WORD,
} from '../lymph-nodes';
import { OPEN_ID } from '../open-findings';
import { namesPlace, type PlaceHit, placeCovers, placesFor } from '../places';

const COMPARED = new Set(['findings', 'impression', 'none']);

/** Lesion words general enough that their negation covers every lesion ("keine Herde" vs "Metastase"). */
const GENERIC_LESIONS = new Set(['herd', 'rundherd']);
/** A metastasis or a tumour is focal, suspicious and solid whether or not the sentence says so. */
const TUMOUR_QUALIFIERS = [
  'fokal',
  'suspekt',
  'malign',
  'solid',
  'pathologisch',
  'tumorverdächtig',
  'relevant',
  'signifikant',
];
const IMPLIED_QUALIFIERS: Record<string, string[]> = {
  metastase: TUMOUR_QUALIFIERS,
  raumforderung: TUMOUR_QUALIFIERS,
  // Free air, free fluid and a sequestrated disc fragment are free by name ("Pneumoperitoneum", "Aszites").
  freie_luft: ['frei'],
  freie_fluessigkeit: ['frei'],
  aszites: ['frei'],
  sequester: ['frei'],
  // Air in the pleural space is pleural by name ("Pleuralinie anliegend, kein Pneumothorax").
  pneumothorax: ['pleural'],
  // Contrast leaving a vessel is bleeding now.
  extravasat: ['aktiv', 'frisch', 'akut'],
};

function sharesStructure(a: { id: string }[], b: { id: string }[]): boolean {
  return a.some((x) => b.some((y) => y.id === x.id));
}

/** A finding known and unchanged ("Unverändert 4 mm Nodulus, seit 2022 konstant"). */
const STABLE = /(?<!\p{L})(?:unverändert|konstant|größenkonstant|stabil|größenstabil|vorbekannt|bekannt)/iu;

/** Qualifiers that set the denied findings apart from those named before ("keine weiteren"). */
const OTHERS = new Set(['weiter', 'sonst', 'ansonsten', 'sonstig', 'ander', 'übrig', 'zusätzlich']);

/** A sentence about the removed specimen, not the patient ("Präparatradiographie", "Stanzzylinder"). */
const SPECIMEN = /(?<!\p{L})(?:präparat\p{L}*|\p{L}*zylinder[n]?)(?!\p{L})/iu;

/** Types named right after a denied finding ("Kein Endoleak Typ I oder III"). */
const TYPES_AFTER = /^\p{L}*\s+Typ\s+((?:[IVX]+|\d)(?:\s*(?:,|oder|und|\/)\s*(?:[IVX]+|\d))*)(?![\p{L}\d])/u;
const TYPE_IN = /(?<!\p{L})Typ[\s-]+([IVX]+|\d)(?![\p{L}\d])/gu;

/** The denial names types of its finding and the asserted finding's clause names only others. */
function typesApart(text: string, nc: Clause, n: FindingHit, pc: Clause, p: FindingHit): boolean {
  const denied = TYPES_AFTER.exec(text.slice(n.start, nc.end))?.[1];
  if (!denied) return false;
  const deniedTypes = new Set(denied.split(/\s*(?:,|oder|und|\/)\s*/u));
  const named = [...text.slice(pc.start, pc.end).matchAll(TYPE_IN)].map((m) => m[1] as string);
  return n.id === p.id && named.length > 0 && named.every((t) => !deniedTypes.has(t));
}

/** Imaging signs that describe a lesion rather than stand alone ("KM-aufnehmender Knoten"). */
const SIGN_GROUPS = new Set(['kontrastmittelaufnahme', 'signalanhebung', 'diffusionsstoerung', 'verkalkung']);

/** A clause that opens with the condition or place it speaks of ("Im Stehen", "In Kopftieflage", "Unter Valsalva"). */
const CONDITION_OPENS = /^(?:im|in|unter|bei|nach|während)\s/iu;

/** "Verkalkte und nicht verkalkte": a kind and its opposite side by side. */
const BOTH_KINDS = /^\p{L}*\s+(?:und|oder|sowie|bzw\.)\s+nicht[\s-]+$/iu;

/** Wholes spread through the body: a statement about one of their parts says nothing of the others. */
const SPREAD_WHOLES = new Set(['knochen']);

/** `a` names only a part (a vertebra) of a whole of `b` that lies everywhere (the skeleton). */
function partOfSpreadWhole(a: StructureHit[], b: StructureHit[]): boolean {
  if (a.length === 0 || b.length === 0 || sharesStructure(a, b)) return false;
  const wholes = new Set(b.filter((h) => SPREAD_WHOLES.has(h.id)).map((h) => h.id));
  return a.some((h) => wholes.has(STRUCTURE_BY_ID.get(h.id)?.parent ?? ''));
}

/** The same organ, or one a part of the other ("Skelett ohne Läsionen" and "Metastase in BWK 8"). */
function sameOrganOrPart(a: StructureHit[], b: StructureHit[]): boolean {
  return sharesStructure(a, b) || (a.length > 0 && b.length > 0 && structuresCompatible(a, b, true));
}

/**
 * "..., kein KM-Reflux in die V. cava inferior, somit keine Zeichen der Rechtsherzbelastung" and
 * "Lungenarterienembolie im Unterlappen, mit Zeichen der Rechtsherzbelastung": both clauses took
 * their places from the clause before, which spoke of another finding; a finding whose own word
 * names the same organ on both sides is compared by that organ.
 */
function ownOrganOverInherited(
  text: string,
  nc: Clause,
  n: FindingHit,
  nPlaces: PlaceHit[],
  pc: Clause,
  p: FindingHit,
  pPlaces: PlaceHit[],
): boolean {
  const inherited = (c: Clause, places: PlaceHit[]) =>
    places.every((x) => x.start < c.start || x.start >= c.end);
  if (!inherited(nc, nPlaces)) return false;
  const own = new Set(structureIdsOfWord(wordOf(text, n)));
  if (own.size === 0) return false;
  if (inherited(pc, pPlaces)) return structureIdsOfWord(wordOf(text, p)).some((id) => own.has(id));
  // ... or the finding's own clause names that organ ("ohne Splenomegalie" after "Pfortaderfluss"
  // against "Die Milz ist ... vergrößert").
  return pc.structures.some((s) => !s.embedded && own.has(s.id));
}

/** The whole word a finding stands in, lower case ("rechtsherzbelastung", "abszesshöhle"). */
function wordOf(text: string, f: Span): string {
  const word = wordAround(text, f);
  return text.slice(word.start, word.end).toLowerCase();
}

/** The finding an attribute stands right before ("nicht dislozierte Sternumfraktur"), if any. */
function headOf(text: string, clause: Clause, f: FindingHit): FindingHit | undefined {
  const word = wordAround(text, f);
  const gap = /^\s+/u.exec(text.slice(word.end, word.end + 3));
  if (!gap || !/e[nmrs]?$/u.test(text.slice(word.start, word.end))) return undefined;
  const next = word.end + gap[0].length;
  return clause.findings.find((g) => g !== f && wordAround(text, g).start === next);
}

/** A bypass graft and a native vessel: two vessels, whatever coronary artery both name. */
const GRAFT = /graft|bypass|(?<!\p{L})(?:lima|rima|acvb)(?!\p{L})/iu;
const NATIVE = /(?<!\p{L})nativ/iu;

/** One text speaks of a graft and not of a native vessel, the other of a native one. */
function graftAgainstNative(x: string, y: string): boolean {
  const graftOnly = (t: string) => GRAFT.test(t) && !NATIVE.test(t);
  return (graftOnly(x) && NATIVE.test(y)) || (graftOnly(y) && NATIVE.test(x));
}

/** The large vessels a denial may be said of, and a distal branch it does not reach. */
const LARGE_VESSELS = /(?<!\p{L})(?:große[nr]?\s+(?:hirn)?(?:gefäße|arterien)|großgefäß\p{L}*)/iu;
const BRANCH = /(?<!\p{L})(?:\p{L}*(?:ast|astes|äste|ästen)|[MAP][3-5](?:-\p{L}+)?)(?!\p{L})/u;

/** "kein Verhalt außerhalb der Abszesshöhle": what the negation sets apart after "außerhalb". */
const OUTSIDE_WORD = /(?<!\p{L})außerhalb\s+(?:des|der|dem|von)\s+(\p{L}+)/iu;

/** The asserted finding's word is the one the negation's clause sets apart ("außerhalb der Abszesshöhle"). */
function namedOutside(text: string, nc: Clause, n: FindingHit, p: FindingHit): boolean {
  const apart = OUTSIDE_WORD.exec(text.slice(n.end, nc.end))?.[1];
  if (apart === undefined) return false;
  return wordOf(text, p).slice(0, 6) === apart.toLowerCase().slice(0, 6);
}

/** The lung and its lobes: an effusion named beside them lies in the pleura, not in them. */
const LUNG_PARTS = new Set(['lunge', 'oberlappen', 'mittellappen', 'unterlappen']);

/** A lesion its sentence calls suspicious of metastasis ("Läsion, metastasensuspekt") meets "keine Metastasen". */
const METASTASIS_SUSPECTED = /metasta\p{L}*(?:suspekt|verdächtig)/iu;

/**
 * "Keine freie Flüssigkeit" against fluid in a peritoneal space named in the finding's clause; a
 * denial that names spaces of its own ("im Morison-Pouch und im kleinen Becken keine freie
 * Flüssigkeit") only against fluid in one of them.
 */
function peritonealFluid(a: Annotated, n: FindingHit, p: FindingHit): boolean {
  if (n.id !== 'freie_fluessigkeit' || p.id !== 'fluessigkeit') return false;
  const spaces = (c: Clause) =>
    new Set([...a.text.slice(c.start, c.end).matchAll(SPACES)].map((m) => (m[1] as string).toLowerCase()));
  const pSpaces = spaces(a.clauses[p.clause] as Clause);
  if (![...pSpaces].some((x) => x !== 'becken')) return false;
  const nSpaces = spaces(a.clauses[n.clause] as Clause);
  return nSpaces.size === 0 || [...nSpaces].some((x) => pSpaces.has(x));
}
const SPACES =
  /(?<!\p{L})(perihepat|perisplen|perilien|subphren|douglas|morison|parakol|interenter|intraperitone|becken)\p{L}*/giu;

function suspectedAs(a: Annotated, n: FindingHit, p: FindingHit): boolean {
  const pc = a.clauses[p.clause] as Clause;
  return (
    n.id === 'metastase' &&
    p.group === 'herd' &&
    METASTASIS_SUSPECTED.test(sentenceTextOf(a, pc)) &&
    // ... in the organ the denial names ("Kein Nachweis von Lebermetastasen"), not elsewhere.
    sameOrganOrPart(contextOf(a, a.clauses[n.clause] as Clause), contextOf(a, pc))
  );
}

/** A negated general finding covers its specific kinds ("keine intrakranielle Blutung" vs "Subduralhämatom"). */
function sameConcept(n: FindingHit, p: FindingHit): boolean {
  return (
    p.id === n.id ||
    // "Keine fokalen Läsionen" leaves room for a simple cyst, which reports name beside it.
    (GENERIC_LESIONS.has(n.id) && p.group === 'herd' && p.id !== 'zyste') ||
    (KINDS[n.id]?.includes(p.id) ?? false)
  );
}

const QUALIFIER_AT_WORD_START = new Map(NEGATION.qualifiers.map((q) => [q.word, q.regex]));
/** A finding called marked is a relevant one ("ohne relevante Kollateralisierung" vs "ausgeprägte Riolan-Anastomose"). */
const MARKED = /(?<!\p{L})(?:ausgeprägt|kräftig|massiv|erheblich|hochgradig|schwer)/iu;
/** Words that say a finding accompanies another. */
const ACCOMPANYING = /begleit|perifokal|umgebend|angrenzend/u;
/** Words that say a qualifier by another name: a "hochgradige" stenosis is "höhergradig", "florid" is "aktiv". */
const QUALIFIER_SAID_AS: Record<string, RegExp> = {
  relevant: MARKED,
  signifikant: MARKED,
  wesentlich: MARKED,
  höhergradig: /(?<!\p{L})(?:hochgradig|subtotal|filiform)/u,
  aktiv: /(?<!\p{L})(?:florid|frisch|akut)/u,
  frisch: /(?<!\p{L})(?:akut|florid)/u,
  // A "Wandthrombus" is a mural one.
  wandständig: /wandständig|wandthromb|(?<!\p{L})mural/u,
  // "HCC-verdächtig", "malignomsuspekt": a suspicion said in a compound.
  verdächtig: /verdächtig|suspekt/u,
  // ... and a suspicious morphology: grouped, pleomorphic or fine-linear calcifications, a malignant look.
  suspekt: /verdächtig|malign|gruppiert|pleomorph|feinlinear|segmental/u,
  akut: /(?<!\p{L})(?:frisch|florid)/u,
  // What surrounds a finding accompanies it: "kein begleitendes Ödem" denies a "perifokales Ödem".
  begleitend: ACCOMPANYING,
  begleit: ACCOMPANYING,
  // Subdural, epidural and subarachnoid spaces are outside the brain.
  extraaxial: /extraaxial|subdural|epidural|subarachnoidal|(?<!\p{L})dural/u,
  älter: OLD_WORD,
};

/**
 * A qualifier the finding's clause denies is none of it: "Dissektion ... ohne Flusslimitation" is no
 * flow-limiting one. "nicht" denies the next word only: "nicht dislozierte pathologische Fraktur" is pathological.
 */
const DENIED_BEFORE = /(?<!\p{L})(?:(?:ohne|keine?[nmrs]?)\s+(?:\p{L}+\s+)?|nicht\s+)$/iu;

function deniedAt(pText: string, at: number): boolean {
  return DENIED_BEFORE.test(pText.slice(Math.max(0, at - 30), at));
}

function saysPositively(regex: RegExp | undefined, pText: string): boolean {
  const m = regex?.exec(pText);
  return !!m && !deniedAt(pText, m.index);
}

/**
 * The asserted finding has every describing word of the negation ("keine neuen Herde") and, where
 * the negation names places ("hilär und mediastinal keine Lymphknoten"), one of them.
 */
function qualifiersHold(n: FindingHit, p: FindingHit, pText: string, pPlaces: PlaceHit[]): boolean {
  const implied = IMPLIED_QUALIFIERS[p.id] ?? [];
  // At a word start: "neu" is not in "Pneumothorax".
  const says = (q: string) =>
    saysPositively(QUALIFIER_AT_WORD_START.get(q), pText) || saysPositively(QUALIFIER_SAID_AS[q], pText);
  const places = n.qualifiers.filter((q) => NEGATION.placeQualifiers.has(q));
  return (
    n.qualifiers.every(
      (q) =>
        NEGATION.placeQualifiers.has(q) ||
        says(q) ||
        implied.includes(q) ||
        (q === 'fokal' && p.group === 'herd'),
    ) &&
    // ... or a place of the finding by its noun ("zervikales Stroma" and "Zervixstroma").
    (places.length === 0 ||
      places.some(
        (q) =>
          says(q) ||
          implied.includes(q) ||
          pPlaces.some((x) => x.key.startsWith(q.slice(0, 5)) || IN_PLACE[q]?.test(x.key) === true),
      ))
  );
}

/** Structures that lie in a place qualifier's compartment ("Erweiterung des DHC" is extrahepatic). */
const IN_PLACE: Record<string, RegExp> = {
  // A lobe is the lung's: "keine pulmonalen Rundherde" denies a nodule in the left lower lobe.
  pulmonal: /^(?:lunge|oberlappen|mittellappen|unterlappen|lingula)/u,
  // Morison's pouch is the hepatorenal recess, beside the liver.
  perihepatisch: /^(?:morison|hepatorenal)/u,
  extrahepatisch:
    /^(?:ductus\s+(?:hepato)?choledochus|choledochus|ductus\s+cysticus|ductus\s+hepaticus\s+communis)/u,
};

const LOCATIVE_PREFIX = /^(?:sub|epi|extra|intra|peri|para|retro|prä|post|infra|supra|inter|trans)/u;

/** Prefixed adjectives of time, not of place ("postoperativ", "posttraumatisch"). */
const TEMPORAL = /^(?:prä|post)(?:operativ|interventionell|traumatisch|therapeutisch|radiogen|partal|natal)/u;
/** Prefixed adjectives of cause, not of place ("parapneumonisch", "peritumorös" aside). */
const CAUSE = /pneumon|infekt|entzünd|reaktiv/u;
/** Compartments that contain every other ("keine intrakranielle Blutung" covers a subdural one). */
const ENCLOSING = /^(?:intrakrani|intrazerebral|intraabdominal|intrathorakal|intraspinal|intraossär)/u;

const MENINGEAL = /^(?:dural|meningeal|leptomeningeal|pachymeningeal)$/u;

/** Locative adjective right before a finding ("subdurale Blutung" -> subdural), else ''. */
function placeAdjective(text: string, hit: Span): string {
  const m = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, hit.start - 30), hit.start));
  return locative(m?.[1] ?? '');
}

/** The locative adjectives before a finding, coordinated ones too ("epidurales oder subdurales Hämatom"). */
function placeAdjectives(text: string, hit: Span): string[] {
  const m = /(\p{L}+)(?:,\s*|\s+(?:oder|und|bzw\.|sowie)\s+)(\p{L}+)\s+$/u.exec(
    text.slice(Math.max(0, hit.start - 60), hit.start),
  );
  const first = m ? locative(m[1] as string) : '';
  const own = placeAdjective(text, hit);
  return first && own ? [own, first] : [own];
}

function locative(word: string): string {
  const stem = word.toLowerCase().replace(/(?:e|en|er|es|em)$/u, '');
  if (stem.length < 4 || TEMPORAL.test(stem) || CAUSE.test(stem)) return '';
  // A compartment by its prefix whatever the ending ("intraparenchymatös", "subkapsulär", "epidural").
  if (LOCATIVE_PREFIX.test(stem) && stem.length >= 7 && !ENCLOSING.test(stem)) return stem;
  // The meninges, a compartment the structure lexicon has no organ for ("durale Metastase").
  if (MENINGEAL.test(stem)) return stem;
  if (!/(?:al|är|ar)$/u.test(stem)) return '';
  return namesStructure(stem) && !ENCLOSING.test(stem) ? stem : '';
}

/** Places outside every enclosing compartment: the scalp, the skin, the soft tissue. */
const OUTSIDE = /^(?:galea|subgale|subkut|kutan|weichteil|extrakrani|kopfschwart|skalp|kephal)/u;

/** Word of the finding plus the adjective before it, lower case ("subgaleales hämatom"). */
function modifierText(text: string, hit: Span): string {
  return `${placeAdjective(text, hit) || /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, hit.start - 30), hit.start))?.[1]?.toLowerCase() || ''} ${prefixOf(text, hit)}`;
}

const INTRACRANIAL = /^(?:intrakrani|intrazerebral)/u;

/** One finding is called intracranial, the other's own word names an organ outside the skull. */
function outsideSkull(enclosing: string, other: string): boolean {
  if (!enclosing.split(' ').some((w) => INTRACRANIAL.test(w))) return false;
  return other.split(' ').some((w) => {
    if (BODY_CAVITY.test(w)) return true;
    const regions = regionsOfWord(w);
    return regions.length > 0 && !regions.includes('schaedel');
  });
}

/** Bleeding named by a body cavity outside the skull ("Hämoperitoneum", "Hämatothorax", "Hämarthros"). */
const BODY_CAVITY = /peritone|thorax|arthros|perikard|mediastin|retroperiton/u;

/** The negated finding is called outside an organ ("extrahepatisch") where the other one lies. */
function outsideOf(text: string, n: FindingHit, pContext: StructureHit[]): boolean {
  const adjective = placeAdjective(text, n);
  if (!adjective.startsWith('extra')) return false;
  const organs = new Set(structureIdsOfWord(adjective.slice(5)));
  return pContext.some((s) => organs.has(s.id) || (s.id.startsWith('segment-') && organs.has('leber')));
}

const TISSUE_PREFIX = /^(?:weichteil|weichgewebs|gewebs)$/u;

/** The noun of a genitive right after a word ("Herniation des Muskelbauchs": "muskelbauch"). */
const GENITIVE_AFTER = /^\s+(?:des|der)\s+(\p{Lu}\p{Ll}{3,})/u;

/**
 * What is denied is named by a genitive, what is asserted by its compound's first part, and they
 * differ ("keine Herniation des Muskelbauchs" against "Fettprolaps").
 */
function ownerDiffers(text: string, n: Span, p: Span, pc: Clause): boolean {
  const nEnd = wordAround(text, n).end;
  const owner = GENITIVE_AFTER.exec(text.slice(nEnd, nEnd + 40))?.[1];
  if (!owner) return false;
  // ... or by the noun an adjective finding describes ("verdickter Wand" against "keine Verdickung
  // der Knorpelkappe"), where that noun is no finding itself ("Dislozierte Scaphoidtaillenfraktur").
  const pWord = wordAround(text, p);
  const after = /e[nmrs]?$/u.test(text.slice(pWord.start, pWord.end))
    ? NOUN_AFTER.exec(text.slice(pWord.end, pWord.end + 30))
    : null;
  const nounStart = after ? pWord.end + after[0].length - (after[1] as string).length : -1;
  const noun =
    after &&
    !pc.findings.some((f) => f.start >= nounStart && f.end <= nounStart + (after[1] as string).length)
      ? (after[1] as string).toLowerCase()
      : undefined;
  const prefix = prefixOf(text, p).length >= 4 ? prefixOf(text, p) : (noun ?? '');
  if (prefix.length < 4) return false;
  const o = owner.toLowerCase();
  // ... a compound of the owner's last part is that owner ("Schädelkalotte" and "Kalottenfraktur").
  const stem = stemOf(prefix);
  return (
    !o.startsWith(prefix.slice(0, 4)) &&
    !prefix.startsWith(o.slice(0, 4)) &&
    !(stem.length >= 5 && o.slice(-stem.length - 2).includes(stem))
  );
}

/** A compound's first part without its linking ending ("kalotten" -> "kalott"). */
function stemOf(prefix: string): string {
  return prefix.replace(/(?:en|es|e|n|s)$/u, '');
}

const NOUN_AFTER = /^\s+(\p{Lu}\p{Ll}{3,})(?!\p{L})/u;

/** "Subarachnoidalblutung" vs "subdurale Blutung": the finding's own place words differ. */
function modifiersDiffer(text: string, a: Span, b: Span): boolean {
  const pa = prefixOf(text, a);
  const pb = prefixOf(text, b);
  // An irritation effusion is a joint's; an accompanying one a joint's or the pleura's.
  const cause = (x: string, other: string) =>
    /^reiz/u.test(x) || (/^begleit/u.test(x) && /^(?:pleura|gelenk)/u.test(other));
  if (compoundsDiffer(text, a, b) && !cause(pa, pb) && !cause(pb, pa)) return true;
  // "Keine intrakranielle Blutung" says nothing of a "subgaleales Hämatom".
  const ta = modifierText(text, a);
  const tb = modifierText(text, b);
  if (ta.split(' ').some((w) => ENCLOSING.test(w)) && tb.split(' ').some((w) => OUTSIDE.test(w))) return true;
  if (tb.split(' ').some((w) => ENCLOSING.test(w)) && ta.split(' ').some((w) => OUTSIDE.test(w))) return true;
  // "Keine intrakranielle Blutung" says nothing of a "perisplenisches Hämatom" either.
  if (outsideSkull(ta, `${tb} ${wordOf(text, b)}`) || outsideSkull(tb, `${ta} ${wordOf(text, a)}`))
    return true;
  const differ = (x: string, y: string) =>
    x.length >= 4 && y.length >= 4 && !x.startsWith(y) && !y.startsWith(x) && !cause(x, y) && !cause(y, x);
  // A tissue prefix beside the same place adjective names that place ("Keine prävertebrale
  // Weichteilschwellung" and "Prävertebrales Hämatom").
  if (TISSUE_PREFIX.test(pa) || TISSUE_PREFIX.test(pb)) {
    const aa = placeAdjectives(text, compoundSpan(text, a));
    const ab = placeAdjectives(text, compoundSpan(text, b));
    const same = (x: string, y: string) =>
      x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x));
    if (aa.some((x) => ab.some((y) => same(x, y)))) return false;
  }
  // A compound's own adjective counts beside its first part ("Transmurale Supraspinatussehnenruptur"
  // is a transmural one).
  const compoundAdjectives = (x: Span) =>
    placeAdjectives(text, compoundSpan(text, x)).filter((w) => w !== '');
  const ma = pa ? [pa, ...compoundAdjectives(a)] : placeAdjectives(text, a);
  const mb = pb ? [pb, ...compoundAdjectives(b)] : placeAdjectives(text, b);
  return ma.every((x) => mb.every((y) => differ(x, y)));
}

function wordEnd(text: string, end: number): number {
  let e = end;
  while (e < text.length && /\p{L}/u.test(text[e] ?? '')) e++;
  return e;
}

/** Negation words after a finding ("Pleuraerguss ist nicht nachweisbar", "Fraktur ausgeschlossen"). */
const CUE_AFTER = /(?<!\p{L})(?:kein\p{L}*|nicht|ausgeschlossen|negativ|nein)(?!\p{L})/iu;

/** The negation as the radiologist reads it: from its cue or the finding's whole word to a cue after it. */
function negationSpan(text: string, nc: Clause, n: FindingHit, clauses: Clause[]): Span {
  let start = n.cueStart;
  while (start > nc.start && /\p{L}/u.test(text[start - 1] ?? '')) start--;
  // "Der Außenmeniskus ist in Form und Signal regelrecht, ohne Rissbildung": a clause that opens with
  // the cue and names no structure speaks of the subject of the clause before; quote that too.
  const before = clauses[nc.index - 1];
  if (
    n.cueStart < n.start &&
    nc.structures.length === 0 &&
    before?.sentence === nc.sentence &&
    before.structures.length > 0 &&
    !before.findings.some((f) => f.negated) &&
    before.end - before.start <= 80 &&
    /^[\s,;]*$/u.test(text.slice(nc.start, start))
  )
    start = clauseEvidence(text, before).start;
  const end = wordEnd(text, n.end);
  if (n.cueStart < n.start) return { start, end };
  // "Pleuraerguss: keiner."
  const answerEnd = labelAnswerEnd(text, nc);
  if (answerEnd !== null) return { start, end: answerEnd };
  const rest = text.slice(end, nc.end);
  return { start, end: rest.length <= 40 && CUE_AFTER.test(rest) ? nc.end : end };
}

/** Compartment adjectives are judged by place (modifiersDiffer): "intrakraniell" encloses "intrazerebral". */
const COMPARTMENT = /^(?:intra|extra|sub|epi|peri|para|retro|supra|infra|inter|trans)/u;

/**
 * Words between a cue and its finding that say how sure or how visible, not which kind ("kein
 * sicherer Nachweis", "kein abgrenzbarer Verhalt").
 */
const EPISTEMIC =
  /^(?:sicher|eindeutig|sonstig|weiter|ander|übrig|zusätzlich|neu|persistier|verbleib|größer|relevant|wesentlich|signifikant|pathologisch|suspekt|frisch|akut|assoziier|begleitend|frei|abgrenzbar|erkennbar|nachweisbar|sichtbar|darstellbar|fassbar|abzugrenzend)/u;

/** How it was seen ("kein sonographisches Murphy-Zeichen"): the exam, not a kind of the finding. */
const MODALITY = /^(?:sonographisch|sonografisch|radiologisch|computertomographisch|szintigraphisch)$/u;

/**
 * A negation narrowed by a describing word or a first part of its own ("keine flusslimitierende
 * Dissektion", "keine Non-Target-Embolisation") does not meet a finding without it: the asserted
 * clause must carry the word's stem. Place words and the listed qualifiers are judged elsewhere.
 */
function narrowerThan(text: string, n: FindingHit, pText: string): boolean {
  const stems: string[] = [];
  const prefix = prefixOf(text, n);
  if (
    prefix.length >= 4 &&
    !/^(?:mikro|makro|gefäß|gefäss|knochen|gelenk|muskel|weichteil|haut|darm|sehne|arterie|vene|parenchym|tumor)/u.test(
      prefix,
    ) &&
    !namesPlace(prefix) &&
    !NEGATION.qualifiers.some((q) => prefix.startsWith(q.word))
  )
    stems.push(prefix.slice(0, 7));
  // An organ's Greek or Latin stem ("Splenomegalie") is met by the organ's name ("Die Milz ist ... vergrößert").
  const organs = stems.length > 0 ? structureIdsOfWord(prefix) : [];
  const organNamed = organs.length > 0 && structureIdsOfWord(pText).some((id) => organs.includes(id));
  // Lower-case words only: nouns between ("Keine Zeichen der Rechtsherzbelastung") are no describing words.
  const between = text.slice(n.cueStart, n.start).split(/\s+/).slice(1);
  for (const word of between) {
    const adjective = /^(\p{Ll}{4,})(?:e|en|er|es|em)$/u.exec(word)?.[1];
    if (
      !adjective ||
      EPISTEMIC.test(adjective) ||
      MODALITY.test(adjective) ||
      namesPlace(adjective) ||
      COMPARTMENT.test(adjective)
    )
      continue;
    if (NEGATION.qualifiers.some((q) => adjective.startsWith(q.word))) continue;
    stems.push(adjective.slice(0, 7));
  }
  // "In der FLAIR noch keine sichere Signalanhebung": a sequence names where the signal is missing.
  // Signals only: a bleeding denied on SWI is denied.
  const sequence = SEQUENCE.exec(text.slice(Math.max(0, n.cueStart - 40), n.cueStart))?.[1];
  if (sequence && /signal|intens/iu.test(text.slice(n.start, n.end + 12))) stems.push(sequence.toLowerCase());
  // "Keine Infiltration benachbarter Organe": an attribute after the finding narrows it too.
  const after = NEIGHBOURING_AFTER.exec(text.slice(n.end, n.end + 40))?.[1];
  if (after) stems.push(after.toLowerCase());
  // The stems lose their hyphens ("Non-mass-Anreicherung" gives "nonmass"): the clause's words too.
  const unhyphenated = pText.replace(/-/gu, '');
  const missing = (stem: string) => {
    if (organNamed && stem === prefix.slice(0, 7)) return false;
    const said = SAID_AS[stem];
    if (said?.test(pText)) return false;
    const at = unhyphenated.indexOf(stem);
    return at < 0 || deniedAt(unhyphenated, at);
  };
  // "Keine osteolytischen oder osteoblastischen Läsionen" denies either kind: one of them meets it.
  if (stems.length > 1 && / (?:oder|bzw\.) /u.test(text.slice(n.cueStart, n.start)))
    return stems.every(missing);
  return stems.some(missing);
}

/** Describing words said by another name: an osteoblastic lesion is a sclerotic one. */
const SAID_AS: Record<string, RegExp> = {
  osteobl: /sklero/u,
  osteoly: /(?<!\p{L})lytisch/u,
  // "kein Restpneumothorax" against "Residueller apikaler Pneumothorax".
  rest: /(?<!\p{L})(?:residu|verblieb)/u,
};

const SEQUENCE = /(?<![\p{L}\d])(FLAIR|DWI|SWI|TOF|ADC|STIR|T1|T2)(?![\p{L}\d])[^.;]*$/u;
const NEIGHBOURING_AFTER = /^\p{L}*\s+(benachbart|angrenzend|umliegend|umgebend)/iu;

const EXAM =
  /(?<!\p{L})(sonograph|mammograph|tomosynthe|MRT|MR-|(?:hypo|hyper|an)?echo(?:arm|reich|frei|gen|gleich))/iu;
/** Echo words describe what ultrasound saw ("echoarmer Herd"). */
const ECHO = /echo/iu;
const RECOMMENDED = /(?<!\p{L})(?:empfohlen|empfehlenswert|angeraten|Abklärung|Kontrolle)/iu;

/** The finding's sentence names an exam ("Sonographisch ...") that the negation's sentence does not. */
function otherExam(a: Annotated, nc: Clause, pc: Clause): boolean {
  // An exam recommended next ("weitere Abklärung mittels MRT empfohlen") is not the one that saw
  // the finding, unless the finding is what is recommended ("Sonographisch gesteuerte Biopsie des Herdes empfohlen").
  const examOf = (c: Clause) => {
    const sentence = sentenceTextOf(a, c);
    const own = RECOMMENDED.test(a.text.slice(c.start, c.end));
    const seen = own
      ? sentence
      : sentence
          .split(/[,;]/u)
          .filter((part) => !RECOMMENDED.test(part))
          .join(',');
    return EXAM.exec(seen)?.[1]?.toLowerCase() ?? null;
  };
  const named = examOf(pc);
  const denied = examOf(nc);
  // An echo word only tells an ultrasound finding from a denial that names another exam
  // ("Mammographisch keine Herdbefunde" vs "echoarmer Herd"): in an ultrasound report both are sonographic.
  if (named !== null && ECHO.test(named))
    return denied !== null && !ECHO.test(denied) && denied !== 'sonograph';
  return named !== null && denied !== named;
}

/** Words for a lesion, whatever its kind. */
const LESION_WORDS = '(?:Läsion|Raumforderung|Herd|Zyste|Tumor|Knoten|Masse|Formation)';
/** "innerhalb der Läsion", "in dem Knoten": what follows is said of a lesion's inside. */
const INSIDE_LESION = new RegExp(
  `(?<!\\p{L})(?:[Ii]nnerhalb|[Ii]n)\\s+(?:der|des|dem|diese[rms])\\s+(?:\\p{Ll}+\\s+)?${LESION_WORDS}\\p{L}*(?!\\p{L})`,
  'u',
);
/** A lesion named anywhere in a sentence, also inside a word ("Lipom mit Verkalkungen", "Tumorverkalkung", "zystisch"). */
const LESION_WORD = new RegExp(`${LESION_WORDS}|zyst|lipom|om(?:e|en|s)?(?!\\p{L})`, 'iu');

/** Where free fluid of the pelvis gathers first: none there is none in the pelvis ("im kleinen Becken"). */
const DEPENDENT_RECESS = /^(?:douglas|excavatio)/u;

/** A finding's side; a midline shift has a direction, not a side ("um 4 mm nach rechts" after "Blutung links"). */
function findingSide(c: Clause, f: FindingHit) {
  return UNSIDED_GROUPS.has(f.group) ? null : sideOf(c, f);
}

/** The finding is put on the left or the right (not both, not "ipsilateral"). */
function namesLeftOrRight(c: Clause, f: FindingHit): boolean {
  const side = sideOf(c, f)?.side;
  return side === 'left' || side === 'right';
}

/**
 * Each structure a denial names keeps its own side: "Rechte Sakrumhälfte und ISG beidseits ohne
 * Fraktur" denies no fracture of the left sacrum.
 */
function ownSidesApart(
  nc: Clause,
  pContext: StructureHit[],
  pPlaces: PlaceHit[],
  pSide: Side | undefined,
): boolean {
  if (pSide !== 'left' && pSide !== 'right') return false;
  const shared: Span[] = [
    ...nc.structures.filter(
      (s) => !s.family && pContext.length > 0 && structuresCompatible([s], pContext, true),
    ),
    ...nc.places.filter(
      (x) => x.start >= nc.start && x.end <= nc.end && pPlaces.some((q) => placeCovers([x], [q]) === true),
    ),
  ];
  return shared.length > 0 && shared.every((s) => opposite(sideOf(nc, s)?.side, pSide));
}

/** "kein Erguss mehr", "nicht mehr nachweisbar": a negation of today's state after a change. */
function currentNegation(text: string, clause: Clause, n: FindingHit): boolean {
  return /(?<!\p{L})mehr(?!\p{L})/iu.test(text.slice(n.cueStart, clause.end));
}

/**
 * The Beurteilung puts a finding on one side, the Befund denies it there and describes it on the
 * other ("Links ... Herdbefund. Rechts kein Herdbefund." vs "Herdbefund rechts"): one error, a side swap.
 */
function swappedSide(a: Annotated, nc: Clause, n: FindingHit, pc: Clause, p: FindingHit): boolean {
  if (nc.section === pc.section) return false;
  const pSide = findingSide(pc, p)?.side;
  if (!pSide || pSide === 'both') return false;
  // The Beurteilung names it on the other side too, and the denial is said of this side ("Rechts
  // kein Erguss" for "Pleuraerguss links ... Zusätzlich kleiner Begleiterguss rechts"): the Befund's
  // one there is that one, no swap.
  const deniedHere = findingSide(nc, n)?.side === pSide;
  const namedThereToo = (side: Side | undefined) =>
    deniedHere &&
    a.findings.some((g) => {
      const gc = a.clauses[g.clause] as Clause;
      return gc.section === pc.section && g.id === p.id && !g.negated && findingSide(gc, g)?.side === side;
    });
  return a.findings.some((b) => {
    const bc = a.clauses[b.clause] as Clause;
    return (
      !b.negated &&
      bc.section === nc.section &&
      (b.id === p.id || (LESION_GROUPS.has(b.group) && LESION_GROUPS.has(p.group))) &&
      opposite(findingSide(bc, b)?.side, pSide) &&
      !namedThereToo(findingSide(bc, b)?.side) &&
      // ... without what accompanies or causes the finding ("Harnstau rechts bei Ureterkonkrement").
      structuresCompatible(contextOf(a, bc), findingContext(a, pc, p), true) &&
      // "Orbitabodenfraktur rechts" is no swap of a "Fraktur" of the Nasenbein.
      placeCovers(
        placesFor(bc.places, b),
        placesFor(pc.places, p).filter((x) => !accompanies(a.text, p, x)),
      ) !== false
    );
  });
}

/** Places that are a segment of the spine as a whole: they hold all its vertebrae. */
const SPINE_SEGMENTS = new Set(['wirbelsäule', 'halswirbelsäule', 'brustwirbelsäule', 'lendenwirbelsäule']);

/** A capitalised noun directly before "ohne" opens the clause: what the negation is said of. */
const SUBJECT_BEFORE_OHNE = /^\s*(\p{Lu}\p{Ll}{3,})\s+ohne\s+$/u;
/** Words that open such a clause without naming a subject ("Knöchern ohne Fraktur"), or name the exam ("Abschlussangiographie ohne ..."). */
const NO_SUBJECT =
  /^(?:skelett\p{L}*|knochen\p{L}*|weichteil\p{L}*|übrige\p{L}*|knöchern|ossär|sonst|ansonsten|insgesamt|dabei|hier|dort|jeweils|auch|weiterhin|zudem|aktuell|derzeit|jetzt|heute|ebenfalls|hingegen|allseits|soweit|\p{L}*(?:graphie|grafie|serie|aufnahme|kontrolle|darstellung|untersuchung|sequenz|phase))$/u;

/**
 * "Okzipitalkondylen ohne Fraktur": the negation is said of a noun that names no known place or
 * structure, and the finding's sentence does not name it either.
 */
function unknownSubject(a: Annotated, nc: Clause, n: FindingHit, pc: Clause): boolean {
  const subject = SUBJECT_BEFORE_OHNE.exec(a.text.slice(nc.start, n.start))?.[1];
  if (subject === undefined || NO_SUBJECT.test(subject.toLowerCase()) || namesPlace(subject)) return false;
  const end = a.text.indexOf(subject, nc.start) + subject.length;
  return (
    !nc.structures.some((s) => s.start < end) &&
    !sentenceTextOf(a, pc).toLowerCase().includes(subject.toLowerCase().slice(0, 6))
  );
}

/** Another clause of the finding's sentence denies the same finding by an adjective of the negation's place. */
function echoedAtPlace(a: Annotated, pc: Clause, p: FindingHit, nPlaces: PlaceHit[]): boolean {
  if (nPlaces.length === 0) return false;
  return sentenceOf(a, pc).some(
    (x) =>
      x !== pc &&
      x.findings.some((f) => {
        if (!f.negated || f.id !== p.id) return false;
        const adjective = placeAdjective(a.text, f);
        return (
          adjective.length >= 4 &&
          nPlaces.some((pl) => pl.key.startsWith(adjective) || adjective.startsWith(pl.key))
        );
      }),
  );
}

/**
 * A clause without anatomy after a clause of its sentence that opened with another finding, of no
 * structure the other finding lies in.
 */
function saidOfFinding(a: Annotated, nc: Clause, n: FindingHit, pContext: StructureHit[]): boolean {
  const first = sentenceOf(a, nc)[0];
  return (
    first !== undefined &&
    first !== nc &&
    nc.places.length === 0 &&
    (first.structures.length === 0 || !structuresCompatible(first.structures, pContext, true)) &&
    first.findings.some((f) => !f.negated && f.group !== n.group)
  );
}

function spineWide(places: PlaceHit[]): boolean {
  return places.length > 0 && places.every((p) => SPINE_SEGMENTS.has(p.key));
}

/**
 * A negation at one spinal level and a Befund finding that names none, in a line about another
 * level ("LWK 5/SWK 1: keine Stenose" against "Spinalkanalstenose LWK 4/5. Rezessus beidseits
 * eingeengt."): two levels.
 */
function levelsApart(a: Annotated, nContext: StructureHit[], pc: Clause): boolean {
  if (pc.section !== 'findings' || pc.context.some((s) => s.family === 'level')) return false;
  for (let i = pc.index - 1; i >= 0; i--) {
    const c = a.clauses[i] as Clause;
    if (c.line !== pc.line) return false;
    if (c.context.some((s) => s.family === 'level')) return levelsDiffer(c.context, nContext);
  }
  return false;
}

/** Both name spinal levels, and none in common. */
function levelsDiffer(a: StructureHit[], b: StructureHit[]): boolean {
  const levels = (x: StructureHit[]) => x.filter((s) => s.family === 'level');
  const la = levels(a);
  const lb = levels(b);
  return la.length > 0 && lb.length > 0 && !sharesLevel(la, lb);
}

/** Both name a member of one numbered family in common (a vertebra, a rib, a nodal level). */
function sharesLevel(a: StructureHit[], b: StructureHit[]): boolean {
  return a.some((x) => x.family !== undefined && b.some((y) => y.family === x.family && y.id === x.id));
}

const ADVERBS_AFTER = /^\p{L}*\s+((?:\p{Ll}+(?:\s*,\s*|\s+(?:oder|und|bzw\.|sowie)\s+))*\p{Ll}+)/u;

/** Place adverbs right after a global finding narrow it: the other finding must name one of them. */
function adverbsHold(text: string, nc: Clause, n: FindingHit, pc: Clause): boolean {
  const words = ADVERBS_AFTER.exec(text.slice(n.end, nc.end))?.[1]?.split(/[\s,]+/u) ?? [];
  const places = words.filter((w) => NEGATION.placeQualifiers.has(w));
  if (places.length === 0) return true;
  const pText = text.slice(pc.start, pc.end).toLowerCase();
  return places.some((w) => pText.includes(w));
}

/** A word that points back to the place just named. */
const HERE = /^(?:dort|hier|daselbst|ebendort)$/u;

/** A position in an organ said as an adverb ("apikal", "inferoseptal", "dorsal", "subpleural"). */
const POSITION =
  /^(?:(?:antero|infero|postero|supero|latero|medio|dorso|ventro)?(?:septal|lateral|medial|apikal|basal|kranial|kaudal|ventral|dorsal|anterior|posterior|inferior|superior)|zentral|peripher|subpleural|midventrikulär|proximal|distal|mittig)$/u;

/**
 * "Inferoseptal kein LGE" beside "Transmurales LGE anteroseptal", "distal keine Stenose" beside
 * "Stenose des proximalen RIVA": positions said before the cue (or after the finding), and nothing
 * else, narrow the negation to them; the finding must name one of them, as adverb or adjective.
 */
function positionsHold(a: Annotated, nc: Clause, n: FindingHit, pc: Clause): boolean {
  const { text } = a;
  const wordsOf = (from: number, to: number) =>
    text
      .slice(from, to)
      .toLowerCase()
      .split(/[\s,]+/u)
      .filter((w) => w !== '' && !/^(?:und|sowie|oder)$/u.test(w));
  let words = wordsOf(nc.start, n.cueStart);
  // ... or after the finding, and nothing else ("Kein LGE apikal" beside "LGE basal anteroseptal").
  if (words.length === 0) {
    const after = wordsOf(wordEnd(text, n.end), nc.end);
    if (after.length > 0 && after.every((w) => POSITION.test(w))) words = after;
  }
  // "Perfusionsdefekt anterior und anteroseptal, dort kein LGE": the positions the sentence named before.
  if (words.length === 1 && HERE.test(words[0] as string))
    words = wordsOf(sentenceOf(a, nc)[0]?.start ?? nc.start, nc.start).filter((w) => POSITION.test(w));
  if (words.length === 0 || !words.every((w) => POSITION.test(w) || NEGATION.placeQualifiers.has(w)))
    return true;
  const pWords = new Set(
    text
      .slice(pc.start, pc.end)
      .toLowerCase()
      .split(/[^\p{L}]+/u),
  );
  return words.some(
    (w) => pWords.has(w) || ['e', 'en', 'er', 'es', 'em'].some((ending) => pWords.has(w + ending)),
  );
}

const PLACE_PHRASE = /^\p{L}*\s+(?:im|am|in\s+(?:den|der|dem)|um\s+(?:die|den|das)|an\s+(?:der|den|dem))\s+/u;

/** "Keine freie Flüssigkeit im Douglas", "... in den Oberbauchquadranten": the places of the phrase. */
function placePhraseAfter(text: string, clause: Clause, n: FindingHit): PlaceHit[] {
  const m = PLACE_PHRASE.exec(text.slice(n.end, clause.end));
  if (!m) return [];
  const from = n.end + m[0].length;
  return clause.places.filter((p) => p.start >= from && p.start < from + 30);
}

/** "Morison-Pouch: keine freie Flüssigkeit": the places of a label that opens the sentence. */
function labelPlaces(text: string, clauses: Clause[], clause: Clause): PlaceHit[] {
  const label = clauses[clause.index - 1];
  if (!label || label.sentence !== clause.sentence || text[label.end] !== ':') return [];
  return label.places.filter((p) => !p.embedded);
}

/** Treatments an interventional report names as done. */
const TREATMENTS =
  'embolisation|stentimplantation|stent-?anlage|dilatation|thrombektomie|(?:thrombo|fibrino|(?<!\\p{L}))lyse|tace|ablation|angioplastie|reposition|desinvagination';

/** The state at the end of an intervention: the final run, after the embolisation or dilatation. */
const AFTER_INTERVENTION = new RegExp(
  `(?<!\\p{L})(?:abschluss\\p{L}*|postinterventionell\\p{L}*|nach\\s+(?:\\p{L}+\\s+){0,2}?(?:${TREATMENTS}|intervention|pta|tips|implantation|coil\\p{L}*|aspiration))`,
  'iu',
);

/**
 * The clause speaks of the state after the intervention: its sentence says so, or its line opened
 * with the control image ("In der Kontrollaufnahme ... Schmaler apikaler Pneumothorax rechts").
 */
function afterIntervention(a: Annotated, c: Clause): boolean {
  if (AFTER_INTERVENTION.test(sentenceTextOf(a, c))) return true;
  const first = a.clauses.find((x) => x.line === c.line && x.section === c.section) ?? c;
  return CONTROL_IMAGE.test(a.text.slice(first.start, c.start));
}
const CONTROL_IMAGE =
  /(?<!\p{L})(?:Kontroll(?:aufnahme|bild|serie|-?CT|röntgen|sonographie)|Abschluss\p{L}*)/iu;

/** "Embolisation der A. lienalis bei Pseudoaneurysma und Extravasaten": the state the intervention treated. */
const INTERVENTION_FOR = new RegExp(
  `(?:${TREATMENTS})(?!\\p{L})[^\\n]{0,80}?(?<!\\p{L})(?:bei|wegen|des|der)\\s`,
  'iu',
);

/** Lower-case words of four letters or more. */
function wordsOf(text: string, span: Span): string[] {
  return (
    text
      .slice(span.start, span.end)
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? []
  );
}

/**
 * The clause sharing most words with `nc`; of equals, one that names the negated finding by its own
 * concept rather than a kind of it ("extraluminale Luftbläschen" before "gedeckte Perforation" for
 * "Kein Nachweis extraluminaler Luft"); else the first.
 */
function closest(
  text: string,
  nc: Clause,
  candidates: { clause: Clause; own: boolean }[],
): Clause | undefined {
  if (candidates.length < 2) return candidates[0]?.clause;
  const words = new Set(wordsOf(text, nc));
  let best: Clause | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    const score = new Set(wordsOf(text, c.clause).filter((w) => words.has(w))).size * 2 + Number(c.own);
    if (score > bestScore) {
      best = c.clause;
      bestScore = score;
    }
  }
  return best;
}

/** A clause that goes on with the genitives of the one before ("Keine Fraktur der Klavikula, des Akromions ..."). */
const GENITIVE_GOES_ON = /^(?:(?:und|oder|sowie)\s+)?des\s/iu;
/** ... or with its places ("freie Flüssigkeit perisplenisch, im Morison-Pouch und im Douglas-Raum"). */
const PLACES_GO_ON = /^(?:(?:und|oder|sowie)\s+)?(?:des|im|am|in\s+der|an\s+der)\s/iu;

/** Places a clause names itself, not those it inherits. */
function ownPlacesOf(k: Clause): PlaceHit[] {
  return k.places.filter((p) => p.start >= k.start && p.end <= k.end);
}

/** The clauses after c that go on with its list: places only, no finding of their own. */
function goingOn(a: Annotated, c: Clause, goesOn: RegExp): Clause[] {
  const out: Clause[] = [];
  for (const k of sentenceOf(a, c)) {
    if (k.index <= c.index) continue;
    if (k.findings.length > 0 || !goesOn.test(a.text.slice(k.start, k.end)) || ownPlacesOf(k).length === 0)
      break;
    out.push(k);
  }
  return out;
}

/** The places those clauses name. */
function placesGoingOn(a: Annotated, c: Clause, goesOn: RegExp): PlaceHit[] {
  return goingOn(a, c, goesOn).flatMap(ownPlacesOf);
}

/** The place in the genitive right after a finding's word: what it affects ("Infiltration der Brustwand"). */
function genitivePlace(text: string, c: Clause, f: FindingHit): PlaceHit | undefined {
  const end = wordAround(text, f).end;
  return c.places.find(
    (x) =>
      !x.embedded && x.start > end && /^\s+(?:der|des)\s+(?:\p{L}+\s+)?$/u.test(text.slice(end, x.start)),
  );
}

/**
 * Both name the same place in the genitive after the finding ("keine Infiltration der Brustwand" and
 * "Pleuramesotheliom ... mit Infiltration der Brustwand"): the same finding, whatever organ it starts
 * from (numbered structures such as levels still tell two apart).
 */
function sameGenitivePlace(text: string, nc: Clause, n: FindingHit, pc: Clause, p: FindingHit): boolean {
  const np = genitivePlace(text, nc, n);
  const pp = genitivePlace(text, pc, p);
  return np !== undefined && pp !== undefined && placeCovers([np], [pp]) === true;
}

/** A finding's reach into a place ("Frakturbeteiligung"). */
const INVOLVEMENT = /beteiligung$/iu;

/** What a lesion is described by ("keine Verkalkung", "ohne Septierung"), not findings of their own. */
const LESION_TRAITS = new Set(['verkalkung', 'septierung', 'nekrose', 'kontrastmittelaufnahme']);

/** The sentence before the negation's asserts a lesion the negation may go on describing. */
function describesLesionBefore(a: Annotated, nc: Clause): boolean {
  return (a.sentences[nc.sentence - 1] ?? []).some((x) =>
    x.findings.some((f) => !f.negated && LESION_GROUPS.has(f.group)),
  );
}

/** The finding's clause names organs, and none of the sentence before the negation's. */
function otherOrganThanBefore(a: Annotated, nc: Clause, pc: Clause): boolean {
  const named = pc.structures.filter((s) => !s.embedded);
  const before = (a.sentences[nc.sentence - 1] ?? []).flatMap((x) => x.structures);
  return named.length > 0 && before.length > 0 && !structuresCompatible(before, named, true);
}

export function findNegationContradictions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const used = new Set<string>();
  // Devices ("ZVK", "Thoraxdrainage") are compared by their sides only: "in regelrechter Lage" denies nothing.
  const inScope = (f: FindingHit) =>
    COMPARED.has((clauses[f.clause] as Clause).section) && !f.hedged && f.group !== DEVICE;
  // A negation in the Befund against the Beurteilung is the most useful pairing: try those first.
  const findings = a.openFindings.length > 0 ? [...a.findings, ...a.openFindings] : a.findings;
  const negated = findings
    .filter((f) => f.negated && inScope(f))
    .sort(
      (x, y) =>
        Number((clauses[x.clause] as Clause).section !== 'findings') -
        Number((clauses[y.clause] as Clause).section !== 'findings'),
    );
  // Old findings ("ältere lakunäre Defekte") are history, but "keine älteren Lakunen" denies them.
  const deniesOld = negated.some((n) => n.qualifiers.includes('älter'));
  const asserted = findings.filter(
    (f) =>
      !f.negated &&
      (inScope(f) || (deniesOld && f.past && COMPARED.has((clauses[f.clause] as Clause).section))),
  );
  // Each finding's context once, not once per pair.
  const contexts = new Map<FindingHit, StructureHit[]>();
  const contextFor = (f: FindingHit) => {
    let context = contexts.get(f);
    if (!context) {
      context = findingContext(a, clauses[f.clause] as Clause, f);
      // An effusion lies beside a lung lobe, not in it ("Pneumonie im Unterlappen mit Erguss"): the pleura's.
      if (f.id === 'erguss' && context.length > 0 && context.every((s) => LUNG_PARTS.has(s.id))) context = [];
      contexts.set(f, context);
    }
    return context;
  };
  // Each clause's brain lobes once, not once per pair.
  const lobes = new Map<number, Set<string>>();
  const lobesOf = (c: Clause) => {
    let found = lobes.get(c.index);
    if (!found) {
      found = regionsOf(text.slice(c.start, c.end));
      lobes.set(c.index, found);
    }
    return found;
  };
  const assertedAtHead = (n: FindingHit, p: FindingHit, nPlaces: PlaceHit[], pc: Clause) => {
    const head = pc.places.find((x) => !x.embedded) ?? pc.places[0];
    if (!head || nPlaces.length === 0 || placeCovers(nPlaces, [head]) !== false) return false;
    // ... the denied place only accompanying, after a "mit" ("mit Beteiligung des Orbitabodens").
    const denied = pc.places.find((x) => x.start > p.end && placeCovers(nPlaces, [x]) === true);
    if (!denied || !/(?<!\p{L})mit(?!\p{L})/iu.test(text.slice(p.end, denied.start))) return false;
    return asserted.some((q) => {
      const qc = clauses[q.clause] as Clause;
      if (q.id !== p.id || qc.section !== 'findings' || qc.index === n.clause) return false;
      const qPlaces = placesFor(qc.places, q);
      return (
        qPlaces.length > 0 && placeCovers(qPlaces, [head]) === true && placeCovers(nPlaces, qPlaces) === false
      );
    });
  };
  // The finding in brackets right after a structure is that structure's ("A. subclavia (70%ige Stenose)").
  const bracketedAfter = (p: FindingHit) => {
    const open = text.lastIndexOf('(', p.start);
    if (open < 0 || text.slice(open, p.start).includes(')')) return null;
    const pc = clauses[p.clause] as Clause;
    return pc.structures.find((x) => x.end <= open && open - x.end <= 2) ?? null;
  };
  const assertedElsewhere = (n: FindingHit, p: FindingHit) => {
    const owner = bracketedAfter(p);
    return (
      owner !== null &&
      asserted.some((q) => {
        const qc = clauses[q.clause] as Clause;
        if (q.id !== p.id || qc.section !== 'findings') return false;
        // Where its sentence puts it: "Wandverdickung der A. subclavia ..., resultierende Stenose
        // proximal des Vertebralisabgangs" is the subclavian artery's.
        const there = [
          ...contextFor(q),
          ...sentenceOf(a, qc).flatMap((c) => (c.index < qc.index ? c.structures : [])),
        ];
        const denied = contextFor(n);
        return (
          there.length > 0 &&
          denied.length > 0 &&
          !structuresCompatible(denied, [owner]) &&
          structuresCompatible(there, [owner], true)
        );
      })
    );
  };
  for (const n of negated) {
    const nc = clauses[n.clause] as Clause;
    // "kein KM-aufnehmender Knoten" denies a nodule, not every enhancement (a seroma's rim enhances);
    // "keine abszedierende Appendizitis" still denies an abscess.
    const head = headOf(text, nc, n);
    if (head?.negated && head.group !== n.group && SIGN_GROUPS.has(n.group)) continue;
    const nSide = findingSide(nc, n)?.side;
    // The negation's sentence and what it says of the large vessels, once for all its pairs.
    const nSentence = sentenceTextOf(a, nc);
    const insideLesion = INSIDE_LESION.test(text.slice(nc.start, n.start));
    const nLargeVessels = LARGE_VESSELS.test(text.slice(nc.start, nc.end));
    // "Im Stehen kein Reflux, in Kopftieflage wiederholt Reflux": the sentence that denies it under
    // one condition asserts it under another, each opening its clause; the denial meets nothing.
    if (
      CONDITION_OPENS.test(text.slice(nc.start, n.cueStart)) &&
      sentenceOf(a, nc).some(
        (x) =>
          x.index !== nc.index &&
          CONDITION_OPENS.test(text.slice(x.start, x.end)) &&
          x.findings.some((f) => !f.negated && !f.past && f.id === n.id),
      )
    )
      continue;
    const candidates: { clause: Clause; own: boolean }[] = [];
    for (const p of asserted) {
      const pc = clauses[p.clause] as Clause;
      if (
        !(sameConcept(n, p) || suspectedAs(a, n, p) || peritonealFluid(a, n, p)) ||
        pc.sentence === nc.sentence
      )
        continue;
      if (p.past && !n.qualifiers.includes('älter')) continue;
      // A Beurteilung clause that recommends names a procedure, no finding ("ggf. Bougierung/Dilatation empfohlen").
      if (pc.section === 'impression' && RECOMMENDED.test(text.slice(pc.start, pc.end))) continue;
      // "Kein Endoleak Typ I oder III" says nothing of a "Typ-II-Endoleak".
      if (typesApart(text, nc, n, pc, p)) continue;
      // "Die Präparatradiographie zeigt Mikrokalk in 5 der 12 Zylinder": the specimen, not the breast.
      if (SPECIMEN.test(sentenceTextOf(a, pc)) !== SPECIMEN.test(nSentence)) continue;
      // "Rundherd im linken Oberlappen ... Keine weiteren pulmonalen Herde": the others than those
      // named before it in its section.
      // ... and so does one said outside a place ("Außerhalb des Feldes keine Verdichtungen").
      if (
        pc.section === nc.section &&
        p.start < n.start &&
        (n.qualifiers.some((q) => OTHERS.has(q)) || OUTSIDE_WORD.test(text.slice(nc.start, n.cueStart)))
      )
        continue;
      // A bypass graft's denial says nothing of the native vessel ("LIMA-Graft ... ohne Stenose" beside
      // "Native Verschlüsse bzw. Stenosen von RIVA und RCA"), nor the other way round.
      if (graftAgainstNative(nSentence, text.slice(pc.start, pc.end))) continue;
      // A denial for the large vessels says nothing of a distal branch ("Kein Verschluss der großen
      // Gefäße" beside "Abbruch eines kortikalen M3-Astes").
      if (nLargeVessels && BRANCH.test(text.slice(pc.start, pc.end))) continue;
      // A noun the lexicon lacks, negated and asserted within one section, is said of two places
      // the checker cannot tell apart ("Zahn 46 periapikal keine Aufhellung", "Zahn 36 ... Aufhellung").
      if (n.id.startsWith(OPEN_ID) && nc.section === pc.section) continue;
      // "Geringe Pyelektasie ohne Harnstau": the clause itself tells its finding from the one it denies.
      if (pc.findings.some((f) => f.negated && f.id === p.id)) continue;
      // ... and so does the negation's ("Verkalkte und nicht verkalkte Pleuraplaques").
      if (
        nc.findings.some(
          (f) =>
            !f.negated && f.id === n.id && f.end <= n.start && BOTH_KINDS.test(text.slice(f.end, n.start)),
        )
      )
        continue;
      if (namedOutside(text, nc, n, p)) continue;
      if (
        !n.global &&
        !structuresCompatible(contextFor(n), contextFor(p), true) &&
        !(
          sameGenitivePlace(text, nc, n, pc, p) &&
          ![...contextFor(n), ...contextFor(p)].some((x) => x.family !== undefined)
        )
      )
        continue;
      // The Befund asserts it at another structure that the Beurteilung's clause names too ("Stenose
      // der A. subclavia ..., A. carotis communis ohne Stenose" for "... der A. subclavia (70%ige
      // Stenose) und ... der A. carotis communis"): the denial is of the other one.
      if (nc.section === 'findings' && pc.section === 'impression' && assertedElsewhere(n, p)) continue;
      // A negation of a part says nothing of the rest of the whole ("kein Metastasenverdacht" at BWK 11
      // against an "ossäre Metastase" elsewhere in the skeleton).
      if (!n.global && partOfSpreadWhole(contextFor(n), contextFor(p))) continue;
      // A finding without an organ of its own (free fluid) is narrowed only by a place phrase after it.
      // ... or by place adverbs after it ("Keine freie Flüssigkeit perihepatisch oder perisplenisch").
      if (n.global && !adverbsHold(text, nc, n, pc)) continue;
      if (!positionsHold(a, nc, n, pc)) continue;
      // A denial in one brain lobe says nothing of another ("Temporal links kein Herdbefund" beside "Marklagerläsionen frontal").
      if (disjoint(lobesOf(nc), lobesOf(pc))) continue;
      const after = n.global ? placePhraseAfter(text, nc, n) : [];
      const phrase = n.global && after.length === 0 ? labelPlaces(text, clauses, nc) : after;
      const local = !n.global || phrase.length > 0;
      const nPlaces = n.global
        ? phrase
        : [...placesFor(nc.places, headOf(text, nc, n) ?? n), ...placesGoingOn(a, nc, GENITIVE_GOES_ON)];
      const pPlaces = [...placesFor(pc.places, p), ...placesGoingOn(a, pc, PLACES_GO_ON)].filter(
        (x) => p.id !== 'erguss' || !LUNG_PARTS.has(x.key),
      );
      const covers = placeCovers(nPlaces, pPlaces);
      // Both name places and the negated ones do not reach the finding's: different structures.
      // ... unless they share a numbered level: "Fraktur der HWS" reaches the Processus transversus C6.
      if (
        local &&
        covers === false &&
        !(spineWide(nPlaces) && sharesLevel(contextFor(n), contextFor(p))) &&
        !ownOrganOverInherited(text, nc, n, nPlaces, pc, p, pPlaces) &&
        !(
          n.global &&
          nPlaces.some((x) => DEPENDENT_RECESS.test(x.key)) &&
          placeCovers(pPlaces, nPlaces) === true
        )
      )
        continue;
      if (stationsApart(a, nc, pc)) continue;
      // The Befund asserts it at the place the Beurteilung's clause names first, the denial is of
      // another ("Jochbeinkörper ... disloziert", "Orbitaboden mit nicht dislozierter Fissur" for
      // "Dislozierte Mittelgesichtsfraktur (Jochbeinkomplex) links mit Beteiligung des Orbitabodens").
      if (nc.section === 'findings' && pc.section === 'impression' && assertedAtHead(n, p, nPlaces, pc))
        continue;
      // The Beurteilung's sentence repeats the negation at its place ("Peritonsillarabszess rechts ...,
      // kein parapharyngealer Abszess" for "Parapharyngealraum ohne abgrenzbaren Abszess"): the
      // finding is another place's.
      if (echoedAtPlace(a, pc, p, nPlaces)) continue;
      if (!n.global && nodeApart(contextFor(n), contextFor(p), pPlaces)) continue;
      if (levelsApart(a, contextFor(n), pc)) continue;
      // A denial inside a lesion ("Innerhalb der Läsion keine Verkalkungen") says nothing of a finding
      // at a named place ("Gefäßwandverkalkungen der A. brachialis").
      if (insideLesion && !LESION_WORD.test(sentenceTextOf(a, pc))) continue;
      // Within one section a negation at a named place and a finding without one are two places.
      if (local && nc.section === pc.section && nPlaces.length > 0 && pPlaces.length === 0) continue;
      // ... in any section where it denies the finding's reach ("Foramina transversaria ohne
      // Frakturbeteiligung"): the finding is elsewhere by the very words.
      if (
        !n.id.startsWith(OPEN_ID) &&
        INVOLVEMENT.test(wordOf(text, n)) &&
        nPlaces.length > 0 &&
        placeCovers(nPlaces, pPlaces) !== true
      )
        continue;
      // ... and so are a negation that goes on describing the lesion of the sentence before ("Solider
      // Rundherd ... Leicht lobulierter Rand, keine Verkalkung") and a finding whose own word names
      // its organ ("Koronarverkalkungen") or whose clause names another organ ("verkalkte hiläre
      // Lymphknoten" beside a nodule of the upper lobe).
      if (
        !n.global &&
        nPlaces.length === 0 &&
        contextFor(n).length === 0 &&
        describesLesionBefore(a, nc) &&
        ((nc.section === pc.section &&
          pc.structures.some((s) => s.embedded && s.start >= wordAround(text, p).start && s.end <= p.end)) ||
          (LESION_TRAITS.has(n.group) && otherOrganThanBefore(a, nc, pc)))
      )
        continue;
      // ... and a negation said of a structure without a side and a finding at a place on one side
      // ("Epidural ... ohne Flüssigkeitskollektion" beside "Im linken M. psoas ... Flüssigkeitskollektion").
      if (
        local &&
        nc.section === pc.section &&
        nPlaces.length === 0 &&
        pPlaces.length > 0 &&
        contextFor(n).length > 0 &&
        contextFor(p).length === 0 &&
        namesLeftOrRight(pc, p) &&
        !findingSide(nc, n)
      )
        continue;
      // ... and so are a negation said of a subject the lexicon does not know ("Okzipitalkondylen ohne
      // Fraktur") and a finding at a named place ("Fraktur durch die Densbasis").
      if (nPlaces.length === 0 && pPlaces.length > 0 && unknownSubject(a, nc, n, pc)) continue;
      // ... and so are a negation said of the finding its sentence opened with ("Baker-Zyste 2,4 cm,
      // kein Rupturhinweis") and a finding at a named structure ("Riss im Innenmeniskushinterhorn").
      if (
        !n.global &&
        nc.structures.length === 0 &&
        contextFor(p).length > 0 &&
        saidOfFinding(a, nc, n, contextFor(p))
      )
        continue;
      // ... and so are a negation on a side and a finding without one ("Die Gegenniere (links) zeigt
      // keinen Harnstau" beside "Harnstau Grad III").
      if (nc.section === pc.section && namesLeftOrRight(nc, n) && !findingSide(pc, p)) continue;
      // ... and across sections where the report puts that finding on the other side elsewhere
      // ("Links kein Erguss" beside "Angrenzend kleiner Erguss" and "parapneumonischer Erguss rechts").
      if (
        namesLeftOrRight(nc, n) &&
        !findingSide(pc, p) &&
        asserted.some(
          (o) => o.id === p.id && opposite(nSide, findingSide(clauses[o.clause] as Clause, o)?.side),
        )
      )
        continue;
      // "Keine Herde" covers a metastasis only where both name the same organ.
      if (
        n.id !== p.id &&
        GENERIC_LESIONS.has(n.id) &&
        covers !== true &&
        !sameOrganOrPart(contextOf(a, nc), contextOf(a, pc))
      )
        continue;
      // In an intervention, the state after it ("Abschlussserie: kein Extravasat mehr") is no
      // contradiction of the state before ("Kontrastmittelextravasat aus einem Ast der A. colica").
      // ... nor of the Beurteilung's account of what the intervention treated ("Embolisation ... bei
      // Extravasaten").
      if (
        AFTER_INTERVENTION.test(nSentence) &&
        !afterIntervention(a, pc) &&
        ((pc.section === 'findings' && pc.start < nc.start) || INTERVENTION_FOR.test(sentenceTextOf(a, pc)))
      )
        continue;
      // A state dated to the past ("zuvor", "Voraufnahme", "Rückbildung") is no contradiction of
      // today's. "Kein Pneumothorax mehr" is today's state, and a finding only said to change
      // ("regredient", "im Verlauf") is present today: those two still meet.
      if ((nc.sentencePastCue && !currentNegation(text, nc, n)) || pc.sentencePastCue) continue;
      // The middle lobe lies on the right ("Linke Lunge frei, kein Infiltrat" against "Infiltrat im Mittellappen").
      const pSide =
        findingSide(pc, p)?.side ?? (pPlaces.some((x) => x.key === 'mittellappen') ? 'right' : undefined);
      if (!sidesCompatible(nSide, pSide)) continue;
      if (ownSidesApart(nc, contextFor(p), pPlaces, findingSide(pc, p)?.side)) continue;
      // "Gegenseite ohne Fraktur": the side opposite the one the finding is on, whichever that is.
      // ... also where the sentence opens with it ("Gegenseite: Periost anliegend, kein Flüssigkeitssaum").
      // ... also where the finding's side is given elsewhere ("Verhalt pararektal rechts", then
      // "Katheterspitze zentral im Verhalt" against "Kontralateral kein Verhalt").
      if (
        (!nSide || nSide === 'contra') &&
        OTHER_SIDE.test(nSentence) &&
        (namesLeftOrRight(pc, p) ||
          asserted.some((o) => o.id === p.id && namesLeftOrRight(clauses[o.clause] as Clause, o)))
      )
        continue;
      // "Rechts kein Erguss" with an effusion on the left, "kein Konkrement im Bereich der Ostien"
      // with a stone in the ureter: a finding named without side or place is the Befund's one elsewhere.
      if (pc.section !== 'findings') {
        const sideless = !findingSide(pc, p);
        // ... also where the Beurteilung names only an organ or a level ("Osteolyse BWK 11" for the
        // Befund's "Osteolyse im Wirbelkörper BWK 11" against "Schädel: Keine Osteolysen").
        const placeless = pPlaces.length === 0 && nPlaces.length > 0;
        const levelless = !contextFor(p).some((x) => x.family === 'level');
        const lobeless = lobesOf(pc).size === 0;
        const elsewhere = asserted.some((o) => {
          const oc = clauses[o.clause] as Clause;
          return (
            o.id === p.id &&
            oc.section === 'findings' &&
            ((sideless && opposite(nSide, findingSide(oc, o)?.side)) ||
              // ... or at another spinal level ("HWK 4 ... ohne KM-Aufnahme" against the Befund's
              // enhancing lesion at BWK 6 and the Beurteilung's "Läsion mit Schrankenstörung").
              (sideless && levelless && levelsDiffer(contextFor(n), contextFor(o))) ||
              // ... or in another brain lobe ("Temporal links kein Herdbefund", "Marklagerläsionen frontal").
              (lobeless && disjoint(lobesOf(nc), lobesOf(oc))) ||
              // ... or at another place, on the Beurteilung's side ("Weber-B-Fraktur links" for the
              // Befund's "Fraktur der distalen Fibula" against "kein Hinweis auf Fraktur des Volkmann-Dreiecks").
              (placeless &&
                sidesCompatible(findingSide(oc, o)?.side, findingSide(pc, p)?.side) &&
                placeCovers(nPlaces, placesFor(oc.places, o)) === false &&
                (pc.structures.length === 0 || structuresCompatible(contextFor(p), contextFor(o), true))) ||
              // ... or anywhere the denial does not reach, where the Beurteilung names neither place nor
              // organ ("alle Zielläsionen größenregredient" for the Befund's target lesions, not "Niere ohne Herde").
              (placeless &&
                local &&
                pc.section === 'impression' &&
                pc.structures.length === 0 &&
                placeCovers(nPlaces, placesFor(oc.places, o)) !== true))
          );
        });
        if (elsewhere) continue;
      }
      // The Befund describes the finding on the other side: a side swap, laterality's to report.
      if (swappedSide(a, nc, n, pc, p)) continue;
      // The denial's sentence goes on to assert it elsewhere ("Kein LGE im mLV, fokales LGE an der
      // Insertionsstelle des mRV"): the denial was of one place, the Beurteilung names the other.
      if (
        pc.section !== nc.section &&
        !findingSide(nc, n) &&
        !findingSide(pc, p) &&
        asserted.some(
          (o) => o.id === p.id && o.start > n.end && (clauses[o.clause] as Clause).sentence === nc.sentence,
        )
      )
        continue;
      // "Keine pulmonalen Rundherde. Unverändert 4 mm Nodulus im Mittellappen, seit 2022 konstant": the
      // Befund goes on to describe a known one at that place; its denial was of others.
      if (
        nc.section === 'findings' &&
        asserted.some((o) => {
          const oc = clauses[o.clause] as Clause;
          return (
            o.id === p.id &&
            oc.section === 'findings' &&
            o.start > n.end &&
            STABLE.test(sentenceTextOf(a, oc)) &&
            pPlaces.length > 0 &&
            placeCovers(placesFor(oc.places, o), pPlaces) === true
          );
        })
      )
        continue;
      const pText = text.slice(pc.start, pc.end).toLowerCase();
      if (
        !qualifiersHold(n, p, pText, pPlaces) ||
        modifiersDiffer(text, n, p) ||
        narrowerThan(text, n, pText) ||
        ownerDiffers(text, n, p, pc)
      )
        continue;
      // "Intrakraniell keine Blutung" says nothing of a "Kephalhämatom" either: the compartment opens the clause.
      if (
        ENCLOSING.test(text.slice(nc.start, n.cueStart).trim().toLowerCase()) &&
        OUTSIDE.test(wordOf(text, p))
      )
        continue;
      // "Kein Anhalt für extrahepatische Metastasierung" says nothing of a metastasis in the liver.
      if (outsideOf(text, n, findingContext(a, pc, p))) continue;
      // "Kein Herdbefund" (mammography) against "Sonographisch ... echoarme Läsion": two exams.
      if (GENERIC_LESIONS.has(n.id) && otherExam(a, nc, pc)) continue;
      if (used.has(`n${nc.index}`) || used.has(`p${pc.index}`)) continue;
      // A negation of the finding's own word elsewhere is the better pair ("kein Hämatom im
      // Zugangsweg" rather than "Keine Blutung" for "Hämatom entlang des Stichkanals").
      const ownWord = negated.some(
        (m) =>
          m !== n &&
          n.id !== p.id &&
          m.id === p.id &&
          (clauses[m.clause] as Clause).sentence !== pc.sentence &&
          !used.has(`n${m.clause}`) &&
          // ... where that negation could be said of its place ("Keine pulmonalen Metastasen" is not of a vertebra's).
          qualifiersHold(
            { ...m, qualifiers: m.qualifiers.filter((q) => NEGATION.placeQualifiers.has(q)) },
            p,
            pText,
            pPlaces,
          ) &&
          (m.global || structuresCompatible(contextFor(m), contextFor(p), true)),
      );
      if (ownWord) continue;
      candidates.push({ clause: pc, own: p.id === n.id });
    }
    // Of several findings the negation meets, the one whose clause shares most words with it
    // ("Mesorektale Faszie nicht infiltriert" vs "mesorektale Faszie infiltriert", not the
    // "Infiltration des Fettgewebes" named first).
    const pc = closest(text, nc, candidates);
    if (!pc) continue;
    used.add(`n${nc.index}`);
    used.add(`p${pc.index}`);
    const negSpan = negationSpan(text, nc, n, clauses);
    // ... with the places its sentence goes on to name ("..., im Morison-Pouch und im Douglas-Raum").
    const described = describedEvidence(text, clauses, pc);
    const pSpan = { start: described.start, end: goingOn(a, pc, PLACES_GO_ON).at(-1)?.end ?? described.end };
    drafts.push({
      category: 'negation',
      text: `Widerspruch: ${quote(text, negSpan)} verneint, was an anderer Stelle beschrieben wird (${quote(text, pSpan)}).`,
      evidence: [negSpan, pSpan],
    });
  }
  // A lymph node denied is the better pair than a station called normal ("Keine suspekten axillären
  // Lymphknoten beidseits, Level I bis III frei").
  drafts.push(...findLymphNodeNegations(a, used));
  drafts.push(...findNormalVersusImpression(a, used));
  drafts.push(...findIntactVersusBefund(a, used));
  return drafts;
}

/**
 * The Beurteilung calls a structure intact ("Vorderes und hinteres Kreuzband intakt") that the Befund
 * describes as torn or broken ("Vorderes Kreuzband ... kontinuitätsunterbrochen"). Only continuity
 * words: a Beurteilung's "unauffällig" may pass over a trivial finding, "intakt" does not pass over a rupture.
 */
function findIntactVersusBefund(a: Annotated, used: Set<string>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  for (const uc of clauses) {
    if (uc.section !== 'impression' || !uc.normal || uc.structures.length === 0 || uc.hedged) continue;
    if (!CONTINUITY_AT_END.test(text.slice(uc.start, uc.end)) || used.has(`p${uc.index}`)) continue;
    if (uc.findings.some((f) => !f.negated) || THE_OTHERS.test(text.slice(uc.start, uc.end))) continue;
    const intact = new Set(uc.structures.map((s) => s.id));
    const torn = a.findings.find((f) => {
      const fc = clauses[f.clause] as Clause;
      return (
        fc.section === 'findings' &&
        !f.negated &&
        !f.hedged &&
        !f.past &&
        DISCONTINUITY.has(f.group) &&
        // ... named in the finding's own clause: an inherited organ may be a neighbour's.
        fc.structures.some((s) => intact.has(s.id)) &&
        // ... and at a place the intact one reaches ("Syndesmose" is not the "Lig. talofibulare anterius").
        placeCovers(uc.places, placesFor(fc.places, f)) !== false &&
        sidesCompatible(sideOf(fc, f)?.side, uc.side?.side)
      );
    });
    if (!torn) continue;
    used.add(`p${uc.index}`);
    const befundSpan = clauseEvidence(text, clauses[torn.clause] as Clause);
    const intactSpan = clauseEvidence(text, uc);
    drafts.push({
      category: 'negation',
      text: `Widerspruch: Die Beurteilung nennt ${quote(text, intactSpan)}, der Befund beschreibt dort ${quote(text, befundSpan)}.`,
      evidence: [befundSpan, intactSpan],
    });
  }
  return drafts;
}

const NODE_ADJECTIVE = new RegExp(String.raw`(?<!\p{L})(\p{L}{4,}?)e[nrs]?\s+${NODE_WORD}`, 'giu');
const NOT_A_STATION =
  /^(?:\p{L}*suspekt|vergrößert|auffällig|pathologisch|klein|zwei|drei|mehrer|einzeln|einig|übrig|weiter|kein|sonstig|vereinzelt|multipl|reaktiv|ovalär|oval|rundlich|normal|regionär|regional|lokoregionär|nekrot|einschmelz|verkalk|prominent|kortikal|hypodens|hyperdens|zystisch|solid|neu)/iu;

/**
 * The lymph node stations of a clause's sentence by their adjective, also one the list lacks right
 * before "Lymphknoten" ("Laterale Lymphknoten" are not the mesorectal ones).
 */
function stationsOf(a: Annotated, c: Clause): Set<string> {
  // Once per clause of a report: the negation pass asks for every pair it weighs.
  let memo = stationMemo.get(a);
  if (!memo) {
    memo = new Map();
    stationMemo.set(a, memo);
  }
  let found = memo.get(c.index);
  if (!found) {
    found = sentenceStations(a, c);
    memo.set(c.index, found);
  }
  return found;
}

const stationMemo = new WeakMap<Annotated, Map<number, Set<string>>>();

function sentenceStations(a: Annotated, c: Clause): Set<string> {
  const sentence = sentenceTextOf(a, c);
  const found = lymphNodeStations(sentence);
  for (const m of sentence.matchAll(NODE_ADJECTIVE)) {
    const word = (m[1] as string).toLowerCase();
    if (!NOT_A_STATION.test(word) && ![...found].some((f) => word.startsWith(f))) found.add(word.slice(0, 6));
  }
  return found;
}

/** Lymph nodes at stations apart: "keine vergrößerten mediastinalen" vs "vergrößerte axilläre". */
function stationsApart(a: Annotated, nc: Clause, pc: Clause): boolean {
  const lymphNode = (c: Clause) => NODE.test(a.text.slice(c.start, c.end));
  if (!lymphNode(nc) || !lymphNode(pc)) return false;
  const n = stationsOf(a, nc);
  const p = stationsOf(a, pc);
  return n.size > 0 && p.size > 0 && !stationsMeet(n, p);
}

const NEW_NODE = /(?<!\p{L})neu(?:e[nmrs]?)?(?!\p{L})/iu;

const isNode = (s: StructureHit) => s.id === 'lymphknoten' || s.id.startsWith('nodal-');

/**
 * A negation said of a lymph node ("Lymphknoten ..., kapselüberschreitendes Wachstum nicht
 * abgrenzbar") and a finding placed in an organ with no node in its context ("Infiltration des
 * Zungengrundes") speak of two things.
 */
function nodeApart(nContext: StructureHit[], pContext: StructureHit[], pPlaces: PlaceHit[]): boolean {
  return nContext.some(isNode) && !pContext.some(isNode) && pPlaces.length > 0;
}

/** A station of the general list covers one of the specific list. */
function stationsMeet(general: Set<string>, specific: Set<string>): boolean {
  return [...general].some((s) => [...specific].some((t) => stationCovers(s, t)));
}

/**
 * A lymph node denied as abnormal in one section ("Axilläre Lymphknoten beidseits unauffällig")
 * and called abnormal in the other ("vergrößerter axillärer Lymphknoten rechts"), at a station and
 * side both allow. Not a finding word of its own: a normal lymph node is no finding.
 */
function findLymphNodeNegations(a: Annotated, used: Set<string>): Draft[] {
  const { text, clauses } = a;
  const stations = (c: Clause) => stationsOf(a, c);
  // Only clauses that name a lymph node: the patterns are costly.
  const nodes = clauses.filter(
    (c) => (c.section === 'findings' || c.section === 'impression') && NODE.test(text.slice(c.start, c.end)),
  );
  if (nodes.length === 0) return [];
  // A denial may open in a clause before, across the commas of a list of stations ("Keine
  // vergrößerten iliakalen, inguinalen oder obturatorischen Lymphknoten"); it must end in this one.
  const denialOf = (c: Clause): string | null => {
    const from = (sentenceOf(a, c)[0] ?? c).start;
    const span = text.slice(from, c.end);
    for (const r of [NODE_DENIED, NODE_SPREAD_DENIED]) {
      const m = r.exec(span);
      if (m !== null && from + m.index + m[0].length > c.start)
        return text.slice(Math.min(c.start, from + m.index), c.end);
    }
    return null;
  };
  const denials = new Map(nodes.map((c) => [c, denialOf(c)]));
  const denied = nodes.filter((c) => denials.get(c) !== null);
  // Called abnormal, or in the Befund described by the signs of a malignant node ("rundlicher
  // Lymphknoten von 14 mm mit zentraler Hypodensität").
  const signsOf = (c: Clause) => {
    const sentence = sentenceOf(a, c);
    const all = text.slice((sentence[0] ?? c).start, (sentence.at(-1) ?? c).end);
    return c.section === 'findings' && NODE_MALIGNANT_SIGNS.test(all) && !NODE_NORMAL.test(all);
  };
  const abnormal = nodes.filter(
    (c) =>
      !c.hedged &&
      (NODE_ABNORMAL.test(text.slice(c.start, c.end)) || signsOf(c)) &&
      !NODE_DENIED.test(text.slice(c.start, c.end)) &&
      !NODE_AFTER_CUE.test(text.slice(c.start, c.end)),
  );
  const drafts: Draft[] = [];
  for (const nc of denied) {
    for (const pc of abnormal) {
      if (pc.section === nc.section || used.has(`n${nc.index}`) || used.has(`p${pc.index}`)) continue;
      // A node called new against the prior exam is today's ("neu im Vergleich zur Voruntersuchung").
      if (nc.sentencePastCue || (pc.sentencePastCue && !NEW_NODE.test(sentenceTextOf(a, pc)))) continue;
      // The stations the denial names itself ("..., mediastinal kein Lymphknotenbefall"), else its sentence's.
      const ownStations = lymphNodeStations(denials.get(nc) ?? '');
      const nStations = ownStations.size > 0 ? ownStations : stations(nc);
      const pStations = stations(pc);
      if (nStations.size > 0 && !stationsMeet(nStations, pStations)) continue;
      const nSide = nc.sides[0]?.side ?? nc.side?.side;
      const pSide = pc.sides[0]?.side ?? pc.side?.side;
      if (!sidesCompatible(nSide, pSide)) continue;
      used.add(`n${nc.index}`);
      used.add(`p${pc.index}`);
      const nSpan = clauseEvidence(text, nc);
      const pSpan = clauseEvidence(text, pc);
      // The Befund describes the abnormal node at that station on the other side: a side swap.
      const swapped = nodes.find(
        (o) =>
          o.section === nc.section &&
          o.section !== pc.section &&
          opposite(o.sides[0]?.side ?? o.side?.side, pSide) &&
          NODE_SIGNS.test(text.slice(o.start, o.end)) &&
          !NODE_DENIED.test(text.slice(o.start, o.end)) &&
          [...stations(o)].some((s) => pStations.has(s)),
      );
      if (swapped) {
        const oSpan = clauseEvidence(text, swapped);
        drafts.push({
          category: 'laterality',
          text: `Seitenwiderspruch: Der Befund beschreibt ${quote(text, oSpan)}, die Beurteilung ${quote(text, pSpan)}.`,
          evidence: [oSpan, pSpan],
        });
        break;
      }
      drafts.push({
        category: 'negation',
        text: `Widerspruch: ${quote(text, nSpan)} verneint auffällige Lymphknoten, an anderer Stelle wird einer beschrieben (${quote(text, pSpan)}).`,
        evidence: [nSpan, pSpan],
      });
      break;
    }
  }
  return drafts;
}

const CONTINUITY_AT_END = /(?<!\p{L})(?:intakt|kontinuierlich|kontinuität\s+erhalten)\s*[.)]?\s*$/iu;
/** What a structure called intact cannot have. */
const DISCONTINUITY = new Set(['fraktur', 'ruptur', 'dehiszenz', 'perforation', 'luxation', 'dislokation']);

const THE_OTHERS = /(?<!\p{L})(?:(?:übrig|restlich|sonstig|ander)e[nmrs]?|sonst|ansonsten)(?!\p{L})/iu;

/** A structure named as what a finding touches, not where it lies. */
const RELATION_BEFORE =
  /(?<!\p{L})(?:bezug|kontakt|nähe|abstand|lagebeziehung)\s+(?:zu[rm]?|an)\s+(?:\p{L}+\s+)?$/iu;

function findNormalVersusImpression(a: Annotated, used: Set<string>): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  for (const nc of clauses) {
    if (!nc.normal || nc.structures.length === 0 || (nc.section !== 'findings' && nc.section !== 'none'))
      continue;
    if (nc.findings.some((f) => !f.negated)) continue;
    // "Übrige Handwurzel regelrecht", "Ansonsten Leber unauffällig": the others than those described.
    if (THE_OTHERS.test(text.slice(nc.start, nc.end))) continue;
    // "Inguinale Lymphknoten beidseits unauffällig" speaks of the nodes, not of the groin they lie in.
    const nodes = nc.structures.filter((s) => s.id === 'lymphknoten');
    const normalIds = new Set((nodes.length > 0 ? nodes : nc.structures).map((s) => s.id));
    // "Schilddrüse normal groß" speaks of size only: a nodule there is no contradiction; "intakt"
    // speaks of continuity only: an arthrosis of an intact bone is none either.
    const sizeOnly = NEGATION.normalSizeOnlyAtEnd.test(text.slice(nc.start, nc.end));
    const continuityOnly = CONTINUITY_AT_END.test(text.slice(nc.start, nc.end));
    for (const pc of clauses) {
      if (pc.section !== 'impression' || pc.hedged) continue;
      if (!pc.structures.some((s) => normalIds.has(s.id))) continue;
      // A recommendation names no finding ("Antegrades Nephrostogramm und Steinsanierung im Intervall").
      if (recommends(text.slice(pc.start, pc.end))) continue;
      // "Spinalkanal in Höhe C2 normal weit" says nothing of C4 to C6, nor "auf dieser Höhe" after LWK 1.
      const levels = (c: Clause) => c.context.filter((s) => s.family);
      if (!structuresCompatible(levels(nc), levels(pc))) continue;
      // A state put into time ("zuvor 14 cm", "Rückbildung") is no contradiction of today's.
      if (nc.sentenceTimeCue || pc.sentenceTimeCue) continue;
      // The normal places must reach the finding's ("Aorta ascendens frei" vs "Aortendissektion").
      const positive = pc.findings.filter(
        (f) =>
          !f.negated &&
          f.group !== DEVICE &&
          (!sizeOnly || NEGATION.sizeGroups.has(f.group)) &&
          (!continuityOnly || DISCONTINUITY.has(f.group)) &&
          placeCovers(nc.places, placesFor(pc.places, f)) !== false &&
          // ... and the finding must lie at the normal structure ("Ösophagusvarizen" beside a
          // "splenorenalen Shunt" are not the kidneys'; ascites is no organ's unless a place
          // phrase follows: "freie Flüssigkeit im Douglas-Raum").
          (!f.global || placePhraseAfter(text, pc, f).length > 0) &&
          // ... not a neighbour it only touches ("Metastase ... mit engem Bezug zur rechten Lebervene").
          findingContext(a, pc, f).some(
            (s) =>
              normalIds.has(s.id) &&
              !RELATION_BEFORE.test(text.slice(Math.max(pc.start, s.start - 30), s.start)),
          ),
      );
      if (positive.length === 0) continue;
      const structure = pc.structures.find((s) => normalIds.has(s.id));
      if (!structure) continue;
      if (!sidesCompatible(sideOf(nc, structure)?.side, sideOf(pc, structure)?.side)) continue;
      // The Befund must not describe the same finding on that structure elsewhere.
      const described = a.findings.some(
        (f) =>
          !f.negated &&
          positive.some((p) => p.group === f.group) &&
          (clauses[f.clause] as Clause).section !== 'impression' &&
          contextOf(a, clauses[f.clause] as Clause).some((s) => s.id === structure.id),
      );
      // ... nor give its signs on that side ("Beidseits geringe Gelenkspaltverschmälerung, kleine
      // Osteophyten" for "Coxarthrose beidseits" beside "Linker Hüftkopf regelrecht").
      // A tumour's signs ("infiltriert") are its spread, not another description of it.
      // Only of a normal statement about one side: "beidseits unauffällig" beside signs on one side
      // contradicts itself.
      const oneSide = sideOf(nc, structure)?.side;
      const pSide = sideOf(pc, structure)?.side;
      const signed =
        (oneSide === 'left' || oneSide === 'right') &&
        positive.some((p) => {
          if (LESION_GROUPS.has(p.group) || p.group === 'infiltration') return false;
          const word = wordOf(text, p);
          const relations = SUPPORT.filter((r) => r.diagnosis.test(word));
          return (
            relations.length > 0 &&
            clauses.some(
              (bc) =>
                bc.section === 'findings' &&
                bc.index !== nc.index &&
                !bc.normal &&
                sidesCompatible(bc.side?.side, pSide) &&
                contextOf(a, bc).every((s) => s.id === structure.id || s.family) &&
                relations.some((r) => r.signs.test(text.slice(bc.start, bc.end))),
            )
          );
        });
      // The Befund has a finding there on the other side: a side swap, laterality's to report.
      const swapped = a.findings.some((f) => {
        const fc = clauses[f.clause] as Clause;
        return (
          !f.negated &&
          fc.section === 'findings' &&
          contextOf(a, fc).some((s) => s.id === structure.id) &&
          opposite(sideOf(fc, f)?.side, pSide)
        );
      });
      if (described || signed || swapped || used.has(`p${pc.index}`)) continue;
      used.add(`p${pc.index}`);
      const normalSpan = clauseEvidence(text, nc);
      drafts.push({
        category: 'negation',
        text: `Widerspruch: Der Befund nennt ${quote(text, normalSpan)} unauffällig, die Beurteilung beschreibt dort einen Befund (${quote(text, clauseEvidence(text, pc))}).`,
        evidence: [normalSpan, cover(clauseEvidence(text, pc))],
      });
    }
  }
  return drafts;
}
