/**
 * Plain text from the engine's HTML (and from editor HTML of the same shape): blocks become
 * lines, paragraphs blank lines, list items "1. ..." lines. Lets check() run on generated reports.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (Object.hasOwn(ENTITIES, name)) return ENTITIES[name] as string;
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

export function htmlToText(html: string): string {
  // Number list items per list: a stack of open lists, each with its kind and counter.
  const lists: { ordered: boolean; count: number }[] = [];
  const withLists = html.replace(/<(\/?)(ol|ul|li)\b[^>]*>/gi, (_tag, closing: string, name: string) => {
    const lower = name.toLowerCase();
    if (lower !== 'li') {
      if (closing) lists.pop();
      else lists.push({ ordered: lower === 'ol', count: 0 });
      return '\n';
    }
    if (closing) return '';
    const list = lists[lists.length - 1];
    if (!list) return '\n- ';
    list.count++;
    return list.ordered ? `\n${list.count}. ` : '\n- ';
  });
  const text = withLists
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ol|ul|table|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(\S)\n\n(\d+\. |- )/g, '$1\n$2')
    .replace(/^([^\n]{1,40}:)\n\n/gm, '$1\n')
    .trim();
}
