import { z } from 'zod';
import { reportStatusSchema } from './reports.ts';

// The EU Pay Transparency indicators (Directive 2023/970 Art. 9(1)(a)–(g)) of one pay-gap
// report. Gaps are (men − women) / men × 100, rounded to 2 decimals, null under the minimum
// group size; the methodology is packages/engine/README.md ("EU indicators").

const percent = z.number().nullable();

export const hoursBasisSchema = z.enum(['fte', 'weekly_hours', 'full_time_assumed']);
export type HoursBasis = z.infer<typeof hoursBasisSchema>;

export const categorySourceSchema = z.enum(['level', 'position_mapping', 'category_column']);
export type CategorySource = z.infer<typeof categorySourceSchema>;

export const quartileBandSchema = z.object({
  band: z.number().int().min(1).max(4),
  /** Head counts; fractional where people with equal pay straddle a band boundary. */
  number_of_women: z.number().min(0),
  number_of_men: z.number().min(0),
  women_percentage: percent,
  men_percentage: percent,
});
export type QuartileBand = z.infer<typeof quartileBandSchema>;

export const indicatorCategorySchema = z.object({
  category: z.string(),
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  base_pay_gap_percentage: percent,
  variable_pay_gap_percentage: percent,
  total_pay_gap_percentage: percent,
  /** |total gap| ≥ 5 % (Art. 10), on the unrounded gap. */
  flagged: z.boolean(),
});
export type IndicatorCategory = z.infer<typeof indicatorCategorySchema>;

export const unexplainedGapSchema = z.object({
  /** Female coefficient of the log-pay regression, in log points, unrounded. */
  coefficient: z.number(),
  standard_error: z.number().min(0),
  ci_low: z.number(),
  ci_high: z.number(),
  n: z.number().int(),
  /** Logib's test: |coefficient| significantly above 0.05 (one-sided, 5 % level). */
  above_tolerance: z.boolean(),
  /** The objective factors in the model besides the female indicator. */
  terms: z.array(z.string()),
});
export type UnexplainedGap = z.infer<typeof unexplainedGapSchema>;

export const costToCloseCategorySchema = z.object({
  category: z.string(),
  unexplained_gap_percentage: percent,
  raised_gender: z.enum(['female', 'male']).nullable(),
  total_monthly_raise: z.number().min(0),
  total_yearly_raise: z.number().min(0),
  raises: z.array(z.object({ employee_id: z.string(), monthly_raise: z.number().min(0) })),
});
export type CostToCloseCategory = z.infer<typeof costToCloseCategorySchema>;

export const indicatorsDataSchema = z.object({
  records: z.number().int(),
  hours_basis: hoursBasisSchema,
  category_source: categorySourceSchema,
  pay_gap_mean: percent,
  pay_gap_median: percent,
  variable_pay_gap_mean: percent,
  variable_pay_gap_median: percent,
  receiving_variable_pay: z.object({ women_percentage: percent, men_percentage: percent }),
  quartile_bands: z.array(quartileBandSchema).length(4),
  categories: z.array(indicatorCategorySchema),
  unexplained_gap: unexplainedGapSchema.nullable(),
  cost_to_close: z.object({
    total_monthly_raise: z.number().min(0),
    total_yearly_raise: z.number().min(0),
    categories: z.array(costToCloseCategorySchema),
  }),
});
export type IndicatorsData = z.infer<typeof indicatorsDataSchema>;

/** Art. 9(2)–(4), from the organisation's head count. */
export const reportingDutySchema = z.object({
  head_count_band: z.enum(['250_or_more', '150_to_249', '100_to_149', 'under_100']),
  first_deadline: z.iso.date().nullable(),
  frequency_years: z.union([z.literal(1), z.literal(3)]).nullable(),
});
export type ReportingDutyData = z.infer<typeof reportingDutySchema>;

/** `GET /api/reports/pay-gap/{id}/indicators`: the indicators beside the report's status. */
export const indicatorsResponseSchema = reportStatusSchema.extend({
  indicators: indicatorsDataSchema.nullable(),
});
export type IndicatorsResponse = z.infer<typeof indicatorsResponseSchema>;
