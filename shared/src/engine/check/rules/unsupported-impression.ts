/**
 * unsupported_impression: the Beurteilung names a finding whose anatomy the Befund never mentions
 * and that the Befund does not describe either. Lenient on purpose: a Beurteilung synthesises
 * ("Appendizitis" from a thickened appendix), so any mention of the organ in the Befund supports it
 * unless the Beurteilung names a place the Befund never names ("Kleinhirn" vs "Marklager"). Also
 * supported: the same head noun with a first part that names no place ("Begleiterguss" for
 * "Randwinkelerguss"), a diagnosis from its signs (lexicon/support.json), a lesion word at the
 * position of a lesion the Befund describes by another word ("oben außen").
 */
import {
  type Annotated,
  afterEvent,
  CALLED_NORMAL,
  type Clause,
  clauseEvidence,
  compoundsDiffer,
  contextOf,
  DEVICE,
  disjoint,
  type FindingHit,
  familiesAgree,
  IDENTIFIES,
  isCurrent,
  LESION_GROUPS,
  namesStructure,
  positionsOf,
  prefixOf,
  regionOf,
  regionsOf,
  removedInWord,
  type Span,
  type StructureHit,
  sameSize,
  sentenceOf,
  sentenceTextOf,
  sideOf,
  sidesCompatible,
  structuresCompatible,
  suspiciousStructure,
} from '../annotate';
import { type Draft, quote } from '../draft';
import {
  KINDS,
  KNOWN,
  lymphNodeStations,
  NEGATION,
  PROCEDURE_DONE,
  recommends,
  SUPPORT,
  SYNTHESISED,
} from '../lexicon';
import { NODE } from '../lymph-nodes';
import { namesPlace, type PlaceHit, placeCovers, placesFor } from '../places';

/** Fluid called free or not: "geringe freie Flüssigkeit periappendikulär" supports "periappendikuläre Flüssigkeit". */
const FLUID = new Set(['fluessigkeit', 'freie_fluessigkeit']);

/** Structures too generic to support a finding ("Lymphknoten" anywhere says nothing about the axilla). */
const GENERIC = new Set(['lymphknoten', 'knochen', 'haut']);

/** The text of a clause's sentence up to the clause's end. */
function sentenceText(a: Annotated, clause: Clause): string {
  const first = sentenceOf(a, clause)[0] ?? clause;
  return a.text.slice(first.start, clause.end);
}

/** The clause names places and the Befund names none of them (nor a part or whole of one). */
function placeUnnamed(places: PlaceHit[], supportPlaces: string[]): boolean {
  return (
    places.length > 0 &&
    !places.some((p) => p.wide.some((w) => supportPlaces.some((s) => s.startsWith(w) || w.startsWith(s))))
  );
}

/**
 * The finding's own places are ones the Befund never names, not even by a part: a "Fraktur des
 * oberen Schambeinasts" is not named by a "Beckenübersicht" (the whole), an "Infiltration des
 * Colon sigmoideum" not by anything in a Befund that never speaks of the colon.
 */
function ownPlaceUnnamed(places: PlaceHit[], supportPlaces: string[]): boolean {
  return (
    places.length > 0 &&
    !places.some((p) => supportPlaces.some((s) => s.startsWith(p.key) || p.key.startsWith(s)))
  );
}

/** The finding's word names a place before its head ("Schenkelhalsfraktur", "Omarthrose"). */
function placeInWord(text: string, f: Span): boolean {
  const prefix = prefixOf(text, f);
  if (namesPlace(prefix)) return true;
  return namesStructure(text.slice(f.start - prefix.length, f.end));
}

/** Words that add a finding as incidental or accompanying. */
const ADDED =
  /(?<!\p{L})(?:begleitend\p{L}*|zusätzlich\p{L}*|nebenbefundlich|als\s+Nebenbefund|inzidentell\p{L}*|Zufallsbefund|außerdem|ferner)(?!\p{L})/iu;

/** The text of the whole word around a span. */
function wordText(text: string, span: Span): string {
  const w = wordOf(text, span);
  return text.slice(w.start, w.end);
}

/** The whole word around a span. */
function wordOf(text: string, span: Span): Span {
  let start = span.start;
  let end = span.end;
  while (start > 0 && /[\p{L}-]/u.test(text[start - 1] ?? '')) start--;
  while (end < text.length && /[\p{L}-]/u.test(text[end] ?? '')) end++;
  return { start, end };
}

/** The places a finding's own clause names for it (not those inherited from a landmark: "6 cm von der Mamille"). */
function ownPlaces(text: string, c: Clause, f: FindingHit): PlaceHit[] {
  return placesFor(c.places, f).filter(
    (p) =>
      (p.start >= c.start && p.end <= c.end) ||
      (p.end <= c.start && LABEL_REST.test(text.slice(p.end, c.start))),
  );
}
/** What may follow a place in the label that opens the clause's line ("Leber: drei Metastasen"). */
const LABEL_REST = /^[\p{L} -]{0,20}:[ \t]*$/u;

/**
 * Both name places for the finding, neither reaches the other's and their structures differ
 * ("Radiusfraktur" vs "Fraktur des Os scaphoideum"; but "Sigmadivertikulose" meets "Divertikel im
 * Colon sigmoideum" through the sigma).
 */
function placesApart(a: Annotated, bc: Clause, b: FindingHit, c: Clause, f: FindingHit): boolean {
  // Free fluid or air has no place of its own ("im Douglasraum" and "im kleinen Becken" are one).
  if (f.global) return false;
  const bPlaces = ownPlaces(a.text, bc, b);
  const fPlaces = ownPlaces(a.text, c, f);
  if (placeCovers(bPlaces, fPlaces) !== false || placeCovers(fPlaces, bPlaces) !== false) return false;
  // One word names the other's place inside it ("Harnblasenhinterwand" and "Hinterwand", "Blase").
  const word = (p: PlaceHit) => a.text.slice(p.start, p.end).toLowerCase();
  const inside = (x: PlaceHit[], y: PlaceHit[]) =>
    x.some((p) => y.some((q) => q.wide.some((k) => k.length >= 4 && word(p).includes(k))));
  if (inside(bPlaces, fPlaces) || inside(fPlaces, bPlaces)) return false;
  const bContext = contextOf(a, bc);
  const cContext = contextOf(a, c);
  if (bContext.length > 0 && cContext.length > 0) return !structuresCompatible(bContext, cContext, true);
  // Without structures on both sides: apart only where the Beurteilung names its place as a word of
  // its own ("Fraktur des Os lunatum"), not inside a compound: the finding's ("Blasentumor") or
  // another noun's ("Konvexitätsmeningeom mit perifokalem Ödem"), unless that noun is the finding's
  // place in the genitive after it ("Querfraktur des Sternumkorpus").
  const end = wordOf(a.text, f).end;
  return fPlaces.some(
    (p) =>
      !p.embedded &&
      (p.end - p.start <= p.key.length + 3 ||
        (p.start > end && GENITIVE_GAP.test(a.text.slice(end, p.start)))),
  );
}

/** The gap from a finding's word to the place it is said of: "Fraktur des ...", "Ruptur der linken ...". */
const GENITIVE_GAP = /^\s+(?:des|der)\s+(?:\p{L}+\s+)?$/u;

/** An inflected adjective or participle ("rupturierte", "verkalkter", "zystische"). */
const ATTRIBUTE = /(?:t|ig|isch|lich|al|är|iv|ös|end)e[nmrs]?$/iu;

/** The finding is an adjective right before another asserted finding of its clause. */
function attributeOf(text: string, f: FindingHit, asserted: FindingHit[]): boolean {
  const w = wordOf(text, f);
  if (!ATTRIBUTE.test(text.slice(w.start, w.end))) return false;
  const next = /^\s+/u.exec(text.slice(w.end));
  if (!next) return false;
  const at = w.end + next[0].length;
  return asserted.some((g) => g !== f && wordOf(text, g).start === at);
}

/** The finding's word names a side ("Tumorseite", "Infarktseite"). */
function sideByFinding(text: string, f: FindingHit): boolean {
  return /seite$/iu.test(wordText(text, f));
}

/** "passend zur Symptomatik der linken Hand": the organ of a complaint, not of the finding. */
const SYMPTOM_BEFORE = /(?<!\p{L})(?:symptomatik|klinik|beschwerden|schmerz\p{L}*)\s+(?:\p{L}+\s+){0,2}$/iu;

function ofSymptom(text: string, c: Clause, s: StructureHit): boolean {
  return SYMPTOM_BEFORE.test(text.slice(Math.max(c.start, s.start - 40), s.start));
}

/** Whether a structure lies in the word of a finding ("Ösophagus" in "Ösophagusvarizen"). */
function inWordOf(text: string, s: Span, f: FindingHit): boolean {
  const word = wordOf(text, f);
  return s.start < word.end && s.end > word.start;
}

/**
 * Structures named in the clauses, but not inside another finding's word ("Keine Pleuraergüsse,
 * Infiltrate": the pleura is the effusion's), plus the levels and segments the clause carries.
 */
function namedAt(a: Annotated, c: Clause, clauses: Clause[], f: FindingHit): StructureHit[] {
  // An organ inside a finding's word places that finding and those of its kind ("Femoralhernie
  // mit Bruchsack"), not the others of the sentence.
  const findings = clauses.flatMap((x) => x.findings);
  const own = clauses
    .flatMap((x) => x.structures)
    .filter(
      (s) => !s.embedded || findings.some((g) => inWordOf(a.text, s, g) && (g === f || g.group === f.group)),
    );
  return [...own, ...contextOf(a, c).filter((s) => s.family)];
}

/** Words of a lymph node described as abnormal or measured in the Befund. */
const NODE_DESCRIBED =
  /vergrößert|suspekt|auffällig|nekro|kurzachse|rinde|kortex|ohne\s+fetthilus|rundlich/iu;

function lymphNodeDescribed(a: Annotated, c: Clause, befundClauses: Clause[]): boolean {
  const text = a.text;
  if (!NODE.test(text.slice(c.start, c.end))) return false;
  const stations = (x: Clause) => lymphNodeStations(sentenceText(a, x));
  const own = stations(c);
  const side = c.sides[0]?.side ?? c.side?.side;
  return befundClauses.some((b) => {
    const bText = text.slice(b.start, b.end);
    if (!NODE.test(bText)) return false;
    const abnormal = NODE_DESCRIBED.test(bText) || a.measurements.some((m) => m.clause === b.index);
    if (!abnormal || b.findings.some((f) => f.negated)) return false;
    const theirs = stations(b);
    if (own.size > 0 && ![...own].some((s) => theirs.has(s))) return false;
    return sidesCompatible(side, b.sides[0]?.side ?? b.side?.side);
  });
}

/** The Befund's structures share an organ with the Beurteilung's and no level or segment clashes (LWK 2 vs LWK 4/5). */
function sameOrgan(organs: StructureHit[], all: StructureHit[], befund: StructureHit[]): boolean {
  return befund.some((s) => organs.some((x) => x.id === s.id)) && familiesAgree(all, befund);
}

/** Both name structures, of body regions apart (a liver and a vertebra). */
function regionsApart(x: StructureHit[], y: StructureHit[]): boolean {
  const regions = new Set(x.map((s) => regionOf(s.id)));
  return x.length > 0 && y.length > 0 && !y.some((s) => regions.has(regionOf(s.id)));
}

/** The numbered structures (levels, segments) a clause names. */
const numbered = (c: Clause) => c.structures.filter((s) => s.family !== undefined);

/**
 * The clause gives today's size of something, and a Befund clause not called normal gives the same
 * size ("regelrechte Darstellung ..., Durchmesser 12 mm" sizes nothing abnormal).
 */
function sizedInBefund(a: Annotated, c: Clause): boolean {
  const own = a.measurements.filter((m) => m.clause === c.index && isCurrent(m));
  const levels = numbered(c);
  return own.some((m) =>
    a.measurements.some((b) => {
      const bc = a.clauses[b.clause] as Clause;
      return (
        isCurrent(b) &&
        bc.section === 'findings' &&
        sameSize(m, b) &&
        !CALLED_NORMAL.test(sentenceText(a, bc)) &&
        // ... at the same level ("um 4 mm" at L3/4 is not the slip of L5/S1).
        structuresCompatible(levels, numbered(bc))
      );
    }),
  );
}

/** An area, which the sizes do not read ("11 mm²"). */
const AREA = /\d\s*(?:mm|cm)(?:²|2)(?!\p{L}|\d)/u;

/**
 * A Befund clause with an asserted finding names the place the clause's finding word names in
 * itself ("Hippocampussklerose"); a place named beside the finding ("Malformation im M. vastus
 * lateralis") is not described by another finding there (a muscle tear), unless that finding is
 * sized and the Beurteilung's is a lesion.
 */
function placeDescribed(a: Annotated, c: Clause, befundClauses: Clause[], positive: FindingHit[]): boolean {
  const at = (bc: Clause, keys: string[]) =>
    bc.places.some((p) => !p.embedded && keys.some((k) => p.key === k || p.key.startsWith(`${k} `)));
  const keys = [...new Set(c.places.filter((p) => p.embedded).map((p) => p.key))];
  // ... or measures it ("N. medianus am Tunneleingang jetzt 11 mm²" for a "Nervenverdickung").
  if (
    keys.length > 0 &&
    befundClauses.some(
      (bc) =>
        (bc.findings.some((f) => !f.negated) ||
          a.measurements.some((m) => m.clause === bc.index && !m.prior) ||
          AREA.test(a.text.slice(bc.start, bc.end))) &&
        at(bc, keys),
    )
  )
    return true;
  // A lesion at a place named beside it is described by a finding the Befund sizes there, in its
  // sentence ("Raumforderung der Tonsillenloge" for "Weichteilverdickung der rechten Tonsillenloge,
  // 2,8 cm"; "Läsion des M. semimembranosus" for "... des M. semimembranosus organisierendes Hämatom, jetzt 21 × 9 mm").
  const named = [...new Set(c.places.filter((p) => !p.embedded).map((p) => p.key))];
  return (
    named.length > 0 &&
    positive.length > 0 &&
    positive.every((f) => LESION_GROUPS.has(f.group)) &&
    befundClauses.some(
      (bc) =>
        bc.findings.some((f) => !f.negated) &&
        a.measurements.some((m) => a.clauses[m.clause]?.sentence === bc.sentence && isCurrent(m)) &&
        at(bc, named),
    )
  );
}

/** The clause stands inside a parenthesis its sentence opened before it, and says nothing after it closes. */
function inParenthesis(a: Annotated, c: Clause): boolean {
  const before = a.text.slice((sentenceOf(a, c)[0] ?? c).start, c.start);
  return (
    before.lastIndexOf('(') > before.lastIndexOf(')') &&
    !/\)[^\p{L}]*\p{L}/u.test(a.text.slice(c.start, c.end))
  );
}

/** "kaum disloziert": barely there, nothing the Befund must have named. */
const BARELY = /(?<!\p{L})kaum\s+$/iu;

/** "Ein Endoleak ist radiographisch nicht beurteilbar": the finding cannot be told, nothing is claimed. */
const NOT_ASSESSABLE =
  /^\p{L}*\s+(?:(?:ist|sind|war|bleibt)\s+)?(?:[\p{L}-]+\s+){0,2}nicht\s+(?:sicher\s+)?(?:beurteilbar|zu\s+beurteilen|bewertbar)(?!\p{L})/iu;

/** "TASC-II-B-Läsion": the class of the arterial stenosis or occlusion named before, no lesion of its own. */
const CLASSIFIED_VESSEL_LESION = /^tasc/u;

/** A possibility raised, not a finding claimed ("Erguss?", "Fraglicher Resttumor", "Steal möglich"). */
const WEAK_HEDGE =
  /\?|(?<!\p{L})(?:fraglich\p{L}*|möglich\p{L}*|denkbar|nicht\s+(?:sicher\s+)?aus(?:zu)?schließen|schließt\s+(?:[\p{L}-]+\s+){1,6}nicht\s+aus|differen[tz]ialdiagnostisch|DD|z\.\s?B\.)(?!\p{L})/iu;

/** A size anywhere in the clause's sentence. */
function sizedSentence(a: Annotated, c: Clause): boolean {
  return a.measurements.some((m) => (a.clauses[m.clause] as Clause).sentence === c.sentence);
}

export function findUnsupportedImpressions(a: Annotated): Draft[] {
  const { text, clauses } = a;
  const drafts: Draft[] = [];
  const support = clauses.filter((c) => c.section === 'findings' || c.section === 'technique');
  if (!clauses.some((c) => c.section === 'findings')) return drafts;
  const supportIds = new Set(support.flatMap((c) => c.structures.map((s) => s.id)));
  const supportFindings = a.findings.filter((f) => (clauses[f.clause] as Clause).section === 'findings');
  // Findings the Klinische Angaben report as known ("akuter Mediainfarkt links (MRT von gestern)",
  // "alte Infarkte im Mediastromgebiet": of the past, not hedged), not those they ask about
  // ("Frage nach Ischämie", "Emboliequelle?").
  const knownFindings = a.findings.filter(
    (f) => (clauses[f.clause] as Clause).section === 'history' && (!f.hedged || f.past) && !f.negated,
  );
  const supportPlaces = [...new Set(support.flatMap((c) => c.places.flatMap((p) => p.wide)))];
  // The Befund describes the finding at a place that may be the Beurteilung's (a radius fracture
  // does not describe a scaphoid fracture).
  const supportOrKnown = [...supportFindings, ...knownFindings];
  // ... a known finding only itself, not another of its group (a "Leberläsion" to be clarified is
  // no "Hämangiom in Segment II").
  const mayName = (b: FindingHit, f: FindingHit) =>
    (clauses[b.clause] as Clause).section !== 'history' || b.id === f.id;
  const described = (c: Clause, positive: FindingHit[]) =>
    positive.some((f) =>
      supportOrKnown.some(
        (b) =>
          !b.negated &&
          b.group === f.group &&
          mayName(b, f) &&
          !placesApart(a, clauses[b.clause] as Clause, b, c, f),
      ),
    );
  const befundClauses = clauses.filter((c) => c.section === 'findings');
  const flagged = new Set<number>();
  // The Befund's text, joined once where a rule needs it.
  let joined: string | undefined;
  const befundText = () => {
    joined ??= befundClauses.map((bc) => text.slice(bc.start, bc.end)).join(' ');
    return joined;
  };
  const flag = (c: Clause) => {
    const evidence = clauseEvidence(text, c);
    flagged.add(c.index);
    drafts.push({
      category: 'unsupported_impression',
      text: `Die Beurteilung nennt ${quote(text, evidence)}, der Befund erwähnt dies nicht.`,
      evidence: [evidence],
    });
  };
  // A finding the Beurteilung may read from signs (a fistula), added ("Zusätzlich Fistel des
  // lateralen Bogengangs") at a place the Befund never names: nothing there to read it from.
  // (The Technik may name it as a plane: "parallel zum lateralen Bogengang".)
  const befundPlaces = [...new Set(befundClauses.flatMap((bc) => bc.places.flatMap((p) => p.wide)))];
  const addedUnplaced = (c: Clause, f: FindingHit) => {
    const cue = ADDED.exec(text.slice(c.start, f.start));
    return (
      cue !== null &&
      ownPlaceUnnamed(ownPlaces(text, c, f), befundPlaces) &&
      !supportOrKnown.some((b) => !b.negated && b.group === f.group)
    );
  };
  for (const c of clauses) {
    // ... nor the target of a procedure reported as done ("Komplikationslose Biopsie des Rundherdes ...").
    if (
      c.section !== 'impression' ||
      recommends(text.slice(c.start, c.end)) ||
      PROCEDURE_DONE.test(text.slice(c.start, c.end))
    )
      continue;
    // ... also under a label that recommends ("3. Empfehlung: umgehende Mesenterikographie mit Option der Embolisation").
    const label = clauses[c.index - 1];
    if (label?.line === c.line && text[label.end] === ':' && recommends(text.slice(label.start, label.end)))
      continue;
    // A parenthesis explains the finding before it ("AC-Gelenksprengung (CC-Abstand 16 mm, Erweiterung < 100 %)").
    if (inParenthesis(a, c)) continue;
    // A finding called known ("passend zum bekannten Konkrement") is the history's, not the Befund's.
    if (KNOWN.test(text.slice(c.start, c.end))) continue;
    // An attribute finding before its head finding ("Rupturierte Zyste", "perforierte Appendizitis")
    // describes the head: the head must be supported.
    const asserted = c.findings.filter(
      (f) =>
        !f.negated &&
        !(f.past && afterEvent(text, c, f)) &&
        f.group !== DEVICE &&
        !removedInWord(text, f) &&
        (!SYNTHESISED.has(f.id) || addedUnplaced(c, f)) &&
        !BARELY.test(text.slice(Math.max(c.start, f.start - 8), f.start)) &&
        !NOT_ASSESSABLE.test(text.slice(f.end, c.end)) &&
        !CLASSIFIED_VESSEL_LESION.test(prefixOf(text, f)) &&
        !(f.hedged && WEAK_HEDGE.test(text.slice(c.start, c.end))),
    );
    // "kontralateral zur Tumorseite" names a side by a finding, not the finding.
    const positive = asserted.filter((f) => !attributeOf(text, f, asserted) && !sideByFinding(text, f));
    // "Suspekter Lymphknoten axillär": a structure called suspicious is a finding there too.
    if (positive.length === 0 && !suspiciousStructure(text, c)) continue;
    // A clause that goes on about a finding its sentence named before, one this rule let pass
    // ("Ermüdungsfraktur des Schenkelhalses, Frakturlinie ca. 0,9 cm"), answers to that finding.
    const continues = sentenceOf(a, c).some(
      (x) =>
        x.index < c.index &&
        x.section === 'impression' &&
        !flagged.has(x.index) &&
        x.findings.some((f) => !f.negated && positive.every((p) => p.group === f.group)),
    );
    if (positive.length > 0 && continues) continue;
    // A size the Befund gives too names the same thing in other words ("Einziehung mit Restlumen von
    // 15 mm" for "Einengung (Restlumen 1,5 cm)").
    if (sizedInBefund(a, c)) continue;
    const structures = c.structures.filter((s) => !GENERIC.has(s.id) && !s.family);
    // A finding the Beurteilung adds as incidental or accompanying ("Nebenbefundlich Os trigonum",
    // "mit begleitender Hyperostose") is one the Befund must have described by its kind or its signs:
    // the organ's mention does not carry it.
    // Not where it is only suspected or read from the Befund ("V.a. begleitende Cholezystitis",
    // "vereinbar mit begleitender Pyelonephritis"), nor where the Befund sizes or describes that organ
    // ("Prostata vergrößert (ca. 55 ml)" for "Nebenbefundlich benigne Prostatahyperplasie").
    const cueAt =
      c.hedged || NEGATION.interpretive.test(text.slice(c.start, c.end))
        ? null
        : ADDED.exec(text.slice(c.start, c.end));
    if (cueAt && positive.length > 0 && positive.every((f) => f.start >= c.start + cueAt.index)) {
      // ... in the brain region it names ("kleiner Infarkt im li. Thalamus" beside a diffusion
      // restriction of the cerebellum).
      const regions = regionsOf(text.slice(c.start, c.end));
      const inRegion = (bc: Clause) =>
        regions.size === 0 || !disjoint(regions, regionsOf(sentenceTextOf(a, bc)));
      const described =
        positive.some(
          (f) =>
            supportOrKnown.some(
              (b) =>
                b.group === f.group && (b.id === f.id || !b.negated) && inRegion(clauses[b.clause] as Clause),
            ) ||
            SUPPORT.some(
              (r) =>
                r.diagnosis.test(wordText(text, f)) &&
                r.signs.test(befundText()) &&
                befundClauses.some((bc) => r.signs.test(text.slice(bc.start, bc.end)) && inRegion(bc)),
            ),
        ) ||
        befundClauses.some(
          (bc) =>
            sameOrgan(structures, c.structures, contextOf(a, bc)) &&
            inRegion(bc) &&
            (a.measurements.some((m) => m.clause === bc.index) || bc.findings.some((f) => !f.negated)),
        );
      if (!described) {
        flag(c);
        continue;
      }
    }
    // The same structure, not merely the same body region: an "Omarthrose" is not supported by an AC joint.
    // ... or, where the clause names no structure the lexicon knows, the same place with a finding
    // there ("Hippocampussklerose links" for "Hippocampus links volumengemindert mit ... Signalanhebung").
    const placeIsDescribed = c.structures.length === 0 && placeDescribed(a, c, befundClauses, positive);
    const anatomySupported = structures.some((s) => supportIds.has(s.id)) || placeIsDescribed;
    // ... and the place the Beurteilung names must be the Befund's: a "Kleinhirn" finding is not
    // supported by "Marklager" (both brain) unless the Befund describes that finding somewhere.
    // A focal lesion ("Hämangiom", "Zyste") is not synthesised from its organ: the Befund must describe a lesion.
    // ... nor a stone: the Befund must describe one, or a calcification ("Nephrolithiasis links (4 mm)"
    // beside "Nieren ohne Harnstau"), unless the Beurteilung only infers it ("am ehesten bei distaler
    // Ureterolithiasis, Konkrement selbst nicht darstellbar").
    const stones =
      !c.hedged &&
      !IDENTIFIES.test(text.slice(c.start, c.end)) &&
      positive.length > 0 &&
      positive.every((f) => f.group === 'konkrement');
    // The clause gives a size of today.
    const measured = a.measurements.some((m) => m.clause === c.index && isCurrent(m));
    // "Läsion" names no kind: any finding the Befund sizes at that place is it ("Läsion des M.
    // semimembranosus" for an organising haematoma there).
    const anyLesionPlaced = placeIsDescribed && positive.every((f) => /^läsion/iu.test(wordText(text, f)));
    const lesionUndescribed =
      positive.length > 0 &&
      !anyLesionPlaced &&
      (stones || positive.every((f) => LESION_GROUPS.has(f.group))) &&
      // ... in the organ named (a liver cyst describes no lesion of a vertebra), with a size where
      // the Beurteilung gives one ("geringe Milchglasanteile" are no 7 mm nodule)
      !supportFindings.some(
        (b) =>
          !b.negated &&
          (stones ? b.group === 'konkrement' || b.group === 'verkalkung' : LESION_GROUPS.has(b.group)) &&
          (!measured || sizedSentence(a, clauses[b.clause] as Clause)) &&
          !regionsApart(
            c.structures.filter((s) => !GENERIC.has(s.id)),
            contextOf(a, clauses[b.clause] as Clause),
          ),
      ) &&
      // ... and the Befund says nothing but normal of that organ: no finding, no size there
      // ("Harnblase mit Füllungsdefekt von 11 mm" may describe the mass by another word). A lesion
      // the Beurteilung measures needs a size there: honeycombing does not describe a 7 mm nodule.
      !befundClauses.some(
        (bc) =>
          sameOrgan(structures, c.structures, contextOf(a, bc)) &&
          (a.measurements.some((m) => m.clause === bc.index) ||
            (bc.findings.some((f) => !f.negated) && (!measured || sizedSentence(a, bc)))),
      );
    // A finding in a word that names its organ ("Ösophagusvarizen") where the Befund names neither
    // that organ nor a finding of its kind: the other organs of the clause ("Splenomegalie") do not carry it.
    const orphans = positive.filter((f) => {
      const own = c.structures.filter((s) => s.embedded && inWordOf(text, s, f));
      if (own.length > 0)
        return (
          own.every((s) => !supportIds.has(s.id)) &&
          !supportOrKnown.some((b) => !b.negated && b.group === f.group)
        );
      // ... or a finding placed by its clause where the Befund names no part of that place and
      // describes nothing of its group there. Free fluid beside it does not carry it; a local
      // finding of the clause the Befund describes vouches for the place ("Infarktzeichen im
      // Mediastromgebiet mit hyperdensem Mediazeichen").
      return (
        !f.global &&
        !positive.some((g) => g !== f && !g.global && described(c, [g])) &&
        ownPlaceUnnamed(ownPlaces(a.text, c, f), supportPlaces) &&
        !described(c, [f])
      );
    });
    // A diagnosis read from signs ("Steatosis hepatis") where the Befund calls the organ normal and
    // gives neither a sign nor any finding there ("Leber normal groß, homogenes Parenchym"): the
    // organ's mention does not carry it.
    // A diagnosis given with a size names something the Befund measured, perhaps by other words.
    const signRelations = measured
      ? []
      : positive.map((f) => {
          const word = wordText(text, f);
          return SUPPORT.filter((r) => !r.anyOrgan && r.diagnosis.test(word));
        });
    const organClauses =
      signRelations.length > 0 && signRelations.every((r) => r.length > 0)
        ? befundClauses.filter((bc) => sameOrgan(structures, c.structures, contextOf(a, bc)))
        : [];
    const signsMissing =
      organClauses.some((bc) => CALLED_NORMAL.test(text.slice(bc.start, bc.end))) &&
      positive.every(
        (f, i) =>
          !supportOrKnown.some((b) => !b.negated && b.group === f.group) &&
          organClauses.every(
            (bc) =>
              bc.findings.every((g) => g.negated) &&
              !(signRelations[i] ?? []).some((r) => r.signs.test(text.slice(bc.start, bc.end))),
          ),
      );
    if (
      orphans.length === 0 &&
      anatomySupported &&
      !lesionUndescribed &&
      !signsMissing &&
      !(placeUnnamed(c.places, supportPlaces) && !described(c, positive))
    )
      continue;
    // A lymph node the Befund describes (sized or abnormal) at a station and side both allow
    // supports what the Beurteilung makes of it ("Nekrotische Lymphknotenmetastase Level II rechts").
    if (lymphNodeDescribed(a, c, befundClauses)) continue;
    // A suspicious structure without a finding word: supported where the Befund names its
    // structure ("Suspekte Lymphknoten" for "Lymphknoten mesorektal bis 9 mm") or its place.
    if (positive.length === 0) {
      const named =
        structures.length === 0
          ? c.structures.some((s) => supportIds.has(s.id))
          : c.places.length > 0 && !placeUnnamed(c.places, supportPlaces);
      if (named) continue;
    }
    // An interpretation of the described signs without anatomy of its own ("Befundkonstellation
    // vereinbar mit Multipler Sklerose") rests on the Befund as a whole.
    // Only what follows the interpretive words is the interpretation: "Kontusionsblutung temporal
    // rechts im Sinne einer Contre-coup-Verletzung" still names a finding of its own.
    const cue = NEGATION.interpretive.exec(text.slice(c.start, c.end));
    const interpretive =
      structures.every((s) => ofSymptom(text, c, s)) &&
      cue !== null &&
      positive.every((f) => f.start >= c.start + cue.index);
    // ... or on the structure its sentence named before ("Suspekter Lymphknoten ..., hochverdächtig
    // auf ein Lymphknotenrezidiv" where the Befund describes that node).
    const namedBefore = sentenceOf(a, c).some(
      (x) => x.index < c.index && x.structures.some((s) => supportIds.has(s.id)),
    );
    if (interpretive && (supportFindings.some((f) => !f.negated) || namedBefore)) continue;
    // "Nervenscheidentumor im Neuroforamen, am ehesten Schwannom der Wurzel L3": a clause that
    // opens with an interpretation names what a finding of its group said before in the sentence
    // is; that finding answers to the Befund.
    const interprets =
      cue !== null &&
      /^[\s,(]*$/u.test(text.slice(c.start, c.start + cue.index)) &&
      sentenceOf(a, c).some(
        (x) =>
          x.index < c.index &&
          x.findings.some((f) => !f.negated && positive.some((p) => p.group === f.group)),
      );
    if (interprets) continue;
    const supported = (f: FindingHit) =>
      supportOrKnown.some((b) => {
        const bc = clauses[b.clause] as Clause;
        if (!mayName(b, f)) return false;
        // The same finding, a kind of the Befund's ("Mikrokalzifikationen" among "Verkalkungen": the
        // general word in the Befund supports the kind), or
        // without anatomy of its own any finding of its group.
        const kind = (KINDS[b.id]?.includes(f.id) ?? false) || (FLUID.has(b.id) && FLUID.has(f.id));
        if (b.id !== f.id && !kind && !(structures.length === 0 && b.group === f.group)) return false;
        // A denial of the general word is no mention of its kinds ("keine mediastinale Blutung" of a
        // "Hämatothorax").
        if (b.negated && (KINDS[b.id]?.includes(f.id) ?? false)) return false;
        // A finding of the whole organ is supported by the same finding in a part ("Lungenemphysem"
        // by "Emphysem in beiden Oberlappen").
        // Only structures named where the finding is: the Beurteilung's clause, the Befund's sentence
        // ("Femoralhernie ..., Flüssigkeit im Bruchsack"); a context carried over from an earlier
        // sentence ("Mediastinale Lymphknoten ... Emphysem beidseits") places nothing. Levels and
        // segments carry on.
        if (
          !f.global &&
          !structuresCompatible(namedAt(a, c, [c], f), namedAt(a, bc, sentenceOf(a, bc), b), true)
        )
          return false;
        if (placesApart(a, bc, b, c, f)) return false;
        if (!compoundsDiffer(text, f, b)) return true;
        // Same head, other first part: supported unless that part names a place ("Begleiterguss"
        // and "Randwinkelerguss" are one effusion; "Schenkelhalsfraktur" is no "Beckenringfraktur")
        // that the Befund's finding does not reach ("Querfraktur der Ulna" for "Ulnaschaftfraktur").
        const sameSide = sidesCompatible(sideOf(c, f)?.side, sideOf(bc, b)?.side);
        if (placeCovers(ownPlaces(a.text, bc, b), ownPlaces(a.text, c, f)) === true) return sameSide;
        return !placeInWord(text, f) && sameSide;
      });
    const findingSupported = orphans.length > 0 ? orphans.every(supported) : positive.some(supported);
    if (findingSupported) continue;
    // A lesion word at a position inside the organ ("oben außen", "2 Uhr") where the Befund
    // describes a lesion by another word; a side conflict there is laterality's to report.
    const positions = positionsOf(text.slice(c.start, c.end));
    const lesionThere =
      positions.size > 0 &&
      positive.some((f) => LESION_GROUPS.has(f.group)) &&
      supportFindings.some(
        (b) =>
          !b.negated &&
          LESION_GROUPS.has(b.group) &&
          [...positionsOf(sentenceText(a, clauses[b.clause] as Clause))].some((p) => positions.has(p)),
      );
    if (lesionThere) continue;
    // A diagnosis from its signs: "Arteriosklerose" from a calcified plaque. The diagnosis is an
    // asserted finding's word (not "ohne Zeichen der Cholezystitis"), the sign stands in a Befund
    // sentence about the same organ (a sigma wall thickening is no sign of a cholecystitis).
    const diagnoses = positive.map((f) => wordText(text, f));
    const signed = SUPPORT.some(
      (r) =>
        diagnoses.some((d) => r.diagnosis.test(d)) &&
        befundClauses.some(
          (bc) =>
            r.signs.test(text.slice(bc.start, bc.end)) &&
            (r.anyOrgan ||
              structures.length === 0 ||
              structuresCompatible(contextOf(a, c), contextOf(a, bc), true)),
        ),
    );
    if (signed) continue;
    flag(c);
  }
  return drafts;
}
