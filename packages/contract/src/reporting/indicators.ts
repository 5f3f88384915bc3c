import { z } from 'zod';
import { isoDateSchema, reportAnswerSchema } from '#reports.ts';

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

/**
 * A category's Art. 10 state, by the engine's one rule (decisions §8): `flagged` (total-pay gap
 * 5 % or more either way), `to_watch` (only a base or variable component gap is), `withheld`
 * (the gap is not published: a small group) or `below_threshold`.
 */
export const categoryFlagSchema = z.enum(['flagged', 'to_watch', 'below_threshold', 'withheld']);
export type CategoryFlag = z.infer<typeof categoryFlagSchema>;

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

/**
 * The unexplained gap as shown (decisions §8): −(Kennedy's estimate) × 100, positive = women
 * paid less, like every other gap; the interval's ends likewise. Rounded to two decimals.
 */
const unexplainedGapShownShape = {
  gap_percentage: z.number(),
  ci_low_percentage: z.number(),
  ci_high_percentage: z.number(),
};

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

/** The duty with the next deadline on or after the report's date (null when there is none). */
export const reportingDutyViewSchema = reportingDutySchema.extend({
  head_count: z.number().int().nullable(),
  next_deadline: z.iso.date().nullable(),
});
export type ReportingDutyView = z.infer<typeof reportingDutyViewSchema>;

/**
 * Why a figure is null for this caller: `small_group` = over fewer women or men than the
 * minimum group size, withheld from viewers (decisions §5); HR users see the figure with
 * `small_group: true` instead.
 */
const smallGroup = z.boolean();

/**
 * `GET /api/reports/pay-gap/{id}/indicators` ready data: exactly the fields, plus the
 * context every screen needs (hours basis, where the categories came from and which version of
 * the organisation's categories was applied, the reporting duty).
 */
export const indicatorsViewSchema = z.object({
  hours_basis: hoursBasisSchema,
  category_source: categorySourceSchema,
  /** The organisation's categories version applied (0 = the default, one per level). */
  categories_version: z.number().int().min(0),
  pay_gap_mean: percent,
  pay_gap_median: percent,
  variable_pay_gap_mean: percent,
  variable_pay_gap_median: percent,
  receiving_variable_pay: z.object({
    women_percentage: percent,
    men_percentage: percent,
    small_group: smallGroup,
  }),
  quartile_bands: z
    .array(
      z.object({
        band: z.number().int().min(1).max(4),
        women_percentage: percent,
        men_percentage: percent,
        small_group: smallGroup,
      }),
    )
    .length(4),
  categories: z.array(
    indicatorCategorySchema.extend({ small_group: smallGroup, flag: categoryFlagSchema }),
  ),
  unexplained_gap: unexplainedGapSchema
    .omit({ terms: true })
    .extend(unexplainedGapShownShape)
    .nullable(),
  reporting_duty: reportingDutyViewSchema,
});
export type IndicatorsView = z.infer<typeof indicatorsViewSchema>;
export const indicatorsAnswerSchema = reportAnswerSchema(indicatorsViewSchema);
export type IndicatorsAnswer = z.infer<typeof indicatorsAnswerSchema>;

// The Art. 10 joint pay assessment of one report under the organisation's current categories.

export const objectiveCriteria = [
  'skills',
  'effort',
  'responsibility',
  'working_conditions',
  'seniority',
  'performance',
  'labour_market',
  'other',
] as const;
export const objectiveCriterionSchema = z.enum(objectiveCriteria);
export type ObjectiveCriterion = z.infer<typeof objectiveCriterionSchema>;

export const assessmentRecordBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('justification'),
    category: z.string().trim().min(1).max(100),
    criteria: z.array(objectiveCriterionSchema).min(1).max(objectiveCriteria.length),
    text: z.string().trim().min(1).max(4000),
  }),
  z.object({
    kind: z.literal('remedy'),
    category: z.string().trim().min(1).max(100),
    text: z.string().trim().min(1).max(4000),
    target_date: isoDateSchema,
  }),
]);
export type AssessmentRecordBody = z.infer<typeof assessmentRecordBodySchema>;

export const assessmentRecordSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  kind: z.enum(['justification', 'remedy']),
  criteria: z.array(objectiveCriterionSchema),
  text: z.string(),
  target_date: z.iso.date().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type AssessmentRecord = z.infer<typeof assessmentRecordSchema>;

export const assessmentRecordParamsSchema = z.object({ id: z.string(), recordId: z.string() });

/** Head counts of women and men in one quarter of a category's own pay order. */
export const payDistributionBandSchema = z.object({
  band: z.number().int().min(1).max(4),
  number_of_women: z.number().min(0),
  number_of_men: z.number().min(0),
});
export type PayDistributionBandData = z.infer<typeof payDistributionBandSchema>;

export const assessmentCategorySchema = z.object({
  category: z.string(),
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  base_pay_gap_percentage: percent,
  variable_pay_gap_percentage: percent,
  total_pay_gap_percentage: percent,
  /** The part of the total gap the objective factors do not explain (regression; see README). */
  unexplained_gap_percentage: percent,
  explained_gap_percentage: percent,
  /** Null for viewers when the category has fewer women or men than the minimum. */
  pay_distribution: z.array(payDistributionBandSchema).nullable(),
  small_group: smallGroup,
  cost_to_close: z.object({
    raised_gender: z.enum(['female', 'male']).nullable(),
    people_raised: z.number().int(),
    total_monthly_raise: z.number().min(0),
    total_yearly_raise: z.number().min(0),
  }),
  records: z.array(assessmentRecordSchema),
  state: z.enum(['open', 'justified', 'remedy_planned', 'overdue']),
});
export type AssessmentCategory = z.infer<typeof assessmentCategorySchema>;

/** `POST /api/reports/pay-gap/{id}/submission`: the day the organisation filed the report. */
export const submissionBodySchema = z.object({ submitted_on: isoDateSchema });
export type SubmissionBody = z.infer<typeof submissionBodySchema>;
export const submissionSchema = z.object({
  submitted_on: z.iso.date(),
  /** submitted_on + 6 calendar months (clamped to the month's end). */
  due_date: z.iso.date(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const assessmentViewSchema = z.object({
  categories_version: z.number().int().min(0),
  /** The day the organisation recorded filing the report (decisions §8); null until then. */
  submitted_on: z.iso.date().nullable(),
  /**
   * submitted_on + 6 calendar months, clamped to the month's end: an open flag is overdue from
   * this day. Null before submission, when nothing is overdue.
   */
  due_date: z.iso.date().nullable(),
  /** Before submission: the day the report is to be filed (null without a duty, or once filed). */
  filing_deadline: z.iso.date().nullable(),
  unexplained_gap: unexplainedGapSchema.extend(unexplainedGapShownShape).nullable(),
  cost_to_close: z.object({
    total_monthly_raise: z.number().min(0),
    total_yearly_raise: z.number().min(0),
  }),
  /** The flagged categories only: a total-pay gap of 5 % or more either way (decisions §8). */
  flagged: z.array(assessmentCategorySchema),
  /** Categories not flagged whose base or variable component gap is 5 % or more. */
  to_watch: z.array(
    z.object({
      category: z.string(),
      base_pay_gap_percentage: percent,
      variable_pay_gap_percentage: percent,
      total_pay_gap_percentage: percent,
    }),
  ),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;
export const assessmentAnswerSchema = reportAnswerSchema(assessmentViewSchema);
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;
