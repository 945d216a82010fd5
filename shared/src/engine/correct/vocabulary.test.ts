import { describe, expect, it } from 'vitest';
import { renderTokens, tokenize } from '../text/tokens';
import { applyVocabulary } from './vocabulary';

describe('vocabulary', () => {
  it('replaces whole words, counts each entry and locks the result', () => {
    const { tokens, usage } = applyVocabulary(tokenize('Zyste im Segment. zyste rechts, Zystenwand'), [
      { originalWord: 'zyste', correctedWord: 'Zyste' },
      { originalWord: 'Segment', correctedWord: 'Lebersegment' },
    ]);
    expect(renderTokens(tokens)).toBe('Zyste im Lebersegment. Zyste rechts, Zystenwand');
    expect(usage.map((entry) => entry.count)).toEqual([2, 1]);
    expect(tokens.find((token) => token.text === 'Lebersegment')?.locked).toBe(true);
  });

  it('matches multi-word entries and capitalizes at a sentence start', () => {
    const { tokens, usage } = applyVocabulary(tokenize('hofa fettkörper betroffen. Dr Hoffa'), [
      { originalWord: 'hofa fettkörper', correctedWord: 'Hoffa-Fettkörper' },
    ]);
    expect(renderTokens(tokens)).toBe('Hoffa-Fettkörper betroffen. Dr Hoffa');
    expect(usage[0]?.count).toBe(1);
  });
});
