import { describe, expect, it } from 'vitest';
import { categoryFlag } from './flags.ts';

const gaps = (total: number | null, base: number | null = 0, variable: number | null = 0) => ({
  total_pay_gap_percentage: total,
  base_pay_gap_percentage: base,
  variable_pay_gap_percentage: variable,
});

describe('categoryFlag (decisions §8: one flag rule)', () => {
  it('flags a total gap of 5.00 % either way, not 4.99 %', () => {
    expect(categoryFlag(gaps(5))).toBe('flagged');
    expect(categoryFlag(gaps(-5))).toBe('flagged');
    expect(categoryFlag(gaps(4.99))).toBe('below_threshold');
    expect(categoryFlag(gaps(-4.99))).toBe('below_threshold');
  });

  it('a component of 5 % or more is "to watch", never a flag on its own', () => {
    expect(categoryFlag(gaps(4.99, 5, 0))).toBe('to_watch');
    expect(categoryFlag(gaps(1, 0, -12))).toBe('to_watch');
    expect(categoryFlag(gaps(4.99, 4.99, 4.99))).toBe('below_threshold');
    expect(categoryFlag(gaps(4.99, null, null))).toBe('below_threshold');
  });

  it('a withheld total gap is "withheld", whatever its components', () => {
    expect(categoryFlag(gaps(null, null, null))).toBe('withheld');
    expect(categoryFlag(gaps(null, 30, 30))).toBe('withheld');
  });
});
