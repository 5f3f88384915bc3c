import { describe, expect, it } from 'vitest';
import { tTwoSidedP } from './t-tail.ts';

// scipy 1.17: 2 * stats.t.sf(t, df).
const reference: [number, number, number][] = [
  [7.9251378133614665, 267, 6.211649046504422e-14],
  [5.3421299476034445, 267, 1.9687626520287498e-7],
  [2.4172705648910857, 267, 0.016307767980106563],
  [0.5, 3, 0.651447964848151],
  [2, 1, 0.2951672353008665],
  [1.96, 100000, 0.04999856319430168],
  [0, 10, 1],
];

describe('tTwoSidedP', () => {
  it.each(reference)('t %s with %s df', (t, df, p) => {
    expect(Math.abs(tTwoSidedP(t, df) - p) / p).toBeLessThan(1e-10);
    expect(tTwoSidedP(-t, df)).toBe(tTwoSidedP(t, df));
  });
});
