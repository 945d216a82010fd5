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
  if (word in UNITS) return UNITS[word];
  if (word in TENS) return TENS[word];
  const match = /^(\p{L}+)und(\p{L}+)$/u.exec(word);
  if (!match) return undefined;
  const unit = INNER[match[1] as string];
  const ten = TENS[match[2] as string];
  if (unit === undefined || ten === undefined || unit === 0 || unit > 9) return undefined;
  return ten + unit;
}

export function parseNumberWord(input: string): number | undefined {
  const word = input.toLowerCase();
  if (word === 'hundert') return 100;
  const hundred = /^(\p{L}*?)hundert(\p{L}*)$/u.exec(word);
  if (hundred) {
    const head = hundred[1] as string;
    const tail = (hundred[2] as string).replace(/^und/, '');
    const factor = head === '' ? 1 : INNER[head];
    if (factor === undefined || factor < 1 || factor > 9) return undefined;
    const rest = tail === '' ? 0 : parseBelowHundred(tail);
    return rest === undefined ? undefined : factor * 100 + rest;
  }
  return parseBelowHundred(word);
}
