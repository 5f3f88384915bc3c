import { describe, expect, it } from 'vitest';
import { seededRandom } from '#example/example-data.ts';
import { medianInPlace } from './median.ts';

function sortedMedian(values: number[]): number | null {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

describe('medianInPlace', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(medianInPlace(new Float64Array([3, 1, 2]))).toBe(2);
    expect(medianInPlace(new Float64Array([4, 1, 3, 2]))).toBe(2.5);
    expect(medianInPlace(new Float64Array([7]))).toBe(7);
    expect(medianInPlace(new Float64Array([]))).toBeNull();
  });

  it('agrees with sorting on random, repetitive and ordered inputs', () => {
    const random = seededRandom(7);
    const inputs: number[][] = [];
    for (let n = 1; n < 60; n++)
      inputs.push(Array.from({ length: n }, () => Math.round(random() * 20)));
    inputs.push(Array.from({ length: 5001 }, (_, i) => i));
    inputs.push(Array.from({ length: 5000 }, (_, i) => 5000 - i));
    inputs.push(Array.from({ length: 4000 }, () => 42));
    for (const values of inputs) {
      expect(medianInPlace(new Float64Array(values))).toBe(sortedMedian(values));
    }
  });
});
