import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tQuantile } from './student-t.ts';

// [p, degrees of freedom, quantile to 25 digits] from mpmath at 40 digits (test/reference).
const reference = JSON.parse(
  readFileSync(
    new URL('../../../test/reference/t-quantile-reference.json', import.meta.url),
    'utf8',
  ),
) as [string, number, string][];

const relativeError = (actual: number, expected: number) => Math.abs(actual / expected - 1);

describe('tQuantile', () => {
  it('matches the 40-digit reference: 1e-14 up to 100 df, 1e-13 up to 1 000, 1e-11 beyond', () => {
    const used = reference.filter(([p]) => ['0.95', '0.975', '0.025', '0.6'].includes(p));
    expect(used.length).toBeGreaterThan(50);
    for (const [p, df, quantile] of used) {
      const bound = df <= 100 ? 1e-14 : df <= 1000 ? 1e-13 : 1e-11;
      expect(relativeError(tQuantile(Number(p), df), Number(quantile)), `${p} ${df}`).toBeLessThan(
        bound,
      );
    }
  });

  it('stays within 1e-10 far in the tail (p = 0.9999)', () => {
    for (const [p, df, quantile] of reference) {
      const bound = p === '0.9999' ? 1e-10 : 1e-11;
      expect(relativeError(tQuantile(Number(p), df), Number(quantile)), `${p} ${df}`).toBeLessThan(
        bound,
      );
    }
  });

  it('is symmetric, zero at the median, and refuses what it cannot answer', () => {
    expect(tQuantile(0.5, 7)).toBe(0);
    expect(tQuantile(0.1, 12)).toBe(-tQuantile(0.9, 12));
    expect(() => tQuantile(0.975, 0)).toThrow(RangeError);
    expect(() => tQuantile(0.975, 2.5)).toThrow(RangeError);
    expect(() => tQuantile(1, 10)).toThrow(RangeError);
    expect(() => tQuantile(Number.NaN, 10)).toThrow(RangeError);
  });
});
