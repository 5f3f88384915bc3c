import { describe, expect, it } from 'vitest';
import { round2, round2OrNull } from '#rounding.ts';

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.255, 1.26],
    [0.125, 0.13],
    [1.004999, 1],
    [1.0049999999, 1],
    [-1.005, -1.01],
    [-2.675, -2.68],
    [27.272727, 27.27],
    [8204.795, 8204.8],
    [1234567.895, 1234567.9],
    [0, 0],
    [12.3, 12.3],
  ])('rounds %d half away from zero to %d', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('passes null through', () => {
    expect(round2OrNull(null)).toBeNull();
  });
});
