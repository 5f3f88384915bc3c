import { describe, expect, it } from 'vitest';
import type { AdjustedRow } from '@parytet/contract/reports';
import { compareAdjusted, womenLevelShift } from './adjusted-comparison.ts';

const row = (
  level: string,
  women: number,
  men: number,
  averageWomen: number,
  averageMen: number,
): AdjustedRow => ({
  level,
  total_people: women + men,
  number_of_women: women,
  number_of_men: men,
  average_salary_women: averageWomen,
  average_salary_men: averageMen,
  pay_gap_percentage: ((averageMen - averageWomen) / averageMen) * 100,
});

// Women mostly in the lower-paid level L1 (level average 4000), men mostly in L2 (9500).
const womenLow = [row('L1', 8, 2, 4000, 4000), row('L2', 2, 8, 9000, 9625)];
const womenHigh = [row('L1', 2, 8, 3800, 4050), row('L2', 8, 2, 9500, 9500)];

describe('the adjusted-gap sentence, from the data', () => {
  it('tells where women work from the table', () => {
    expect(womenLevelShift(womenLow)).toBeLessThan(0);
    expect(womenLevelShift(womenHigh)).toBeGreaterThan(0);
  });

  it('says "lower" when lower, "higher" when higher, and why', () => {
    expect(compareAdjusted(3.1, 30.2, womenLow)).toBe('lower_women_in_lower_levels');
    expect(compareAdjusted(3.1, 30.2, womenHigh)).toBe('lower_narrower_within');
    expect(compareAdjusted(6.5, -40, womenHigh)).toBe('higher_women_in_better_levels');
    expect(compareAdjusted(6.5, 2, womenLow)).toBe('higher_wider_within');
    expect(compareAdjusted(5.001, 5.004, womenLow)).toBe('same');
  });
});
