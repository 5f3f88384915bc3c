import { describe, expect, it } from 'vitest';
import { kennedyPercent, unexplainedGapShown } from './gap-sign.ts';

describe('the unexplained gap as shown (decisions §8: positive = women paid less)', () => {
  it('women paid less: a negative coefficient shows as a positive gap, −Kennedy × 100', () => {
    // b = −0.0920, SE = 0.02: Kennedy exp(−0.0920 − 0.0002) − 1 = −0.088077…, so 8.81 %.
    const shown = unexplainedGapShown({
      coefficient: -0.092,
      standard_error: 0.02,
      ci_low: -0.13,
      ci_high: -0.054,
    });
    expect(kennedyPercent(-0.092, 0.02)).toBeCloseTo(-8.8077, 3);
    expect(shown).toEqual({
      gap_percentage: 8.81,
      // −(e^−0.054 − 1) = 5.26 %, −(e^−0.13 − 1) = 12.19 %: the interval's ends swap.
      ci_low_percentage: 5.26,
      ci_high_percentage: 12.19,
    });
  });

  it('women paid more: a positive coefficient shows as a negative gap', () => {
    const shown = unexplainedGapShown({
      coefficient: 0.05,
      standard_error: 0,
      ci_low: 0.05,
      ci_high: 0.05,
    });
    expect(shown.gap_percentage).toBe(-5.13);
    expect(shown.ci_low_percentage).toBe(-5.13);
  });
});
