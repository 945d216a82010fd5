/**
 * Numbered structures as places whose members exclude each other, like vertebral levels: the brain
 * ventricles ("Dritter Ventrikel", "Seitenventrikel"), ribs ("4. Rippe", "Rippen 3 bis 6", "Costa 5",
 * "Rippen 1 und 2"),
 * the rays of hand and foot ("Os metacarpale IV", "MC V", "Mittelfußknochen II") and the joints of
 * fingers and toes ("MCP II", "DIP III", "Großzehengrundgelenk" = MTP I), and the fingers and toes ("Dig. V", "Dig. I bis III").
 * "Os metacarpale IV ohne Fraktur" says nothing of a fracture of MC V.
 */
import type { StructureHit } from './annotate';

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5 };
const NUMBER = '(?:V|IV|I{1,3}|\\d{1,2})';
/** A number or a range; a dot only inside a range ("3. bis 6."), so "Os metacarpale IV." ends before its full stop. */
const RANGE = `(${NUMBER})(?:\\.?\\s*(?:bis|-|–)\\s*(${NUMBER})(?![\\d\\p{L}]))?`;

/** "Rippe 4", "Rippen 3 bis 6", "Rippenfraktur 7", "Costae 4-7", and "4. Rippe", "4. bis 7. Rippe", "4.-7. Rippe rechts" (not a list number: "1. Rippenfraktur"). */
const RIB_AFTER = new RegExp(`(?<!\\p{L})(?:Rippe\\p{L}*|Costae?)\\s+${RANGE}(?![\\d\\p{L}])`, 'gu');
const RIB_BEFORE = /(?<![\d\p{L}\n]|^)(\d{1,2})\.\s*(?:(?:bis|-|–)\s*(\d{1,2})\.\s*)?Rippe(?!\p{L})/gu;
/** Lists: "Rippen 1 und 2", "Rippen 3, 4 und 5", "Rippenfrakturen 5 und 6", "1. und 2. Rippe". */
const RIB_LIST_AFTER =
  /(?<!\p{L})(?:Rippen\p{L}*|Costae)\s+(\d{1,2})(?:\s*(?:,|und|sowie)\s*(\d{1,2}))(?:\s*(?:,|und|sowie)\s*(\d{1,2}))?(?![\d\p{L}])/gu;
const RIB_LIST_BEFORE = /(?<![\d\p{L}\n]|^)(\d{1,2})\.\s*(?:,|und|sowie)\s*(\d{1,2})\.\s*Rippe(?!\p{L})/gu;

/** "Os metacarpale IV", "Metakarpale V", "MC-V", "MT 2", "Mittelhandknochen III", "Os metatarsale I". */
const RAY = new RegExp(
  `(?<!\\p{L})(?:(Os\\s+metacarpale|Ossa\\s+metacarpalia|Metak?c?arpale|MC|Mittelhandknochen)|(Os\\s+metatarsale|Ossa\\s+metatarsalia|Metatarsale|MT|Mittelfußknochen))(?:-|\\s+)${RANGE}(?![\\d\\p{L}])`,
  'gu',
);
/** "2. Mittelhandknochen", "5. Metatarsale". */
const RAY_BEFORE =
  /(?<![\d\p{L}])(\d)\.\s*(?:(Mittelhandknochen|Metacarpale|Metakarpale)|(Mittelfußknochen|Metatarsale))/gu;

/** Finger and toe joints by ray: "MCP II", "MCP-II-Köpfchen", "DIP III", "MCP II/III", "MTP 1 und 2". */
const JOINT = new RegExp(
  `(?<!\\p{L})(MCP|PIP|DIP|MTP)(?:-|\\s+)(${NUMBER})(?:\\s*(?:/|und|,)\\s*(${NUMBER}))?(?![\\d\\p{L}])`,
  'gu',
);

/** The great toe's metatarsophalangeal joint by its German name: MTP I. */
const GREAT_TOE_JOINT = /(?<!\p{L})[Gg]roßzehengrundgelenk\p{L}*/gu;

/** Fingers and toes by number: "Dig. V", "Digitus II", "Dig. I bis III", "Finger 3", "Zehe II". */
const DIGIT = new RegExp(
  `(?<!\\p{L})(?:Dig\\.|Digit(?:us|i)|Finger|Zehe)\\s*(${NUMBER})(?:\\s*(?:bis|-|–)\\s*(${NUMBER}))?(?![\\d\\p{L}])`,
  'gu',
);

/** The brain ventricles: the third, the fourth and the lateral ones ("Dritter Ventrikel", "IV. Ventrikel", "Seitenventrikel"). */
const ORDINAL_BEFORE = /(?:(dritte[nrs]?|III\.|3\.)|(vierte[nrs]?|IV\.|4\.))\s*$/iu;
const MENISCUS_BEFORE = /menisk(?:us)?$/iu;
const LATERAL_BEFORE = /(?:Seiten|seiten)$|(?:Vorder|Hinter|Temporal|vorder|hinter|temporal)h$/u;

/** Found word by word ("entrikel", "orn", "örner") rather than by one pattern tried at every character. */
function ventricles(text: string): StructureHit[] {
  const out: StructureHit[] = [];
  const add = (start: number, end: number, id: string) => out.push({ start, end, id, family: 'ventricle' });
  for (let i = text.indexOf('entrikel'); i !== -1; i = text.indexOf('entrikel', i + 8)) {
    const wordStart = i - 1;
    const before = text.slice(Math.max(0, wordStart - 12), wordStart);
    const ordinal = ORDINAL_BEFORE.exec(before);
    if (ordinal) add(wordStart - ordinal[0].length, i + 8, ordinal[1] ? 'ventricle-3' : 'ventricle-4');
    else if (LATERAL_BEFORE.test(before)) add(wordStart - 6, i + 8, 'ventricle-lateral');
  }
  for (const horn of ['horn', 'hörner']) {
    for (let i = text.indexOf(horn); i !== -1; i = text.indexOf(horn, i + horn.length)) {
      const prefix = LATERAL_BEFORE.exec(text.slice(Math.max(0, i - 9), i + 1));
      // "Innenmeniskushinterhorn" is a meniscus's horn.
      const start = i + 1 - (prefix?.[0].length ?? 0);
      if (prefix && !MENISCUS_BEFORE.test(text.slice(Math.max(0, start - 9), start)))
        add(start, i + horn.length, 'ventricle-lateral');
    }
  }
  return out;
}

function value(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  return ROMAN[token] ?? Number(token);
}

function range(from: string | undefined, to: string | undefined, max: number): number[] {
  const a = value(from);
  const b = value(to) ?? a;
  if (a === undefined || b === undefined || !(a >= 1 && b <= max && b >= a)) return [];
  return Array.from({ length: b - a + 1 }, (_, k) => a + k);
}

function hits(m: RegExpMatchArray, family: string, prefix: string, numbers: number[]): StructureHit[] {
  const start = m.index as number;
  return numbers.map((n) => ({ start, end: start + m[0].length, id: `${prefix}-${n}`, family }));
}

export function numberedStructures(text: string): StructureHit[] {
  const out: StructureHit[] = [];
  // Cheap tests first: most reports name no rib and no ray by number.
  if (/[Rr]ippe|[Cc]ost/u.test(text)) {
    for (const m of text.matchAll(RIB_AFTER)) out.push(...hits(m, 'rib', 'rib', range(m[1], m[2], 12)));
    for (const m of text.matchAll(RIB_BEFORE)) out.push(...hits(m, 'rib', 'rib', range(m[1], m[2], 12)));
    for (const list of [RIB_LIST_AFTER, RIB_LIST_BEFORE])
      for (const m of text.matchAll(list)) {
        const numbers = m.slice(1).flatMap((n) => range(n, undefined, 12));
        out.push(...hits(m, 'rib', 'rib', numbers));
      }
  }
  if (/M[CT][-\s]|etacarp|etakarp|etatars|ittelhandkn|ittelfußkn/u.test(text)) {
    for (const m of text.matchAll(RAY)) out.push(...hits(m, 'ray', m[1] ? 'mc' : 'mt', range(m[3], m[4], 5)));
    for (const m of text.matchAll(RAY_BEFORE))
      out.push(...hits(m, 'ray', m[2] ? 'mc' : 'mt', range(m[1], m[1], 5)));
  }
  if (/Dig|Finger|Zehe/u.test(text))
    for (const m of text.matchAll(DIGIT)) out.push(...hits(m, 'digit', 'dig', range(m[1], m[2], 5)));
  out.push(...ventricles(text));
  if (/MCP|PIP|DIP|MTP/u.test(text)) {
    for (const m of text.matchAll(JOINT)) {
      const prefix = (m[1] as string).toLowerCase();
      const numbers = [...range(m[2], m[2], 5), ...range(m[3], m[3], 5)];
      out.push(...hits(m, 'joint', prefix, numbers));
    }
  }
  if (text.includes('roßzehengrundgelenk'))
    for (const m of text.matchAll(GREAT_TOE_JOINT)) out.push(...hits(m, 'joint', 'mtp', [1]));
  return out;
}
