import { describe, expect, it } from 'vitest';
import { play } from './helpers/script.ts';
import { ALL_SCRIPTS } from './scripts/all.ts';

describe('scripted conversations', () => {
  it('covers at least 80 conversations in both languages and every intent', () => {
    expect(ALL_SCRIPTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(ALL_SCRIPTS.map((s) => s.name)).size).toBe(ALL_SCRIPTS.length);
    for (const lang of ['en', 'pl'] as const) {
      expect(ALL_SCRIPTS.filter((s) => s.lang === lang).length).toBeGreaterThanOrEqual(25);
    }
  });

  for (const script of ALL_SCRIPTS) {
    it(script.name, () => {
      play(script);
    });
  }
});
