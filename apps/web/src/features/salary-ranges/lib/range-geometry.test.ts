import { describe, expect, it } from 'vitest';
import { positionOnScale, rangeGeometry, rangeScale, type RangeValues } from './range-geometry.ts';

const range = (
  min: number | null,
  max: number | null,
  median: number | null = null,
  average: number | null = null,
): RangeValues => ({
  min_salary: min,
  max_salary: max,
  median,
  average,
});

const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('expected a value');
  return value;
};

describe('rangeScale', () => {
  it('spans all levels, widened to round amounts', () => {
    expect(rangeScale([range(4_230, 7_900), range(6_100, 18_750)])).toEqual({
      min: 4_000,
      max: 20_000,
    });
  });

  it('never goes below zero', () => {
    expect(rangeScale([range(150, 9_000)])?.min).toBe(0);
  });

  it('ignores levels without a range and gives null when none has one', () => {
    expect(rangeScale([range(null, null), range(5_000, 6_000)])).toEqual({
      min: 5_000,
      max: 6_000,
    });
    expect(rangeScale([range(null, null)])).toBeNull();
    expect(rangeScale([])).toBeNull();
  });

  it('gives a single amount an axis around it', () => {
    const scale = must(rangeScale([range(5_000, 5_000)]));
    expect(scale.min).toBeLessThanOrEqual(5_000);
    expect(scale.max).toBeGreaterThan(5_000);
  });
});

describe('rangeGeometry', () => {
  const scale = { min: 0, max: 10_000 };

  it('places the bar and the markers in percent of the axis', () => {
    expect(rangeGeometry(range(2_000, 6_000, 3_000, 3_500), scale)).toEqual({
      start: 20,
      width: 40,
      median: 30,
      average: 35,
    });
  });

  it('draws min = max as a tick', () => {
    expect(rangeGeometry(range(5_000, 5_000, 5_000, 5_000), scale)).toEqual({
      start: 50,
      width: 0,
      median: 50,
      average: 50,
    });
  });

  it('leaves out markers it cannot place and bars without a range', () => {
    expect(rangeGeometry(range(1_000, 2_000), scale)).toMatchObject({
      median: null,
      average: null,
    });
    expect(rangeGeometry(range(null, 2_000), scale)).toBeNull();
  });

  it('clamps to the axis and compares levels on the same scale', () => {
    expect(positionOnScale(-5, scale)).toBe(0);
    expect(positionOnScale(20_000, scale)).toBe(100);
    const shared = must(rangeScale([range(3_000, 5_000), range(8_000, 12_000)]));
    const low = must(rangeGeometry(range(3_000, 5_000), shared));
    const high = must(rangeGeometry(range(8_000, 12_000), shared));
    expect(low.start).toBe(0);
    expect(high.start + high.width).toBe(100);
    expect(high.width).toBeCloseTo(low.width * 2);
  });
});
