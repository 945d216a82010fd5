/**
 * German number words 0 to 999 ("zwölf", "einundzwanzig", "zweihundertfünfzig") as values.
 * "ein", "eine" are articles far more often than numbers and are never read as numbers.
 */
const UNITS: Record<string, number> = {
  null: 0,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
// Forms used inside compounds: "einund-", "ein-hundert", "sieb-zig".
const INNER: Record<string, number> = { ...UNITS, ein: 1, zwo: 2 };

function parseBelowHundred(word: string): number | undefined {
  if (Object.hasOwn(UNITS, word)) return UNITS[word];
  if (Object.hasOwn(TENS, word)) return TENS[word];
  const match = /^(\p{L}+)und(\p{L}+)$/u.exec(word);
  if (!match) return undefined;
  const unit = Object.hasOwn(INNER, match[1] as string) ? INNER[match[1] as string] : undefined;
  const ten = Object.hasOwn(TENS, match[2] as string) ? TENS[match[2] as string] : undefined;
  if (unit === undefined || ten === undefined || unit === 0 || unit > 9) return undefined;
  return ten + unit;
}

function parseSpelled(word: string): number | undefined {
  if (word === 'hundert') return 100;
  const hundred = /^(\p{L}*?)hundert(\p{L}*)$/u.exec(word);
  if (hundred) {
    const head = hundred[1] as string;
    const tail = (hundred[2] as string).replace(/^und/, '');
    const factor = head === '' ? 1 : Object.hasOwn(INNER, head) ? INNER[head] : undefined;
    if (factor === undefined || factor < 1 || factor > 9) return undefined;
    const rest = tail === '' ? 0 : parseBelowHundred(tail);
    return rest === undefined ? undefined : factor * 100 + rest;
  }
  return parseBelowHundred(word);
}

// All spellings 0..999 in one table: number words are checked on every token, so one lookup.
let table: Map<string, number> | undefined;

function buildTable(): Map<string, number> {
  const words = new Map<string, number>();
  const units = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const belowHundred: string[] = [];
  for (const [word, value] of Object.entries(UNITS)) belowHundred[value] = word;
  for (const [ten, value] of Object.entries(TENS)) {
    belowHundred[value] = ten;
    for (let unit = 1; unit <= 9; unit++) belowHundred[value + unit] = `${units[unit]}und${ten}`;
  }
  belowHundred.forEach((word, value) => {
    words.set(word, value);
  });
  for (let hundred = 1; hundred <= 9; hundred++) {
    for (const head of hundred === 1 ? ['', 'ein'] : [units[hundred] as string]) {
      words.set(`${head}hundert`, hundred * 100);
      for (let rest = 1; rest < 100; rest++) {
        const tail = belowHundred[rest];
        if (tail === undefined) continue;
        words.set(`${head}hundert${tail}`, hundred * 100 + rest);
        words.set(`${head}hundertund${tail}`, hundred * 100 + rest);
      }
    }
  }
  for (const [word, value] of words) if (parseSpelled(word) !== value) words.delete(word);
  for (const [word, value] of [...words]) words.set(word.charAt(0).toUpperCase() + word.slice(1), value);
  return words;
}

export function parseNumberWord(input: string): number | undefined {
  table ??= buildTable();
  // Lowercase and capitalized spellings are both in the table: no case folding per call.
  return table.get(input);
}
