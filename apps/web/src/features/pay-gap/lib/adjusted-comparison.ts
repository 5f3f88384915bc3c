import type { AdjustedRow } from '@parytet/contract/reports';

export type AdjustedComparison =
  | 'lower_women_in_lower_levels'
  | 'lower_narrower_within'
  | 'higher_women_in_better_levels'
  | 'higher_wider_within'
  | 'same';

/**
 * Where women work, from the table itself: the head-count-weighted mean of the levels' average
 * pay over women, against the same over men. Negative: women sit more in the lower-paid levels.
 */
export const womenLevelShift = (rows: readonly AdjustedRow[]): number => {
  let women = 0;
  let men = 0;
  let womenPay = 0;
  let menPay = 0;
  for (const r of rows) {
    const paid =
      (r.average_salary_women ?? 0) * (r.average_salary_women === null ? 0 : r.number_of_women) +
      (r.average_salary_men ?? 0) * (r.average_salary_men === null ? 0 : r.number_of_men);
    const counted =
      (r.average_salary_women === null ? 0 : r.number_of_women) +
      (r.average_salary_men === null ? 0 : r.number_of_men);
    if (counted === 0) continue;
    const level = paid / counted;
    women += r.number_of_women;
    men += r.number_of_men;
    womenPay += level * r.number_of_women;
    menPay += level * r.number_of_men;
  }
  return women === 0 || men === 0 ? 0 : womenPay / women - menPay / men;
};

/**
 * Whether the weighted adjusted gap is lower or higher than the overall gap (both as shown,
 * positive = women paid less), and the reason the table itself gives: where women work.
 */
export const compareAdjusted = (
  adjusted: number,
  overall: number,
  rows: readonly AdjustedRow[],
): AdjustedComparison => {
  const a = Math.round(adjusted * 100);
  const o = Math.round(overall * 100);
  if (a === o) return 'same';
  const shift = womenLevelShift(rows);
  if (a < o) return shift < 0 ? 'lower_women_in_lower_levels' : 'lower_narrower_within';
  return shift > 0 ? 'higher_women_in_better_levels' : 'higher_wider_within';
};
