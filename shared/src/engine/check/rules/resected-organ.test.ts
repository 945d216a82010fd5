import { describe, expect, it } from 'vitest';
import { check } from '../index';
import { report } from '../test-report';

describe('other (resected organ): planned resections', () => {
  it('stays quiet for a resection that is only recommended or planned', () => {
    expect(
      check(
        report(
          'Gallenblase mit Konkrementen, Wand verdickt.',
          'Cholezystolithiasis, Cholezystektomie empfohlen.',
        ),
      ),
    ).toEqual([]);
  });

  it('still flags an organ described after a past resection', () => {
    const found = check(report('Milz normal groß.', 'Unauffällig.', 'Splenektomie vor zwei Jahren.'));
    expect(found.map((c) => c.category)).toContain('other');
  });
});
