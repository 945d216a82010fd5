/**
 * Spoken punctuation: "Punkt" -> ".", "Komma" -> ",", "Doppelpunkt" -> ":", "Klammer auf" -> "(",
 * "Schrägstrich" -> "/" ... Only whole tokens match, so "Punktion", "Punktat", "Schwerpunkt" and
 * "echogenen Punkten" are never touched, and "ein echogener Punkt" stays a noun.
 */
import { makeToken, type Token } from '../text/tokens';
import { FUNCTION_WORDS, type RuleFamily } from './rule';

const MARKS: Record<string, string> = {
  punkt: '.',
  komma: ',',
  doppelpunkt: ':',
  semikolon: ';',
  fragezeichen: '?',
  ausrufezeichen: '!',
};
// Spoken as "Punkt" or "punkt": both spellings, looked up as written.
const GLUED: Record<string, string> = Object.fromEntries(
  Object.entries(MARKS).flatMap(([word, mark]) => [
    [word, mark],
    [word.charAt(0).toUpperCase() + word.slice(1), mark],
  ]),
);

const COMMAND_WORDS = new Set(
  [
    'punkt',
    'komma',
    'doppelpunkt',
    'semikolon',
    'fragezeichen',
    'ausrufezeichen',
    'klammer',
    'bindestrich',
    'schrägstrich',
  ].flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)]),
);

// Words after which "Punkt" is the noun: "ein Punkt", "am höchsten Punkt", "echogener Punkt im ...".
const NOUN_CONTEXT =
  /^(ein|einen|einem|eines|kein|keinen|der|dem|den|des|am|zum|vom|beim|jeder|jedem|diesem|diesen|welchem)$/i;

function isNounPunkt(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.text ?? '';
  if (NOUN_CONTEXT.test(before)) return true;
  const after = tokens[i + 1];
  // "echogener Punkt im Unterpol": an attributive adjective before, a preposition or article after
  // (lowercase recognizer output such as "homogen punkt gallenblase" stays a command).
  return (
    /^\p{Ll}+(er|en|em|es)$/u.test(before) &&
    after !== undefined &&
    FUNCTION_WORDS.has(after.text) &&
    !/^(früher|später|weiter|wieder|oben|unten|hinten|vorn|beschrieben|gesehen|zuvor)$/.test(before) &&
    after.pre === ' ' &&
    !/^(neuer|neue|nächste|nächster)$/i.test(after.text)
  );
}

export const spokenPunctuation: RuleFamily = {
  name: 'spoken-punctuation',
  apply(tokens) {
    const out: Token[] = [];
    let glueNext = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      // Only command words need a closer look; everything else passes straight through.
      const lower = COMMAND_WORDS.has(token.text) ? token.text.toLowerCase() : '';
      const next = tokens[i + 1];
      const previous = out[out.length - 1];
      if (glueNext) {
        token.pre = '';
        glueNext = false;
      }
      if (lower === '' || token.locked || (!previous && lower !== 'klammer')) {
        out.push(token);
        continue;
      }
      const mark = Object.hasOwn(GLUED, token.text) ? GLUED[token.text] : undefined;
      if (mark !== undefined && !(lower === 'punkt' && isNounPunkt(tokens, i))) {
        // A recognizer may already have written the dot of "p.a." or "ca.": do not double it.
        if (mark === '.' && previous && /\.$/.test(previous.text)) continue;
        out.push(makeToken(mark, ''));
        continue;
      }
      if (lower === 'klammer' && next && /^(auf|zu|öffnen|schließen)$/i.test(next.text)) {
        const opening = /^(auf|öffnen)$/i.test(next.text);
        out.push(makeToken(opening ? '(' : ')', opening ? token.pre : ''));
        glueNext = opening;
        i++;
        continue;
      }
      if (lower === 'bindestrich' || lower === 'schrägstrich') {
        out.push(makeToken(lower === 'bindestrich' ? '-' : '/', ''));
        // "Grund Bindestrich und Deckplatten": a suspended hyphen keeps the space after it.
        glueNext = !(lower === 'bindestrich' && next && /^(und|oder|bis|bzw)$/.test(next.text));
        continue;
      }
      out.push(token);
    }
    return out;
  },
};
