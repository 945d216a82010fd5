import { describe, expect, it } from 'vitest';
import { defaultLexicon, SOURCES } from './index';

describe('radiology lexicon', () => {
  it('holds at least 2,000 distinct entries across anatomy, pathology, procedures and modifiers', () => {
    const lexicon = defaultLexicon();
    expect(lexicon.size).toBeGreaterThanOrEqual(2000);
    for (const name of ['anatomy', 'pathology', 'procedures', 'modifiers']) {
      expect(SOURCES.find((source) => source.name === name)?.entries.length).toBeGreaterThan(100);
    }
  });

  it('has clean entries: no spaces, no empty strings', () => {
    for (const source of SOURCES)
      for (const entry of source.entries) expect(entry).toMatch(/^[\p{L}\d][\p{L}\d-]*$/u);
  });

  it('finds entries by split key and by sound', () => {
    const lexicon = defaultLexicon();
    expect(lexicon.byKey.get('markrindengrenze')).toBe('Mark-Rinden-Grenze');
    expect(lexicon.byKey.get('pirads')).toBe('PI-RADS');
    expect(lexicon.eponyms.has('Hoffa')).toBe(true);
  });
});
