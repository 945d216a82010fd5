import { describe, expect, it } from 'vitest';
import { parseNumberWord } from './german-numbers';
import { koelnerPhonetik } from './koelner-phonetik';
import { editDistance, spellingKey } from './spelling-key';
import { renderTokens, tokenize } from './tokens';

describe('tokens', () => {
  it('round-trips any text with its whitespace', () => {
    const text =
      'Befund:\nSchilddrüse 28 ml (rechts 17 ml, links 11 ml).\n\nT2-hyperintens, p.a., 5/SWK 1, 2,1 cm.';
    expect(renderTokens(tokenize(text))).toBe(text);
    expect(tokenize('2,1 cm.').map((t) => t.text)).toEqual(['2,1', 'cm', '.']);
  });
});

describe('Kölner Phonetik', () => {
  it('gives sound-alike German words the same code', () => {
    expect(koelnerPhonetik('Müller-Lüdenscheidt')).toBe('65752682');
    expect(koelnerPhonetik('Hofa')).toBe(koelnerPhonetik('Hoffa'));
    expect(koelnerPhonetik('Divertikellose')).toBe(koelnerPhonetik('Divertikulose'));
    expect(koelnerPhonetik('Leber')).not.toBe(koelnerPhonetik('Niere'));
  });
});

describe('spelling key', () => {
  it('folds Latin and German spellings', () => {
    expect(spellingKey('coeliacus')).toBe(spellingKey('zöliakus'));
    expect(spellingKey('Osteophyten')).toBe(spellingKey('Osteofyten'));
    expect(spellingKey('BI-RADS')).toBe(spellingKey('Birads'));
    expect(editDistance('atelektase', 'ateletase')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe('German number words', () => {
  it('reads 0 to 999 and ignores articles', () => {
    expect(parseNumberWord('null')).toBe(0);
    expect(parseNumberWord('zwölf')).toBe(12);
    expect(parseNumberWord('Einundzwanzig')).toBe(21);
    expect(parseNumberWord('zweihundertfünfzig')).toBe(250);
    expect(parseNumberWord('hundert')).toBe(100);
    expect(parseNumberWord('ein')).toBeUndefined();
    expect(parseNumberWord('eine')).toBeUndefined();
    expect(parseNumberWord('Zentimeter')).toBeUndefined();
  });
});
