/**
 * Spoken layout: "neuer Absatz" starts a paragraph (blank line), "neue Zeile" a line. The
 * command words go; the break lands on the next token. Several commands in a row: the widest wins.
 */
import type { Token } from '../text/tokens';
import type { RuleFamily } from './rule';

const PARAGRAPH = /^(neuer|nächster)\s(absatz|abschnitt)$/i;
const LINE = /^(neue|nächste)\szeile$/i;

export const layoutCommands: RuleFamily = {
  name: 'layout-commands',
  apply(tokens) {
    const out: Token[] = [];
    let pending = '';
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as Token;
      const next = tokens[i + 1];
      // Commands start with "neue(r)" or "nächste(r)": only then is the pair worth building.
      const pair =
        next && !token.locked && next.pre === ' ' && /^[nN]/.test(token.text)
          ? `${token.text} ${next.text}`
          : '';
      if (PARAGRAPH.test(pair) || LINE.test(pair)) {
        const brk = PARAGRAPH.test(pair) ? '\n\n' : '\n';
        if (brk.length > pending.length) pending = brk;
        i++;
        continue;
      }
      if (pending !== '') {
        token.pre = out.length === 0 ? '' : pending;
        pending = '';
      }
      out.push(token);
    }
    return out;
  },
};
