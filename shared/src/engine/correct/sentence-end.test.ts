import { beforeAll, describe, expect, it } from 'vitest';
import { sentenceEnd } from './sentence-end';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(sentenceEnd, text);

describe('sentence end', () => {
  beforeAll(loadRuleContext);

  it('adds the missing full stop at a paragraph end', () => {
    expect(run('Keine röntgendichten Fremdkörper')).toBe('Keine röntgendichten Fremdkörper.');
    expect(run('Kein Erguss\n\nLeber unauffällig')).toBe('Kein Erguss.\n\nLeber unauffällig.');
    expect(run('Reststenose unter 30 %')).toBe('Reststenose unter 30 %.');
  });

  it('leaves labels, questions and finished sentences alone', () => {
    for (const text of [
      'Befund\n\nKein Erguss.',
      'Appendizitis?',
      'Beurteilung:',
      'Klinische Angaben\n\nSchmerz.',
    ]) {
      expect(run(text)).toBe(text);
    }
  });
});
