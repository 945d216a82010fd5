/**
 * Hyphens German orthography requires:
 * - abbreviation + word: "MLO Projektion" -> "MLO-Projektion", "EKG getriggert" ->
 *   "EKG-getriggert", "T1 hypointense" -> "T1-hypointense"; noun + modality: "Mehrzeilen CT";
 * - number + "-jährig", "-fach": "22 jähriger" -> "22-jähriger";
 * - eponym + noun: "Hoffa Fettkörper" -> "Hoffa-Fettkörper";
 * - Latin name + German noun: "Extensor carpi ulnaris Sehne" -> "Extensor-carpi-ulnaris-Sehne";
 * - two codes the lexicon lists as one: "HLA B27" -> "HLA-B27";
 * - catheter sizes: "6 French Schleuse" -> "6-French-Schleuse";
 * - suspended hyphens: "Grund und Deckplatten" -> "Grund- und Deckplatten", "STIR und
 *   T1-Sequenzen" -> "STIR- und T1-Sequenzen".
 * Modality plus body region stays apart ("CT Thorax", "MRT Knie"): that is how reports title it.
 */
import { lexiconKey } from '../lexicon/lexicon';
import { isAcronym, isLetterWord, isLowercase, makeToken, startsClause, type Token } from '../text/tokens';
import { LATIN_HEADS } from './closest-term';
import { adjacent, LABEL_WORDS, NOUN_PREFIX, type RuleContext, type RuleFamily } from './rule';

const MODALITIES = /^(CT|MRT|MR|PET|CTA|MRA|DSA|PET-CT|SPECT)$/;
const REGIONS = new Set(
  'thorax abdomen becken schädel kopf hals knie schulter hüfte hand fuß wirbelsäule hws bws lws lunge leber niere nieren herz mamma prostata sprunggelenk ellenbogen handgelenk oberbauch unterbauch'.split(
    ' ',
  ),
);
const TECHNICAL_TAIL =
  /^(gewichtet|getriggert|gesteuert|gestützt|gesichert|assoziiert|hyperintens|hypointens|isointens|hyperdens|hypodens|isodens|betont|basiert|kontrolliert|geführt|markiert)(e|en|er|es|em)?$/;
const NUMBER_TAIL =
  /^(jährig|fach|malig|wöchig|tägig|monatig|stündig|zeilig|prozentig|minütig|schichtig)(e|en|er|es|em)?$/;
/** Words that classify after a code or eponym ("Modic Typ 1", "pAVK Stadium IIb"). */
const CLASSIFIERS = /^(Typ|Grad|Stadium|Klasse|Kategorie|Score|Klassifikation)$/;
/** Paired positions: "Ober" alone, "Unterlappen" as the start of the compound after "und". */
const POSITION = 'ober|unter|mittel|vorder|hinter|innen|außen';
const POSITION_WORD = new RegExp(`^(${POSITION})$`);
const POSITION_START = new RegExp(`^(${POSITION})`);
const CONJUNCTION = /^(und|oder|bzw|sowie|bis)$/;

const codes = new Map<string, boolean>();

function isCode(text: string): boolean {
  let code = codes.get(text);
  if (code === undefined) {
    code = isAcronym(text) || /^[\p{Lu}][\p{Lu}\d]*\d[\p{Lu}\d]*$/u.test(text);
    if (codes.size > 100_000) codes.clear();
    codes.set(text, code);
  }
  return code;
}

function hyphenJoin(tokens: readonly Token[], i: number, context: RuleContext): boolean {
  const a = tokens[i];
  const b = tokens[i + 1];
  if (!a || !b || !adjacent(a, b) || a.text.endsWith('-')) return false;
  // Every rule below needs a code, a number or an eponym first, or a modality second.
  if (!isCode(a.text) && !/^\d/.test(a.text) && !context.lexicon.eponyms.has(a.text) && !isCode(b.text))
    return false;
  // Hybrid imaging: "PET CT" -> "PET-CT".
  if (/^(PET|SPECT)$/.test(a.text) && /^(CT|MRT|MR)$/.test(b.text)) return true;
  // "HLA B27": a code of two codes, joined only where the lexicon spells it so ("MRT T2" stays apart).
  if (isCode(a.text) && isCode(b.text))
    return context.lexicon.byKey.get(lexiconKey(a.text + b.text)) === `${a.text}-${b.text}`;
  const bIsWord = isLetterWord(b) && !LABEL_WORDS.has(b.text.toLowerCase());
  if (isCode(a.text) && bIsWord && !isCode(b.text)) {
    if (isLowercase(b.text)) return TECHNICAL_TAIL.test(b.text);
    // "CT Thorax" names the region, "im CT Milzlazeration" what the CT showed: no compounds.
    const bKey = b.text.toLowerCase();
    if (
      MODALITIES.test(a.text) &&
      (REGIONS.has(bKey) || context.lexicon.anatomy.has(bKey) || context.lexicon.pathology.has(bKey))
    )
      return false;
    // "pAVK Stadium IIb", "ACR Typ B": classifiers follow the code as words of their own.
    if (CLASSIFIERS.test(b.text)) return false;
    // ICD codes ("N63 Knoten", "K76.8") head a diagnosis, they do not form a compound.
    if (/^\p{Lu}\d{2}/u.test(a.text)) return false;
    return b.text.length >= 3 && (context.knowledge.isNoun(b.text) || context.knowledge.isKnown(b.text));
  }
  if (/^\d+$/.test(a.text) && NUMBER_TAIL.test(b.text)) return true;
  if (/^\d+$/.test(a.text) && /^(French|Charrière|Fr)$/.test(b.text)) {
    const c = tokens[i + 2];
    return c !== undefined && adjacent(b, c) && isLetterWord(c) && !isLowercase(c.text);
  }
  if (/^\d+-(French|Charrière|Fr)$/.test(a.text)) return isLetterWord(b) && !isLowercase(b.text);
  if (context.lexicon.eponyms.has(a.text) && bIsWord && !isLowercase(b.text) && b.text.length > 2) {
    return !CLASSIFIERS.test(b.text) && !context.lexicon.eponyms.has(b.text);
  }
  if (
    isLetterWord(a) &&
    !LABEL_WORDS.has(a.text.toLowerCase()) &&
    !isLowercase(a.text) &&
    MODALITIES.test(b.text) &&
    a.text.length > 3
  ) {
    // Modalities are neuter ("das CT"): "bei persistierender Klinik MRT" gives the article or
    // adjective before to the first noun, which then stands on its own.
    const before = tokens[i - 1]?.text ?? '';
    if (/^(der|einer|keiner|dieser)$/i.test(before) || (isLowercase(before) && /\p{L}{3,}er$/u.test(before)))
      return false;
    // "EKG-getriggerte CT-Angiographie": an adjective before a modality stays a word of its own.
    if (isLowercase(a.text.slice(a.text.lastIndexOf('-') + 1))) return false;
    // "Kontroll CT", "Niedrigdosis CT": compound heads that are no words on their own.
    if (NOUN_PREFIX.test(a.text)) return true;
    const noun = startsClause(tokens, i)
      ? context.knowledge.isNoun(a.text)
      : !context.knowledge.inDictionary(a.text.toLowerCase());
    return noun && context.knowledge.isKnown(a.text);
  }
  return false;
}

/**
 * Endings of Latin attributes: "carpi", "ulnaris", "oblongata", "valgus", "posterior", "ulnae".
 * Not "-es": that ends German adjectives too ("glenohumerales", "zentrilobuläres").
 */
const LATIN_ATTRIBUTE = /^\p{Ll}{3,}(us|is|i|ae|a|um|or|ex)$/u;
const PLACE_PREPOSITION = /^(im|am|vom|zum|beim|ins|in|an|auf|über|unter)$/i;
/** Latin sides stay words of their own, as "rechts" and "links" do. */
const LATIN_SIDE = /^(dext|sinist)/;

/** A lowercase Latin word of a name: one the dictionary lacks and the lexicon knows only as anatomy, if at all. */
function latinAttribute(token: Token, context: RuleContext): boolean {
  const { knowledge, lexicon } = context;
  const text = token.text;
  if (!LATIN_ATTRIBUTE.test(text) || LATIN_SIDE.test(text) || lexicon.prefixes.has(text)) return false;
  if (knowledge.inDictionary(text)) return false;
  return lexicon.anatomy.has(text) || !knowledge.isKnown(text);
}

/**
 * "Extensor carpi ulnaris Sehne", "Medulla oblongata Infarkt": a Latin name (a capitalized word the
 * German dictionary lacks, then one to three Latin attributes) before a German noun is the first
 * part of a compound, hyphenated throughout. Returns the number of tokens of the run, 0 if none.
 */
function latinNameCompound(tokens: readonly Token[], i: number, context: RuleContext): number {
  const { knowledge, lexicon } = context;
  const head = tokens[i] as Token;
  // Cheap test first: almost no word is followed by a Latin attribute.
  if (!LATIN_ATTRIBUTE.test(tokens[i + 1]?.text ?? '')) return 0;
  if (head.locked || !isLetterWord(head) || head.text.includes('-') || isLowercase(head.text)) return 0;
  if (isCode(head.text) || LABEL_WORDS.has(head.text.toLowerCase())) return 0;
  if (knowledge.inDictionary(head.text) || knowledge.inDictionary(head.text.toLowerCase())) return 0;
  // "Im Colon sigmoideum Wandverdickung": after a preposition the name is a place, the noun what lies there.
  if (PLACE_PREPOSITION.test(tokens[i - 1]?.text ?? '')) return 0;
  let k = i + 1;
  while (k - i <= 3) {
    const token = tokens[k];
    if (!token || !adjacent(tokens[k - 1], token) || !latinAttribute(token, context)) break;
    k++;
  }
  const noun = tokens[k];
  if (k === i + 1 || !noun || !adjacent(tokens[k - 1], noun) || !isLetterWord(noun)) return 0;
  const text = noun.text;
  if (text.includes('-') || isLowercase(text) || text.length < 4 || isCode(text)) return 0;
  // A second Latin name ("Arteria carotis Vena jugularis") or a classifier ("Typ", "Grad") is no compound tail.
  if (LATIN_HEADS.has(text) || CLASSIFIERS.test(text) || LABEL_WORDS.has(text.toLowerCase())) return 0;
  if (lexicon.eponyms.has(text) || LATIN_ATTRIBUTE.test(text.toLowerCase())) return 0;
  const german =
    knowledge.inDictionary(text) || knowledge.isNoun(text) || knowledge.isCompound(text.toLowerCase());
  return german ? k - i + 1 : 0;
}

/** "Grund" before "und Deckplatten" is the first half of "Grundplatten". */
function suspends(tokens: readonly Token[], i: number, context: RuleContext): boolean {
  const a = tokens[i];
  const conjunction = tokens[i + 1];
  const c = tokens[i + 2];
  if (
    !a ||
    !conjunction ||
    !c ||
    !CONJUNCTION.test(conjunction.text) ||
    !adjacent(a, conjunction) ||
    !adjacent(conjunction, c)
  )
    return false;
  if (!isLetterWord(a) && !isCode(a.text)) return false;
  if (a.text.endsWith('-') || LABEL_WORDS.has(a.text.toLowerCase())) return false;
  if (c.text.includes('-') && isCode(a.text)) return true;
  const aKey = a.text.toLowerCase();
  // "Ober und Unterlappen", "Innen und Außenmeniskus": paired positions share the rest.
  if (POSITION_WORD.test(aKey) && POSITION_START.test(c.text.toLowerCase()) && c.text.length >= 8)
    return true;
  if (context.lexicon.prefixes.has(aKey))
    return (
      context.lexicon.prefixes.has(c.text.toLowerCase().slice(0, aKey.length)) ||
      /^(extra|intra|prä|post|sub|supra|infra)/i.test(c.text)
    );
  if (!isLetterWord(c) || c.text.length < 6) return false;
  // "Leber und Milzvene" names the organ; Latin muscle names stand before "-sehne", "-muskel"
  // ("Infraspinatus und Subscapularissehne").
  if (context.lexicon.anatomy.has(aKey) && !/(us|is)$/.test(aKey)) return false;
  for (let k = 2; k <= c.text.length - 4; k++) {
    const tail = c.text.slice(k);
    if (context.lexicon.byKey.has(lexiconKey(a.text + tail)) && context.knowledge.isKnown(c.text.slice(0, k)))
      return true;
  }
  return false;
}

export const hyphens: RuleFamily = {
  name: 'hyphens',
  apply(tokens, context) {
    const out = [...tokens];
    for (let i = 0; i < out.length - 2; i++) {
      const length = latinNameCompound(out, i, context);
      if (length === 0) continue;
      const parts = out.slice(i, i + length);
      out.splice(i, length, makeToken(parts.map((token) => token.text).join('-'), (parts[0] as Token).pre));
    }
    for (let i = 0; i < out.length - 1; i++) {
      if (out[i]?.locked || out[i + 1]?.locked || !hyphenJoin(out, i, context)) continue;
      const a = out[i] as Token;
      const b = out[i + 1] as Token;
      out.splice(i, 2, makeToken(`${a.text}-${b.text}`, a.pre));
      i--;
    }
    // Second pass: a suspended hyphen needs the compound after the conjunction in its final form.
    for (let i = 0; i < out.length - 2; i++) {
      const a = out[i] as Token;
      if (!a.locked && suspends(out, i, context)) a.text = `${a.text}-`;
    }
    return out;
  },
};
