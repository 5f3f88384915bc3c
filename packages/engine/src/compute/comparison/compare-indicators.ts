import type {
  CategoryChange,
  ComparedIndicatorName,
  IndicatorChange,
} from '@parytet/contract/comparison';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { round2OrNull } from '#rounding.ts';
import { unexplainedGapShown } from '../indicators/gap-sign.ts';

/** What a comparison reads of a report's indicators (as the caller may see them). */
export type ComparableIndicators = Pick<
  IndicatorsView,
  | 'pay_gap_mean'
  | 'pay_gap_median'
  | 'variable_pay_gap_mean'
  | 'variable_pay_gap_median'
  | 'receiving_variable_pay'
  | 'quartile_bands'
  | 'categories'
  | 'unexplained_gap'
>;

/**
 * The unexplained gap as every screen shows it (decisions §8): −Kennedy × 100 %, positive =
 * women paid less, rounded to 0.01; null without a fit.
 */
export function unexplainedGapPercent(gap: ComparableIndicators['unexplained_gap']): number | null {
  return gap === null ? null : unexplainedGapShown(gap).gap_percentage;
}

/** Head counts of a report: everyone is in exactly one category. */
export function headCounts(data: Pick<ComparableIndicators, 'categories'>) {
  const women = data.categories.reduce((s, c) => s + c.number_of_women, 0);
  const men = data.categories.reduce((s, c) => s + c.number_of_men, 0);
  return { head_count: women + men, women, men };
}

/** Every scalar indicator of a report, by the comparison's names. */
function scalarIndicators(
  data: ComparableIndicators,
): Record<ComparedIndicatorName, number | null> {
  const band = (k: number) => data.quartile_bands.find((b) => b.band === k)?.women_percentage;
  return {
    pay_gap_mean: data.pay_gap_mean,
    pay_gap_median: data.pay_gap_median,
    variable_pay_gap_mean: data.variable_pay_gap_mean,
    variable_pay_gap_median: data.variable_pay_gap_median,
    receiving_variable_pay_women_percentage: data.receiving_variable_pay.women_percentage,
    receiving_variable_pay_men_percentage: data.receiving_variable_pay.men_percentage,
    quartile_1_women_percentage: band(1) ?? null,
    quartile_2_women_percentage: band(2) ?? null,
    quartile_3_women_percentage: band(3) ?? null,
    quartile_4_women_percentage: band(4) ?? null,
    unexplained_gap_percentage: unexplainedGapPercent(data.unexplained_gap),
    ...headCounts(data),
  };
}

const changeOf = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round2OrNull(a - b);

/**
 * A report's indicators beside another's: each scalar with its change (this − other, rounded
 * to 0.01, from the rounded figures the reports show), and each category of either report
 * with its total-pay gap, head counts and flag on both sides, this report's categories first.
 */
export function compareIndicators(
  current: ComparableIndicators,
  other: ComparableIndicators | null,
): { indicators: IndicatorChange[]; categories: CategoryChange[] } {
  const a = scalarIndicators(current);
  const b = other === null ? null : scalarIndicators(other);
  const indicators = (Object.keys(a) as ComparedIndicatorName[]).map((name) => ({
    name,
    this: a[name],
    other: b === null ? null : b[name],
    change: b === null ? null : changeOf(a[name], b[name]),
  }));
  const side = (c: ComparableIndicators['categories'][number] | undefined) =>
    c === undefined
      ? null
      : {
          total_people: c.total_people,
          number_of_women: c.number_of_women,
          number_of_men: c.number_of_men,
          total_pay_gap_percentage: c.total_pay_gap_percentage,
          flagged: c.flagged,
        };
  const names = [
    ...new Set([
      ...current.categories.map((c) => c.category),
      ...(other?.categories ?? []).map((c) => c.category),
    ]),
  ];
  const categories = names.map((category) => {
    const mine = side(current.categories.find((c) => c.category === category));
    const theirs = side(other?.categories.find((c) => c.category === category));
    return {
      category,
      this: mine,
      other: theirs,
      change: changeOf(
        mine?.total_pay_gap_percentage ?? null,
        theirs?.total_pay_gap_percentage ?? null,
      ),
    };
  });
  return { indicators, categories };
}
