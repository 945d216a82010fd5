/**
 * Split compounds joined: "Pleura Erguss" -> "Pleuraerguss", "post stenotische" ->
 * "poststenotische", "spindel förmig" -> "spindelförmig", "zu gehöriger" -> "zugehöriger".
 * German writes noun compounds as one word, so two nouns side by side without an article are
 * almost always a recognizer split. The exceptions are the rule's guard rails: Latin anatomy
 * ("Arteria cerebri"), modality plus region ("Röntgen Thorax"), classifiers ("Modic Typ 1"),
 * lists of organs ("Leber Milz"), section labels, numbers, sides and negations.
 */
import { parseNumberWord } from '../text/german-numbers';
import { isAcronym, isLetterWord, isLowercase, makeToken, startsClause, type Token } from '../text/tokens';
import { joinCase } from './casing';
import {
  adjacent,
  FUNCTION_WORDS,
  LABEL_WORDS,
  NEGATION_WORDS,
  NOUN_PREFIX,
  type RuleContext,
  type RuleFamily,
} from './rule';

/**
 * First words that stand before a noun without forming a compound with it, time spans among them
 * ("nach zwei Stunden Nachbeobachtung").
 */
const NEVER_FIRST = new Set(
  'uhr zyklen sitzungen sekunden minuten stunden tage tagen wochen monate monaten jahre jahren röntgen glandula glandulae corpus caput collum pars regio ramus radix tractus tunica lamina cornu sonographie sonografie mammographie szintigraphie angiographie arteria arteriae vena venae nervus musculus ligamentum os ossa ductus truncus processus sinus plexus bursa recessus foramen fossa sulcus gyrus lobus cavum canalis morbus status zustand typ grad stadium segment klasse kategorie score dr prof herr frau patient patientin rechts links beidseits'.split(
    ' ',
  ),
);
/** Second words that classify rather than compound ("Modic Typ 1", "Leber Segment 7"). */
const NEVER_SECOND = new Set('typ grad stadium segment klasse kategorie score level zone'.split(' '));

const SIDES = /^(rechts|links|beidseits|beiderseits|bilateral|rechte[nmrs]?|linke[nmrs]?)$/;
const SETTINGS =
  /^(\p{L}*(lage|narkose|anästhesie|sedierung)|durchleuchtung|ct-steuerung|sonographiesteuerung|ultraschallsteuerung)$/u;

/** Organs listed side by side without commas ("Leber Milz Nieren unauffällig") are a list, not a compound. */
const ORGANS =
  /^(leber|milz|nieren?|pankreas|gallenblase|herz|lungen?|magen|darm|harnblase|blase|prostata|uterus|ovarien|schilddrüse|aorta|nebennieren?|hoden|mediastinum|thorax|abdomen|becken)$/;

/** Tails that make adjectives of nouns: "spindel förmig", "Schallschatten gebende", "ulnar seitig". */
const SUFFIX_WORD =
  /^(förmig|artig|seitig|gebend|ähnlich|haltig|ständig|betont|bedingt|assoziiert|frei|reich|arm|wertig|gradig)(e|en|er|es|em)?$/;
/** Tails that qualify only some first words: sizes change, pathologies are suspected, anatomy is near. */
const QUALIFIED_TAIL = /^(progredient|regredient|konstant|stabil|verdächtig|fern|nah)(e|en|er|es|em)?$/;
const DENSE_FIRST = /^(röntgen|kalk|fett|weichteil|wasser|flüssigkeits|knochen|luft|kontrastmittel)$/i;

/** Nouns in -ion, -ung, -heit, -keit, -tät and -schaft: their compounds take a linking -s. */
const LINKING_S_NOUN = '(?:ion|ung|heit|keit|tät|schaft)';
const LINKING_S_TAKER = new RegExp(`${LINKING_S_NOUN}$`);
/** Such a noun with its -s: only ever the first part of a compound ("Distorsions-", "Planungs-"). */
const FIRST_PART_WITH_S = new RegExp(`${LINKING_S_NOUN}s$`);

const eligibleTexts = new Map<string, boolean>();

function eligible(token: Token | undefined): token is Token {
  if (!token || token.locked) return false;
  let result = eligibleTexts.get(token.text);
  if (result === undefined) {
    const lower = token.text.toLowerCase();
    result =
      isLetterWord(token) &&
      !token.text.includes('-') &&
      !(FUNCTION_WORDS.has(lower) || LABEL_WORDS.has(lower) || NEGATION_WORDS.test(lower)) &&
      parseNumberWord(lower) === undefined &&
      !isAcronym(token.text);
    if (eligibleTexts.size > 100_000) eligibleTexts.clear();
    eligibleTexts.set(token.text, result);
  }
  return result;
}

/** An adjective suffix with an inflection ending: "Terminales", "Retrograde", "Chronische". */
const INFLECTED_ADJECTIVE =
  /(ig|isch|lich|al|iv|är|ös|ell|ant|ent|end|bar|los|sam|haft|grad|iert|ert)(e|en|er|es|em)$/;
const ADJECTIVE_ENDING = /(ig|isch|lich|al|iv|är|ös|ell|ant|ent|bar|los|sam|haft|ierte?)(e|en|er|es|em)?$/;

/** "terminales" = "terminal" + "es": an inflected adjective, though "Terminales" is also a noun form. */
function adjectiveForm(lower: string, { knowledge }: RuleContext): boolean {
  const match = /^(.{3,}?)(e|er|es|em|en)$/.exec(lower);
  return match !== null && knowledge.inDictionary(match[1] as string);
}

/** At a sentence start capitals prove nothing: a compound noun the dictionary lacks ("Überkopf") still counts. */
function looksLikeNoun(word: string, { knowledge }: RuleContext): boolean {
  const lower = word.toLowerCase();
  // Inflected adjectives and participles ("Miterfasste", "Vorbestehende") end like this; compound heads rarely do.
  if (knowledge.inDictionary(lower) || ADJECTIVE_ENDING.test(lower) || /(e|er|es|em)$/.test(lower))
    return false;
  const lexical = knowledge.lexiconForm(word);
  if (lexical !== undefined) return !isLowercase(lexical);
  return knowledge.isKnown(word);
}

/** The joined noun when the dictionary or lexicon lists it as one word. */
function listedJoin(a: string, b: string, { knowledge }: RuleContext): string | undefined {
  const joined = joinCase(a, b, true);
  return knowledge.isBaseWord(joined) || knowledge.isBaseWord(joined.toLowerCase()) ? joined : undefined;
}

/** The joined spelling when the pair is a split compound, otherwise undefined. */
export function joinPair(tokens: readonly Token[], i: number, context: RuleContext): string | undefined {
  const a = tokens[i];
  const b = tokens[i + 1];
  if (!eligible(a) || !eligible(b) || !adjacent(a, b)) return undefined;
  const { knowledge, lexicon } = context;
  const aLower = a.text.toLowerCase();
  const bLower = b.text.toLowerCase();
  const bNoun = !isLowercase(b.text);
  const joined = aLower + bLower;
  if (b.text.length < 3) return undefined;
  if (lexicon.prefixes.has(aLower)) return joinCase(a.text, b.text, bNoun);
  // A side never becomes part of a word: "rechts frei" and "Brachialgie rechts" stay two words.
  if (SIDES.test(aLower) || SIDES.test(bLower)) return undefined;
  if (SUFFIX_WORD.test(bLower) && !bNoun) {
    if (/^dicht/.test(bLower) && !DENSE_FIRST.test(aLower)) return undefined;
    if (/^(frei|reich|arm)/.test(bLower) && !knowledge.inDictionary(joined)) return undefined;
    // "Artefakt bedingt" joins, "paramedian betonter" and "basal betont" stay apart: after an
    // adjective these participles are words of their own.
    if (/^(betont|bedingt|assoziiert)/.test(bLower) && isLowercase(a.text) && !knowledge.inDictionary(joined))
      return undefined;
    return joined;
  }
  if (/^dicht(e|en|er|es|em)?$/.test(bLower) && DENSE_FIRST.test(aLower)) return joined;
  if (!bNoun && QUALIFIED_TAIL.test(bLower)) {
    const ending = bLower.replace(QUALIFIED_TAIL, '$1');
    // "größen progredient", "Malignom verdächtig", "Mamillen fern", "Pleura nah": the tail says
    // what is qualified; "Herd verdächtig auf …" keeps the noun as its own subject.
    if (ending === 'verdächtig' && /^(auf|für)$/i.test(tokens[i + 2]?.text ?? '')) return undefined;
    const fits =
      ending === 'verdächtig'
        ? lexicon.pathology.has(aLower) || knowledge.inDictionary(joined)
        : ending === 'fern' || ending === 'nah'
          ? lexicon.anatomy.has(aLower) || lexicon.anatomy.has(aLower.replace(/n$/, ''))
          : /^(größe|größen|volumen|dichte)$/.test(aLower);
    if (fits) return joined;
  }
  if (NEVER_FIRST.has(aLower) || NEVER_SECOND.has(bLower)) return undefined;
  if (lexicon.eponyms.has(a.text) || lexicon.eponyms.has(b.text)) return undefined;
  if (isLowercase(a.text) && !bNoun) {
    // "zu gehöriger": only a spelling the dictionary itself lists; "zu sehen" stays an infinitive.
    if (aLower === 'zu' && /(en|ern|eln)$/.test(bLower)) return undefined;
    return knowledge.inDictionary(joined) ? joined : undefined;
  }
  // "Distorsions Trauma": nouns in -ion, -ung, -heit, -keit, -tät and -schaft never take an -s,
  // so with one the word is the first part of a compound, whatever noun follows.
  if (bNoun && FIRST_PART_WITH_S.test(aLower) && aLower.length >= 6 && knowledge.isKnown(b.text))
    return joinCase(a.text, b.text, true);
  if (!knowledge.isKnown(a.text)) {
    // "Terminales Ileum", "Miterfasste Milz": an inflected adjective before its noun, no compound.
    if (bNoun && /(e|er|es|em)$/.test(aLower)) return undefined;
    // The first part is no word on its own ("Lymph", "Spondyl", "Dissektions"): a split for sure
    // when the whole is a known compound. An adjective after an unknown name ("Willisi regelrecht")
    // joins only where the whole is listed: any word ending in "regelrecht" parses as a compound.
    if (!bNoun) return knowledge.isBaseWord(joined) ? joined : undefined;
    return knowledge.isKnown(joined) ? joinCase(a.text, b.text, bNoun) : undefined;
  }
  if (!bNoun) return undefined;
  if (NOUN_PREFIX.test(aLower) && knowledge.isKnown(b.text)) return joinCase(a.text, b.text, true);
  const aNoun = startsClause(tokens, i)
    ? (knowledge.isNoun(a.text) && !adjectiveForm(aLower, context) && !INFLECTED_ADJECTIVE.test(aLower)) ||
      looksLikeNoun(a.text, context)
    : // Mid-sentence capitals mark nouns, except adjectives after a code or in a title ("K76.8 Unklare Leberläsion").
      !isLowercase(a.text) &&
      !INFLECTED_ADJECTIVE.test(aLower) &&
      !(/(e|er|es|em)$/.test(aLower) && adjectiveForm(aLower, context));
  if (!aNoun || (!knowledge.isNoun(b.text) && !knowledge.isKnown(b.text))) return undefined;
  if (ORGANS.test(aLower) && ORGANS.test(bLower)) return undefined;
  // "Emphysem Oberfeld betont": the second noun opens an adjective ("oberfeldbetont") that
  // follows the first as a word of its own.
  const c = tokens[i + 2];
  if (c !== undefined && adjacent(b, c) && isLowercase(c.text) && SUFFIX_WORD.test(c.text.toLowerCase()))
    return undefined;
  // "In Rückenlage Punktion", "unter Durchleuchtung Kontrolle": the setting of a procedure, then
  // the procedure; positions, anaesthesia and guidance do not head compounds.
  if (SETTINGS.test(aLower)) return undefined;
  // "des Katheters Punktionsstelle trocken": a genitive attribute, then the next phrase.
  if (/s$/.test(aLower) && /^(des|eines|keines|dieses|jedes)$/i.test(tokens[i - 1]?.text ?? ''))
    return undefined;
  // Two long nouns side by side are two phrases more often than one compound ("Im
  // Abschlussangiogramm Reststenose", "mit Kontrastmittel Verteilung"): only a listed word joins.
  if (a.text.length >= 10 && b.text.length >= 10) return listedJoin(a.text, b.text, context);
  // So does a long term after a word that is no anatomy or pathology ("seit dem Abend
  // Lumboischialgie", "(Mutter Mammakarzinom)"); "Gefäß Komplikationen" is one word.
  if (b.text.length >= 13 && !lexicon.anatomy.has(aLower) && !lexicon.pathology.has(aLower))
    return listedJoin(a.text, b.text, context);
  // "Abduktion Aufstauchung": a first noun in -ion, -ung, -heit, -keit, -tät or -schaft joins with a
  // linking -s ("Abduktionsaufstauchung"), never without one; two words side by side are two phrases.
  if (LINKING_S_TAKER.test(aLower)) return listedJoin(a.text, b.text, context);
  // "Niere Zyste": a first noun ending in -e joins with a linking -n ("Nierenzyste") that the
  // speaker did not say; two words side by side are then a telegraphic phrase, kept as spoken.
  if (/e$/.test(aLower) && !/(ee|ie)$/.test(aLower)) return listedJoin(a.text, b.text, context);
  return knowledge.isCompound(joined) ? joinCase(a.text, b.text, true) : undefined;
}

export const compounds: RuleFamily = {
  name: 'compounds',
  apply(tokens, context) {
    const out = [...tokens];
    for (let i = 0; i < out.length - 1; i++) {
      const joined = joinPair(out, i, context);
      if (joined === undefined) continue;
      const first = out[i] as Token;
      out.splice(i, 2, makeToken(joined, first.pre));
      i--; // the joined word may continue: "Hand Wurzel Knochen"
    }
    return out;
  },
};
