import { z } from 'zod';
import { isoDateSchema, reportAnswerSchema } from '#reports.ts';
import { regressionModelSchema } from '#regression.ts';

const percent = z.number().nullable();

/** A report named in a comparison or a trend. */
export const comparedReportSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  period_start: isoDateSchema.nullable(),
  period_end: isoDateSchema.nullable(),
  created_at: z.string(),
});
export type ComparedReport = z.infer<typeof comparedReportSchema>;

/**
 * The scalar indicators a comparison sets side by side: the indicators call's own fields
 * (receiving_variable_pay and the quartile bands' shares flattened), the unexplained gap as
 * screens show it (−Kennedy × 100 %, positive = women paid less) and the head counts.
 */
export const comparedIndicatorNames = [
  'pay_gap_mean',
  'pay_gap_median',
  'variable_pay_gap_mean',
  'variable_pay_gap_median',
  'receiving_variable_pay_women_percentage',
  'receiving_variable_pay_men_percentage',
  'quartile_1_women_percentage',
  'quartile_2_women_percentage',
  'quartile_3_women_percentage',
  'quartile_4_women_percentage',
  'unexplained_gap_percentage',
  'head_count',
  'women',
  'men',
] as const;
export const comparedIndicatorNameSchema = z.enum(comparedIndicatorNames);
export type ComparedIndicatorName = z.infer<typeof comparedIndicatorNameSchema>;

export const indicatorChangeSchema = z.object({
  name: comparedIndicatorNameSchema,
  this: percent,
  other: percent,
  /** this − other (percentage points for percentages), rounded to 0.01; null if either is. */
  change: percent,
});
export type IndicatorChange = z.infer<typeof indicatorChangeSchema>;

const categorySideSchema = z.object({
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  total_pay_gap_percentage: percent,
  flagged: z.boolean(),
});

export const categoryChangeSchema = z.object({
  category: z.string(),
  /** Null when the category is not in that report. */
  this: categorySideSchema.nullable(),
  other: categorySideSchema.nullable(),
  change: percent,
});
export type CategoryChange = z.infer<typeof categoryChangeSchema>;

/** The change of pay_gap_mean split by who caused it, percentage points (engine gapChangeSplit). */
export const gapSplitSchema = z.object({
  stayers: z.number(),
  leavers: z.number(),
  joiners: z.number(),
});
export type GapSplit = z.infer<typeof gapSplitSchema>;

/** `GET /api/reports/pay-gap/{id}/comparison` ready data. */
export const comparisonViewSchema = z.object({
  report: comparedReportSchema,
  /** The report compared with; null when the organisation has no earlier ready report. */
  other: comparedReportSchema.nullable(),
  regression_model: regressionModelSchema,
  indicators: z.array(indicatorChangeSchema),
  categories: z.array(categoryChangeSchema),
  /** Null without a shared ID, or when a step's gap is withheld (too few women or men). */
  split: gapSplitSchema.nullable(),
});
export type ComparisonView = z.infer<typeof comparisonViewSchema>;
export const comparisonAnswerSchema = reportAnswerSchema(comparisonViewSchema);
export type ComparisonAnswer = z.infer<typeof comparisonAnswerSchema>;
export const comparisonQuerySchema = z.object({ with: z.string().optional() });

/** One ready report in the trend, oldest period first. */
export const trendPointSchema = z.object({
  report: comparedReportSchema,
  pay_gap_mean: percent,
  pay_gap_median: percent,
  unexplained_gap_percentage: percent,
  head_count: z.number().int(),
  women: z.number().int(),
  men: z.number().int(),
  flagged_categories: z.number().int(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;
export const trendResponseSchema = z.object({
  regression_model: regressionModelSchema,
  points: z.array(trendPointSchema),
});
export type TrendResponse = z.infer<typeof trendResponseSchema>;
