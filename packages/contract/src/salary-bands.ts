import { z } from 'zod';
import { currencySchema, isoDateSchema } from '#reports.ts';

// Salary bands (decisions §10): the organisation's intended pay structure, versioned with an
// effective date; every amount is monthly, full-time equivalent, in the currency of the
// reports the bands are read against. The methodology is packages/engine's compute/salary-bands.

export const MAX_BANDS = 500;
export const MAX_JOB_FAMILIES = 200;
const MAX_BAND_AMOUNT = 10_000_000;

const label = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' });
const amount = z
  .number({ error: 'invalid_number' })
  .min(0, { error: 'negative' })
  .max(MAX_BAND_AMOUNT, { error: 'too_large' })
  .multipleOf(0.01, { error: 'more_than_two_decimals' });

export const bandBasisSchema = z.enum(['base', 'total']);
export type BandBasisValue = z.infer<typeof bandBasisSchema>;

export const salaryBandSchema = z.object({
  level: label,
  job_family: label.nullable(),
  min: amount,
  mid: amount,
  max: amount,
});
export type SalaryBand = z.infer<typeof salaryBandSchema>;

export const jobFamilySchema = z.object({
  name: label,
  positions: z.array(label).max(2000),
});
export type JobFamilyValue = z.infer<typeof jobFamilySchema>;

/** PUT /salary-bands: a new version. min ≤ mid ≤ max per band is checked with the band named. */
export const salaryBandsBodySchema = z.object({
  effective_from: isoDateSchema,
  basis: bandBasisSchema,
  currency: currencySchema,
  bands: z.array(salaryBandSchema).min(1, { error: 'required' }).max(MAX_BANDS),
  job_families: z.array(jobFamilySchema).max(MAX_JOB_FAMILIES).default([]),
});
export type SalaryBandsBody = z.input<typeof salaryBandsBodySchema>;

/** A saved version; `version` 0 with no bands while the organisation has none. */
export const salaryBandsSchema = z.object({
  version: z.number().int().nonnegative(),
  effective_from: isoDateSchema.nullable(),
  basis: bandBasisSchema,
  currency: currencySchema,
  bands: z.array(salaryBandSchema),
  job_families: z.array(jobFamilySchema),
  created_at: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type SalaryBands = z.infer<typeof salaryBandsSchema>;

export const salaryBandVersionSchema = z.object({
  version: z.number().int().positive(),
  effective_from: isoDateSchema,
  basis: bandBasisSchema,
  currency: currencySchema,
  bands: z.number().int().nonnegative(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export const salaryBandVersionsSchema = z.object({ versions: z.array(salaryBandVersionSchema) });

const percentile = z.number().int().min(0).max(100);

/**
 * POST /salary-bands/draft: a draft; nothing is saved. `percentiles`: from the report's own pay;
 * `market`: from the benchmark (`benchmark_source`) where the report's positions are mapped to a
 * role, every figure with its source in the answer's `sources`.
 */
export const bandDraftBodySchema = z.object({
  report_id: z.string(),
  method: z.enum(['percentiles', 'market']),
  benchmark_source: z.enum(['market', 'pool']).default('market'),
  basis: bandBasisSchema.default('base'),
  percentiles: z
    .object({ min: percentile, mid: percentile, max: percentile })
    .refine((p) => p.min <= p.mid && p.mid <= p.max, { error: 'percentiles_out_of_order' })
    .default({ min: 10, mid: 50, max: 90 }),
  /** The spread, (max − min) ÷ min in percent, a band should have; outside it is pointed out. */
  spread: z
    .object({ min: z.number().min(0).max(1000), max: z.number().min(0).max(1000) })
    .default({ min: 20, max: 80 }),
});
export type BandDraftBody = z.input<typeof bandDraftBodySchema>;

export const bandFindingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['overlap', 'gap']),
    lower: z.string(),
    upper: z.string(),
    amount: z.number(),
  }),
  z.object({
    kind: z.enum(['narrow', 'wide']),
    level: z.string(),
    job_family: z.string().nullable(),
    spread: z.number(),
  }),
]);

/** Where one figure of a drafted band comes from. */
export const bandFigureSourceSchema = z.discriminatedUnion('kind', [
  /** A row of the market table: its id, statistic, period and publisher. */
  z.object({
    kind: z.literal('market'),
    row_id: z.string(),
    statistic: z.string(),
    period: z.string(),
    publisher: z.string(),
  }),
  /** A pooled benchmark cell of the snapshot computed at `computed_at`. */
  z.object({
    kind: z.literal('pool'),
    computed_at: z.string(),
    statistic: z.enum(['p25', 'p50', 'p75']),
  }),
  /** The mid with the target spread around it, where the benchmark has no quartiles. */
  z.object({ kind: z.literal('spread'), spread: z.number() }),
  /** A percentile of the report's own full-time-equivalent pay (levels with no mapped position). */
  z.object({ kind: z.literal('report'), percentile: z.number() }),
]);
export type BandFigureSource = z.infer<typeof bandFigureSourceSchema>;

export const bandSourcesSchema = z.object({
  level: z.string(),
  job_family: z.string().nullable(),
  /** The role whose benchmark the band follows; null for a band from the report's own pay. */
  role: z.string().nullable(),
  seniority: z.string().nullable(),
  min: bandFigureSourceSchema,
  mid: bandFigureSourceSchema,
  max: bandFigureSourceSchema,
});

export const bandDraftSchema = z.object({
  basis: bandBasisSchema,
  currency: currencySchema,
  bands: z.array(salaryBandSchema),
  /**
   * The job families the bands name, to save with them: none from percentiles; from a template,
   * each family it names, with the positions the current bands give it (none for a new one);
   * from the market, a role's positions within a level.
   */
  job_families: z.array(jobFamilySchema).default([]),
  findings: z.array(bandFindingSchema),
  /** `market` drafts: each band's figures' sources, in the order of `bands`. */
  sources: z.array(bandSourcesSchema).optional(),
});
export type BandDraft = z.infer<typeof bandDraftSchema>;

const ratio = z.number().nullable();
const money = z.number().nullable();

/** A band's aggregates; for a viewer, money over fewer people than the minimum is null. */
export const bandFiguresSchema = salaryBandSchema.extend({
  total_people: z.number().int(),
  number_of_women: z.number().int(),
  number_of_men: z.number().int(),
  women_mean_compa_ratio: ratio,
  men_mean_compa_ratio: ratio,
  compa_ratio_gap_percentage: z.number().nullable(),
  flagged: z.boolean(),
  below_min: z.number().int(),
  below_min_women: z.number().int(),
  below_min_men: z.number().int(),
  above_max: z.number().int(),
  cost_to_min_monthly: money,
  cost_to_min_monthly_women: money,
  cost_to_min_monthly_men: money,
  /** A figure over fewer than the minimum group size was withheld from this answer. */
  small_group: z.boolean(),
});

export const personInBandSchema = z.object({
  id: z.string(),
  gender: z.enum(['F', 'M']),
  level: z.string(),
  position: z.string(),
  pay: z.number(),
  band_level: z.string().nullable(),
  band_job_family: z.string().nullable(),
  compa_ratio: ratio,
  range_penetration: ratio,
  below_min: z.boolean(),
  above_max: z.boolean(),
});

export const reportBandsQuerySchema = z.object({
  version: z.coerce.number().int().positive().optional(),
});

/** GET /reports/pay-gap/:id/salary-bands: `employees` only for the HR team (decisions §9). */
export const reportBandsSchema = z.object({
  version: z.number().int().positive(),
  effective_from: isoDateSchema,
  basis: bandBasisSchema,
  currency: currencySchema,
  bands: z.array(bandFiguresSchema),
  employees: z.array(personInBandSchema).optional(),
});
export type ReportBands = z.infer<typeof reportBandsSchema>;
