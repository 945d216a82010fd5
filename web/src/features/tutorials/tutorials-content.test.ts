import { describe, expect, it } from 'vitest';
import { CATEGORIES, TUTORIALS } from './tutorials-content';

describe('Module: tutorials-content', () => {
  it('has six tutorials with unique, configuration-friendly ids', () => {
    expect(TUTORIALS).toHaveLength(6);
    const ids = TUTORIALS.map((tutorial) => tutorial.id);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('fills every category of the spec (basics, advanced, tips) and only those', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual(['basics', 'advanced', 'tips']);
    for (const category of CATEGORIES) {
      expect(TUTORIALS.filter((tutorial) => tutorial.category === category.id).length).toBeGreaterThan(0);
    }
  });

  it('gives every tutorial a duration (m:ss), a description and written steps', () => {
    for (const tutorial of TUTORIALS) {
      expect(tutorial.duration, tutorial.id).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(tutorial.description.length, tutorial.id).toBeGreaterThan(40);
      expect(tutorial.steps.length, tutorial.id).toBeGreaterThanOrEqual(3);
    }
  });
});
