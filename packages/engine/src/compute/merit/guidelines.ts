import { round2 } from '#rounding.ts';

/** One row of the merit matrix: a rating (null: everyone no other row names) and a raise in
 * percent of base pay for each quartile 1–4. */
export type MatrixRow = {
  rating: string | null;
  raise_percent: readonly [number, number, number, number];
};

/** Ratings match ignoring surrounding space and letter case: "Meets" is "meets". */
export const ratingKey = (rating: string) => rating.trim().toLocaleLowerCase('en');

/**
 * Each person's raise in percent from the matrix: the row of their rating, else the row
 * without a rating, else none (NaN).
 */
export function guidelinePercents(
  ratings: readonly (string | null)[],
  quartile: Uint8Array,
  rows: readonly MatrixRow[],
): Float64Array {
  const byRating = new Map<string, MatrixRow>();
  let fallback: MatrixRow | null = null;
  for (const row of rows) {
    if (row.rating === null) fallback = row;
    else byRating.set(ratingKey(row.rating), row);
  }
  const out = new Float64Array(quartile.length);
  for (let i = 0; i < out.length; i++) {
    const rating = ratings[i] ?? null;
    const row = (rating === null ? undefined : byRating.get(ratingKey(rating))) ?? fallback;
    const q = quartile[i] as number;
    out[i] = row === null ? Number.NaN : (row.raise_percent[q - 1] ?? Number.NaN);
  }
  return out;
}

/**
 * A raise of `percent` of the base pay actually paid, to the cent below: rounding each person's
 * raise up could carry a matrix of the budget's own percentage a few cents past the budget.
 * (base × percent is the raise in cents; the inner rounding drops float noise, 2 + 2 decimals.)
 */
export const raiseOfPercent = (base: number, percent: number): number =>
  Number.isNaN(percent) || percent <= 0
    ? 0
    : Math.floor(Math.round(base * percent * 1e4) / 1e4) / 100;

/** A raise as a percentage of the base pay actually paid, two decimals. */
export const percentOfRaise = (base: number, raise: number): number =>
  base > 0 ? round2((raise / base) * 100) : 0;
