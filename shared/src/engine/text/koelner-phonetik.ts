/**
 * Kölner Phonetik (Postel 1969): a phonetic code for German words. Words that sound alike get the
 * same digit string, so "Hofa" finds "Hoffa" and "zöliakus" finds "coeliacus".
 */
const SIMPLE: Record<string, string> = {
  a: '0',
  e: '0',
  i: '0',
  j: '0',
  o: '0',
  u: '0',
  y: '0',
  ä: '0',
  ö: '0',
  ü: '0',
  b: '1',
  f: '3',
  v: '3',
  w: '3',
  g: '4',
  k: '4',
  q: '4',
  l: '5',
  m: '6',
  n: '6',
  r: '7',
  s: '8',
  z: '8',
  ß: '8',
};

function codeAt(word: string, i: number): string {
  const ch = word[i] ?? '';
  const prev = word[i - 1] ?? '';
  const next = word[i + 1] ?? '';
  switch (ch) {
    case 'h':
      return '';
    case 'p':
      return next === 'h' ? '3' : '1';
    case 'd':
    case 't':
      return 'csz'.includes(next) && next !== '' ? '8' : '2';
    case 'x':
      return 'ckq'.includes(prev) && prev !== '' ? '8' : '48';
    case 'c':
      if (i === 0) return 'ahkloqrux'.includes(next) && next !== '' ? '4' : '8';
      if ('sz'.includes(prev) && prev !== '') return '8';
      return 'ahkoqux'.includes(next) && next !== '' ? '4' : '8';
    default:
      return SIMPLE[ch] ?? '';
  }
}

export function koelnerPhonetik(input: string): string {
  const word = input.toLowerCase().replace(/[^a-zäöüß]/g, '');
  let raw = '';
  for (let i = 0; i < word.length; i++) raw += codeAt(word, i);
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const digit = raw[i] as string;
    if (digit === out[out.length - 1]) continue;
    if (digit === '0' && out.length > 0) continue;
    out += digit;
  }
  return out;
}
