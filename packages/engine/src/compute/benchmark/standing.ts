import type { Standing } from '@parytet/contract/benchmarking';
import { round2 } from '#rounding.ts';

/** What a benchmark gives to stand against: quartiles where it has them, else a median or mean. */
export type BenchmarkPoint = {
  p25: number | null;
  p50: number | null;
  p75: number | null;
  mean: number | null;
};

/**
 * Where the organisation's median stands: in which quarter (P25 and P75 counted with the band
 * above and below them: P25 itself is "p25_to_p50"), and its ratio to the benchmark's median,
 * or to its mean where a market row gives only a mean (to 2 decimals, e.g. 1.07). Null without
 * an own median or anything to stand against.
 */
export function standingOf(own: number | null, point: BenchmarkPoint): Standing | null {
  if (own === null) return null;
  const { p25, p50, p75, mean } = point;
  let band: Standing['band'] = null;
  if (p25 !== null && p50 !== null && p75 !== null) {
    band =
      own < p25 ? 'below_p25' : own < p50 ? 'p25_to_p50' : own <= p75 ? 'p50_to_p75' : 'above_p75';
  }
  const to = p50 !== null ? 'p50' : mean !== null ? 'mean' : null;
  const base = to === 'p50' ? p50 : to === 'mean' ? mean : null;
  if (band === null && (base === null || base <= 0)) return null;
  return {
    band,
    ratio: base !== null && base > 0 ? round2(own / base) : null,
    ratio_to: base !== null && base > 0 ? to : null,
  };
}
