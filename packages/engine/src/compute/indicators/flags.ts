/**
 * A category's state under Art. 10 (decisions §8), one rule for every screen, export and the
 * assistant:
 * - `withheld`: its total-pay gap is not published (fewer than the minimum women or men);
 * - `flagged`: the total-pay gap (mean, full-time equivalent) is 5 % or more either way;
 * - `to_watch`: not flagged, but the base or the variable component gap is 5 % or more;
 * - `below_threshold`: none of these.
 * The gaps are the published ones (rounded to two decimals), so anyone can check a flag from
 * the printed figure: 5.00 % is flagged, 4.99 % is not.
 */
export type CategoryFlag = 'flagged' | 'to_watch' | 'below_threshold' | 'withheld';

/** The Directive's threshold (Art. 10): a gap of 5 % or more, either way. */
export const FLAG_THRESHOLD_PERCENT = 5;

export type CategoryFlagGaps = {
  total_pay_gap_percentage: number | null;
  base_pay_gap_percentage: number | null;
  variable_pay_gap_percentage: number | null;
};

const atLeast = (gap: number | null) => gap !== null && Math.abs(gap) >= FLAG_THRESHOLD_PERCENT;

export function categoryFlag(gaps: CategoryFlagGaps): CategoryFlag {
  if (gaps.total_pay_gap_percentage === null) return 'withheld';
  if (atLeast(gaps.total_pay_gap_percentage)) return 'flagged';
  if (atLeast(gaps.base_pay_gap_percentage) || atLeast(gaps.variable_pay_gap_percentage)) {
    return 'to_watch';
  }
  return 'below_threshold';
}
