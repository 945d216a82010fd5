/**
 * Capitals: a sentence start ("post stenotische ..." after a full stop, "fünf lumbale Wirbelkörper"
 * at a section start) and nouns the recognizer wrote in lowercase ("im kleinen becken"). A
 * lowercase word the dictionary knows as written (an adjective, "links") is left alone.
 */
import { capitalize, isBreak, isLetterWord, isLowercase, startsSentence, type Token } from '../text/tokens';
import { LATIN_HEADS } from './closest-term';
import { LABEL_WORDS, type RuleFamily } from './rule';

const KEEP_LOWER = /^(mm|cm|ml|m|l|ng\/ml|mg|kg|mSv|mGy|x|p\.a|a\.p|i\.v|z\.n|ca|bzw|ggf|evtl|v\.a)$/;

const DAY_TIME = /^(morgen|vormittag|mittag|nachmittag|abend|nacht)$/;
const DAY_ADVERB = /^(heute|gestern|vorgestern)$/i;
const MIXED_CASE = /^\p{Ll}{1,2}[\p{Lu}\d]+\p{Ll}?$/u;

export const capitalization: RuleFamily = {
  name: 'capitalization',
  apply(tokens, { knowledge }) {
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      if (token.locked || !isLowercase(token.text) || !isLetterWord(token) || KEEP_LOWER.test(token.text))
        continue;
      // Mixed-case abbreviations keep their case at a sentence start too: "pAVK", "pH", "mRNA".
      if (MIXED_CASE.test(token.text)) continue;
      // After a label's colon on the same line a sentence starts too ("Befund: fünf lumbale ...").
      const label = tokens[i - 2];
      const afterLabelColon =
        tokens[i - 1]?.text === ':' &&
        label !== undefined &&
        LABEL_WORDS.has(label.text.toLowerCase()) &&
        (i === 2 || isBreak(label.pre) || LABEL_WORDS.has(tokens[i - 3]?.text.toLowerCase() ?? ''));
      if (startsSentence(tokens, i) || afterLabelColon) {
        token.text = capitalize(token.text);
        continue;
      }
      // "heute Morgen", "gestern Abend": times of day after these adverbs are nouns.
      if (DAY_TIME.test(token.text) && DAY_ADVERB.test(tokens[i - 1]?.text ?? '')) {
        token.text = capitalize(token.text);
        continue;
      }
      // Inside a Latin name the genitive stays lowercase: "Dens axis", "Arteria carotis".
      const before = tokens[i - 1]?.text === '.' ? tokens[i - 2] : tokens[i - 1];
      if (before !== undefined && LATIN_HEADS.has(before.text)) continue;
      if (isLowercase(token.text) && token.text.length > 2 && knowledge.isLowercaseNoun(token.text)) {
        token.text = capitalize(token.text);
      }
    }
    return tokens;
  },
};
