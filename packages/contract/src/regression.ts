import { z } from 'zod';
import { reportAnswerSchema } from '#reports.ts';

/**
 * The regression models of the unexplained gap (decisions §8, signs): `parytet` is the model the
 * methodology page documents (log hourly pay on level, position, location, education as
 * categories, years of service and age); `logib` is the Swiss federal standard analysis model
 * (admin-ebg/logib): log standardised monthly pay on years of training, years of service,
 * potential experience and its square, level and position as categories.
 */
export const regressionModels = ['parytet', 'logib'] as const;
export const regressionModelSchema = z.enum(regressionModels);
export type RegressionModel = z.infer<typeof regressionModelSchema>;
export const DEFAULT_REGRESSION_MODEL: RegressionModel = 'parytet';

/** One term of the fitted model: the raw coefficient (log points for dummies), two-sided p. */
export const regressionTermSchema = z.object({
  /** `(intercept)`, a numeric term's name, `female`, or `<factor>=<value>` for a dummy. */
  term: z.string(),
  coefficient: z.number(),
  standard_error: z.number().min(0),
  t: z.number(),
  p: z.number().min(0).max(1),
  /** A dummy's head count (rows with that value); null for the intercept and numeric terms. */
  people: z.number().int().min(0).nullable(),
});
export type RegressionTerm = z.infer<typeof regressionTermSchema>;

/**
 * Logib's verdict (R/analysis.R, summary.analysis_model): not significant at 5 % (two-sided);
 * else by Kennedy's estimate truncated to 0.1 %: within the 2.5 % target, above the target,
 * or above the 5 % limit.
 */
export const regressionVerdictSchema = z.enum([
  'not_significant',
  'within_target',
  'above_target',
  'above_limit',
]);
export type RegressionVerdict = z.infer<typeof regressionVerdictSchema>;

/** Why a row is left out of the model (Logib's checks of importance 1, in its order). */
export const excludedRowReasonSchema = z.enum([
  'missing_age',
  'missing_years_of_service',
  'missing_education',
  'age_not_whole',
  'age_out_of_range',
  'years_of_service_out_of_range',
  'entry_age_below_13',
  'education_not_valid',
]);
export type ExcludedRowReason = z.infer<typeof excludedRowReasonSchema>;

/** Why no model could be fitted. */
export const regressionUnavailableSchema = z.enum([
  'missing_columns',
  'too_few_rows',
  'too_few_women_or_men',
  'no_degrees_of_freedom',
]);
export type RegressionUnavailable = z.infer<typeof regressionUnavailableSchema>;

export const regressionFemaleSchema = z.object({
  /** Log points: negative = women paid less, other factors equal. */
  coefficient: z.number(),
  standard_error: z.number().min(0),
  t: z.number(),
  p: z.number().min(0).max(1),
  /** Kennedy's estimate exp(c − SE²/2) − 1, a fraction (−0.026 = women paid 2.6 % less). */
  kennedy: z.number(),
  /** 95 % interval of the coefficient from Student's t with `df`, log points. */
  ci_low: z.number(),
  ci_high: z.number(),
});
export type RegressionFemale = z.infer<typeof regressionFemaleSchema>;

/**
 * A fitted model's full output. The figures are the model's raw values; screens and exports
 * show the unexplained gap as −kennedy × 100 % (positive = women paid less).
 */
export const regressionDataSchema = z.object({
  model: regressionModelSchema,
  /** Rows in the model, and women among them. */
  n: z.number().int().min(0),
  women: z.number().int().min(0),
  df: z.number().int().min(1),
  r_squared: z.number(),
  adjusted_r_squared: z.number(),
  terms: z.array(regressionTermSchema),
  female: regressionFemaleSchema,
  verdict: regressionVerdictSchema,
  excluded_rows: z.array(z.object({ id: z.string(), reason: excludedRowReasonSchema })),
  /** Dummies that are linear combinations of earlier columns, dropped as R's `lm` does. */
  aliased: z.array(z.string()),
  /**
   * A factor taken out by demeaning within its groups (the `parytet` model absorbs its factor
   * with the most values): same coefficients as its dummies would give, which are not listed.
   */
  absorbed: z.object({ factor: z.string(), groups: z.number().int() }).nullable(),
});
export type RegressionData = z.infer<typeof regressionDataSchema>;

export const regressionQuerySchema = z.object({ model: regressionModelSchema.optional() });

/**
 * `GET /api/reports/pay-gap/{id}/regression` ready data: the model asked for (default: the
 * organisation's chosen one), the fit or why there is none.
 */
export const regressionViewSchema = z.object({
  model: regressionModelSchema,
  /** The organisation's chosen model, the one the indicators and the assessment use. */
  chosen_model: regressionModelSchema,
  regression: regressionDataSchema.nullable(),
  unavailable_reason: regressionUnavailableSchema.nullable(),
  /**
   * Rows the model would leave out, also when no fit is possible. Empty for a viewer (they are
   * people's IDs), who gets the count only.
   */
  excluded_rows: regressionDataSchema.shape.excluded_rows,
  excluded_count: z.number().int().min(0),
  /**
   * Dummies over fewer people than the minimum group size, left out of `terms` for a viewer
   * (decisions §9: such a coefficient is a figure about those few people).
   */
  withheld_terms: z.number().int().min(0),
});
export type RegressionView = z.infer<typeof regressionViewSchema>;
export const regressionAnswerSchema = reportAnswerSchema(regressionViewSchema);
export type RegressionAnswer = z.infer<typeof regressionAnswerSchema>;

export const regressionSettingsSchema = z.object({ model: regressionModelSchema });
export type RegressionSettings = z.infer<typeof regressionSettingsSchema>;
