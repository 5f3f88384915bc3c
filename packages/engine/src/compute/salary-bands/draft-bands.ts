import { compareNatural } from '#natural-order.ts';
import { round2 } from '#rounding.ts';
import { percentileInc } from './percentile.ts';
import { fullTimePay, type Band, type BandBasis, type BandPerson } from './types.ts';

/** Which percentiles of a level's full-time pay become its band's min, mid and max. */
export type DraftPercentiles = { min: number; mid: number; max: number };
export const DEFAULT_DRAFT_PERCENTILES: DraftPercentiles = { min: 10, mid: 50, max: 90 };

/**
 * A draft band per level from the report's own pay: min, mid and max at the chosen percentiles
 * (PERCENTILE.INC) of the level's full-time-equivalent pay, to the cent. A one-person level gets
 * a band of that person's pay; levels come in natural order.
 */
export function draftBandsFromPay(
  people: readonly BandPerson[],
  basis: BandBasis,
  percentiles: DraftPercentiles = DEFAULT_DRAFT_PERCENTILES,
): Band[] {
  if (!(percentiles.min <= percentiles.mid && percentiles.mid <= percentiles.max)) {
    throw new Error('draft percentiles must be ordered min ≤ mid ≤ max');
  }
  const byLevel = new Map<string, number[]>();
  for (const person of people) {
    const pays = byLevel.get(person.level) ?? [];
    pays.push(fullTimePay(person, basis));
    byLevel.set(person.level, pays);
  }
  return [...byLevel.keys()].sort(compareNatural).map((level) => {
    const pays = (byLevel.get(level) as number[]).sort((a, b) => a - b);
    return {
      level,
      job_family: null,
      min: round2(percentileInc(pays, percentiles.min)),
      mid: round2(percentileInc(pays, percentiles.mid)),
      max: round2(percentileInc(pays, percentiles.max)),
    };
  });
}
