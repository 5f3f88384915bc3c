import type {
  AssessmentCategory,
  AssessmentRecord,
  IndicatorsData,
  IndicatorsView,
  ObjectiveCriterion,
  PayDistributionBandData,
  ReportingDutyView,
} from '@parytet/contract/reporting/indicators';
import { can, type Role } from '@parytet/contract/permissions';
import { isSmallGroup } from '@parytet/engine';
import { categoryFlag } from '@parytet/engine/flags';
import { unexplainedGapShown } from '@parytet/engine/gap-sign';
import { isOverdue, type AssessmentDeadlines } from '@parytet/engine/reporting-duty';
import type { RecordRow } from './reporting.repository.ts';

/** The engine's one small-group rule (decisions §5, §9). */
const few = isSmallGroup;

/**
 * The indicators as the caller may see them. HR roles see every figure with `small_group`
 * marks; a viewer (a workers' representative, an auditor) gets such figures withheld (null).
 * Gaps over small groups are already null from the engine for everyone.
 */
export const indicatorsView = (
  data: IndicatorsData,
  context: { role: Role; minGroupSize: number; version: number; duty: ReportingDutyView },
): IndicatorsView => {
  const { minGroupSize: min } = context;
  const withhold = !can(context.role, 'reports.small-groups');
  const women = data.categories.reduce((s, c) => s + c.number_of_women, 0);
  const men = data.categories.reduce((s, c) => s + c.number_of_men, 0);
  const receivingSmall = few(women, min) || few(men, min);
  return {
    hours_basis: data.hours_basis,
    category_source: data.category_source,
    categories_version: context.version,
    pay_gap_mean: data.pay_gap_mean,
    pay_gap_median: data.pay_gap_median,
    variable_pay_gap_mean: data.variable_pay_gap_mean,
    variable_pay_gap_median: data.variable_pay_gap_median,
    receiving_variable_pay: {
      women_percentage:
        withhold && receivingSmall ? null : data.receiving_variable_pay.women_percentage,
      men_percentage:
        withhold && receivingSmall ? null : data.receiving_variable_pay.men_percentage,
      small_group: receivingSmall,
    },
    quartile_bands: data.quartile_bands.map((b) => {
      const small = few(b.number_of_women, min) || few(b.number_of_men, min);
      return {
        band: b.band,
        women_percentage: withhold && small ? null : b.women_percentage,
        men_percentage: withhold && small ? null : b.men_percentage,
        small_group: small,
      };
    }),
    categories: data.categories.map((c) => ({
      ...c,
      flagged: isFlagged(c),
      small_group: few(c.number_of_women, min) || few(c.number_of_men, min),
      flag: categoryFlag(c),
    })),
    unexplained_gap:
      data.unexplained_gap === null
        ? null
        : {
            coefficient: data.unexplained_gap.coefficient,
            standard_error: data.unexplained_gap.standard_error,
            ci_low: data.unexplained_gap.ci_low,
            ci_high: data.unexplained_gap.ci_high,
            n: data.unexplained_gap.n,
            above_tolerance: data.unexplained_gap.above_tolerance,
            ...unexplainedGapShown(data.unexplained_gap),
          },
    reporting_duty: context.duty,
  };
};

export const recordOf = (row: RecordRow): AssessmentRecord => ({
  id: row.id,
  category: row.category,
  kind: row.kind,
  criteria: row.criteria as ObjectiveCriterion[],
  text: row.body,
  target_date: row.target_date,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
});

/** Art. 10(1) by the engine's one rule (decisions §8): the total-pay gap, 5 % or more. */
const isFlagged = (c: IndicatorsData['categories'][number]) => categoryFlag(c) === 'flagged';

/** Not flagged, but a base or variable component gap of 5 % or more: shown as "to watch". */
export const toWatch = (data: IndicatorsData) =>
  data.categories
    .filter((c) => categoryFlag(c) === 'to_watch')
    .map((c) => ({
      category: c.category,
      base_pay_gap_percentage: c.base_pay_gap_percentage,
      variable_pay_gap_percentage: c.variable_pay_gap_percentage,
      total_pay_gap_percentage: c.total_pay_gap_percentage,
    }));

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The assessment's rows: each flagged category with its figures, the unexplained part of its
 * total gap from the cost-to-close step (pay over what the objective factors predict), the
 * explained part as the difference, its records and its state. A flag with neither a
 * justification nor a remedy is `open`, and `overdue` from the due date on: only once the
 * report is submitted (the engine's deadline rule).
 */
export const assessmentCategories = (
  data: IndicatorsData,
  distribution: Record<string, PayDistributionBandData[]>,
  records: AssessmentRecord[],
  context: { role: Role; minGroupSize: number; deadlines: AssessmentDeadlines; today: string },
): AssessmentCategory[] =>
  data.categories.filter(isFlagged).map((c) => {
    const cost = data.cost_to_close.categories.find((x) => x.category === c.category);
    const unexplained = cost?.unexplained_gap_percentage ?? null;
    const small =
      few(c.number_of_women, context.minGroupSize) || few(c.number_of_men, context.minGroupSize);
    const own = records.filter((r) => r.category === c.category);
    const state = own.some((r) => r.kind === 'justification')
      ? 'justified'
      : own.some((r) => r.kind === 'remedy')
        ? 'remedy_planned'
        : isOverdue(context.deadlines, context.today)
          ? 'overdue'
          : 'open';
    return {
      category: c.category,
      total_people: c.total_people,
      number_of_women: c.number_of_women,
      number_of_men: c.number_of_men,
      base_pay_gap_percentage: c.base_pay_gap_percentage,
      variable_pay_gap_percentage: c.variable_pay_gap_percentage,
      total_pay_gap_percentage: c.total_pay_gap_percentage,
      unexplained_gap_percentage: unexplained,
      explained_gap_percentage:
        unexplained === null || c.total_pay_gap_percentage === null
          ? null
          : round2(c.total_pay_gap_percentage - unexplained),
      pay_distribution:
        !can(context.role, 'reports.small-groups') && small
          ? null
          : (distribution[c.category] ?? []),
      small_group: small,
      cost_to_close: {
        raised_gender: cost?.raised_gender ?? null,
        people_raised: cost?.raises.length ?? 0,
        total_monthly_raise: cost?.total_monthly_raise ?? 0,
        total_yearly_raise: cost?.total_yearly_raise ?? 0,
      },
      records: own,
      state,
    };
  });
