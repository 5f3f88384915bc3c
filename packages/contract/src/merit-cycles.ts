import { z } from 'zod';
import { bandBasisSchema, bandFiguresSchema } from '#salary-bands.ts';
import { indicatorsViewSchema } from '#reporting/indicators.ts';
import { currencySchema, genderSchema, isoDateSchema, sortOrderSchema } from '#reports.ts';

// Merit cycle review (decisions §10, plan feature `merit_cycle_review`): a planned round of
// raises over one report, with a budget, guidelines (a merit matrix) and one proposal per
// person, whose pay-equity effect is computed by the engine before anything is paid. Every
// amount is monthly, in the report's currency; a raise is on base pay, in money actually paid
// (a part-timer's raise is their part-time amount), to the cent. The methodology is
// packages/engine/README.md ("Merit cycles").

/** The most a raise or a budget can be, per month: far above any salary the file accepts. */
export const MAX_MONTHLY_AMOUNT = 1_000_000_000;
/** Rows of a merit matrix: performance ratings (plus one for everyone without a rating). */
export const MAX_MATRIX_ROWS = 21;
/** The matrix's columns: quartiles 1 (lowest) to 4 of a person's position in their band. */
export const MERIT_QUARTILES = 4;

export const meritCycleStates = ['draft', 'submitted', 'approved', 'applied'] as const;
export const meritCycleStateSchema = z.enum(meritCycleStates);
export type MeritCycleState = z.infer<typeof meritCycleStateSchema>;

const name = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' });
const cents = z
  .number({ error: 'invalid_number' })
  .multipleOf(0.01, { error: 'more_than_two_decimals' });
const percent = z
  .number({ error: 'invalid_number' })
  .min(0, { error: 'negative' })
  .max(100, { error: 'too_large' })
  .multipleOf(0.01, { error: 'more_than_two_decimals' });

/**
 * `percent`: a share of the monthly base pay actually paid to everyone in the report;
 * `amount`: money per month in the report's currency.
 */
export const meritBudgetBodySchema = z
  .object({
    kind: z.enum(['percent', 'amount']),
    value: cents.min(0, { error: 'negative' }).max(MAX_MONTHLY_AMOUNT, { error: 'too_large' }),
  })
  .refine((b) => b.kind === 'amount' || b.value <= 100, {
    error: 'too_large',
    path: ['value'],
  });
export type MeritBudgetBody = z.infer<typeof meritBudgetBodySchema>;

/** The budget as every answer shows it: money per month, `left` negative when overspent. */
export const meritBudgetSchema = z.object({
  kind: z.enum(['percent', 'amount']),
  value: z.number(),
  total: z.number(),
  used: z.number(),
  left: z.number(),
});
export type MeritBudget = z.infer<typeof meritBudgetSchema>;

/** POST /merit-cycles. The proposals start from the default guidelines (see below). */
export const createMeritCycleBodySchema = z.object({
  report_id: z.string(),
  name,
  effective_on: isoDateSchema,
  budget: meritBudgetBodySchema,
});
export type CreateMeritCycleBody = z.infer<typeof createMeritCycleBodySchema>;

/** PATCH /merit-cycles/:id (a draft only): any of the fields, at least one. */
export const patchMeritCycleBodySchema = z
  .object({
    name: name.optional(),
    effective_on: isoDateSchema.optional(),
    budget: meritBudgetBodySchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'required',
    path: ['name'],
  });
export type PatchMeritCycleBody = z.infer<typeof patchMeritCycleBodySchema>;

/** A performance rating as the file's Performance column or a person's entry writes it. */
export const performanceRatingSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50, { error: 'too_long' });

/**
 * One row of the merit matrix: the raise in percent of base pay for each quartile (1 = lowest)
 * of a person's position in their band. `rating: null` is the row of everyone whose rating no
 * other row names (or everyone, when the matrix has that row alone).
 */
export const meritMatrixRowSchema = z.object({
  rating: performanceRatingSchema.nullable(),
  raise_percent: z.tuple([percent, percent, percent, percent]),
});
export type MeritMatrixRow = z.infer<typeof meritMatrixRowSchema>;

/** PUT /merit-cycles/:id/guidelines: ratings are matched ignoring case; each row once. */
export const meritGuidelinesBodySchema = z.object({
  rows: z
    .array(meritMatrixRowSchema)
    .min(1, { error: 'required' })
    .max(MAX_MATRIX_ROWS, { error: 'too_long' })
    .refine(
      (rows) =>
        new Set(rows.map((r) => r.rating?.toLocaleLowerCase('en') ?? '\u0000')).size ===
        rows.length,
      { error: 'duplicate_rating' },
    ),
  /**
   * Keep the proposals edited by hand (default) or fill every proposal from the matrix again.
   */
  keep_manual: z.boolean().default(true),
});
export type MeritGuidelinesBody = z.input<typeof meritGuidelinesBodySchema>;

/**
 * Where a person's quartile comes from: `bands` = the range of their band in the salary bands in
 * force at the report's period end, quarter by quarter from min to max (below min is quartile 1,
 * above max quartile 4); `levels` = the 25th, 50th and 75th percentiles of their level's
 * full-time-equivalent base pay, where the organisation has no bands in the report's currency
 * or their level has no band.
 */
export const quartileBasisSchema = z.enum(['bands', 'levels']);
export type QuartileBasis = z.infer<typeof quartileBasisSchema>;

export const meritGuidelinesSchema = z.object({
  rows: z.array(meritMatrixRowSchema),
  /** `bands` when bands in force were found (people of a level without a band use `levels`). */
  quartile_basis: quartileBasisSchema,
  /** The salary-bands version read, null without one. */
  bands_version: z.number().int().positive().nullable(),
  /**
   * Every rating the people of the report have (the file's Performance column or entered per
   * person), in natural order; empty when nobody has one, and the matrix then has one row.
   */
  ratings_found: z.array(z.string()),
  /** People whose rating no row names and who fall to the `rating: null` row (or get 0 %). */
  unmatched_people: z.number().int().min(0),
});
export type MeritGuidelines = z.infer<typeof meritGuidelinesSchema>;

/** PUT guidelines answers the guidelines and how many proposals kept a hand-made raise. */
export const meritGuidelinesAnswerSchema = meritGuidelinesSchema.extend({
  kept_manual: z.number().int().min(0),
  budget: meritBudgetSchema,
});
export type MeritGuidelinesAnswer = z.infer<typeof meritGuidelinesAnswerSchema>;

const who = z.string().nullable();
const when = z.string().nullable();

/** A cycle as the list shows it. */
export const meritCycleSummarySchema = z.object({
  id: z.uuid(),
  report_id: z.uuid(),
  report_label: z.string(),
  name: z.string(),
  effective_on: z.iso.date(),
  state: meritCycleStateSchema,
  currency: currencySchema,
  budget: meritBudgetSchema,
  people: z.number().int().min(0),
  people_raised: z.number().int().min(0),
  /** The report `apply` created (null before). */
  applied_report_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MeritCycleSummary = z.infer<typeof meritCycleSummarySchema>;
export const meritCycleListSchema = z.object({ cycles: z.array(meritCycleSummarySchema) });
export type MeritCycleList = z.infer<typeof meritCycleListSchema>;

/** GET /merit-cycles/:id: the summary, the guidelines and who moved it through review. */
export const meritCycleSchema = meritCycleSummarySchema.extend({
  guidelines: meritGuidelinesSchema,
  created_by: who,
  submitted_at: when,
  submitted_by: who,
  approved_at: when,
  approved_by: who,
  /** The owner's note when it was last sent back to draft (null otherwise). */
  sent_back_note: z.string().nullable(),
  applied_at: when,
});
export type MeritCycle = z.infer<typeof meritCycleSchema>;

export const meritCyclePathParamsSchema = z.object({ id: z.string() });
export const meritProposalPathParamsSchema = z.object({ id: z.string(), employeeId: z.string() });

/** Where a proposal's raise came from. */
export const proposalSourceSchema = z.enum(['guidelines', 'manual', 'optimiser']);
export type ProposalSource = z.infer<typeof proposalSourceSchema>;

/** One person's proposal. Amounts paid per month; `_fte` ones are full-time equivalents. */
export const meritProposalSchema = z.object({
  employee_id: z.string(),
  gender: genderSchema,
  level: z.string(),
  position: z.string(),
  /** The person's category of workers (decisions §8), as the indicators read it. */
  category: z.string(),
  fte: z.number(),
  performance: z.string().nullable(),
  quartile: z.number().int().min(1).max(MERIT_QUARTILES),
  /** FTE pay on the band's basis ÷ the band's midpoint, 4 decimals; null without a band. */
  compa_ratio: z.number().nullable(),
  base_salary: z.number(),
  base_salary_fte: z.number(),
  /** The matrix's raise for this person's row and quartile; null when no row applies. */
  guideline_percent: z.number().nullable(),
  raise_amount: z.number().min(0),
  /** raise_amount ÷ base_salary × 100, 2 decimals. */
  raise_percent: z.number().min(0),
  new_base_salary: z.number(),
  new_base_salary_fte: z.number(),
  /** The band's maximum (full-time equivalent), null without a band. */
  band_max: z.number().nullable(),
  /** The new FTE pay on the band's basis is above the band's maximum. */
  above_band_max: z.boolean(),
  source: proposalSourceSchema,
  /** The reason given with the last edit by hand (null for other sources). */
  reason: z.string().nullable(),
});
export type MeritProposal = z.infer<typeof meritProposalSchema>;

export const proposalSortKeySchema = z.enum([
  'employee_id',
  'gender',
  'level',
  'position',
  'category',
  'fte',
  'performance',
  'quartile',
  'compa_ratio',
  'base_salary',
  'base_salary_fte',
  'guideline_percent',
  'raise_amount',
  'raise_percent',
  'new_base_salary',
  'new_base_salary_fte',
  'source',
]);
export type ProposalSortKey = z.infer<typeof proposalSortKeySchema>;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /merit-cycles/:id/proposals: filters, paging and sorting as the employees view has them. */
export const meritProposalsQuerySchema = z.object({
  level: z.string().max(200).optional(),
  position: z.string().max(200).optional(),
  category: z.string().max(200).optional(),
  gender: genderSchema.optional(),
  performance: z.string().max(50).optional(),
  quartile: z.coerce.number().int().min(1).max(MERIT_QUARTILES).optional(),
  source: proposalSourceSchema.optional(),
  /** `true`: only people with a raise; `false`: only people without. */
  raised: flag,
  /** `true`: only people whose new pay is above their band's maximum. */
  above_band_max: flag,
  /** Matches the start of the employee id (case-insensitive). */
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(1000).optional(),
  /** Sorted by this column (nulls last either way, then file order); file order without. */
  sort: proposalSortKeySchema.optional(),
  order: sortOrderSchema.optional(),
});
export type MeritProposalsQuery = z.input<typeof meritProposalsQuerySchema>;

export const meritProposalsSchema = z.object({
  proposals: z.array(meritProposalSchema),
  /** Rows matching the filters (before paging). */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** For the filter lists, in natural order. */
  levels: z.array(z.string()),
  positions: z.array(z.string()),
  categories: z.array(z.string()),
  ratings: z.array(z.string()),
  budget: meritBudgetSchema,
});
export type MeritProposals = z.infer<typeof meritProposalsSchema>;

/**
 * PATCH /merit-cycles/:id/proposals/:employeeId (a draft only): a raise by amount (money paid
 * per month) or by percent of base pay, never negative (400 NEGATIVE_RAISE), with the reason;
 * and/or the person's performance rating (null clears an entered one). A new rating alone
 * refills the raise from the matrix unless the raise was set by hand.
 */
export const patchMeritProposalBodySchema = z
  .object({
    raise_amount: cents.max(MAX_MONTHLY_AMOUNT, { error: 'too_large' }).optional(),
    raise_percent: cents.max(1000, { error: 'too_large' }).optional(),
    performance: performanceRatingSchema.nullable().optional(),
    reason: z.string().trim().min(1, { error: 'required' }).max(500).optional(),
  })
  .refine((b) => b.raise_amount === undefined || b.raise_percent === undefined, {
    error: 'amount_or_percent',
    path: ['raise_percent'],
  })
  .refine(
    (b) =>
      b.raise_amount !== undefined || b.raise_percent !== undefined || b.performance !== undefined,
    { error: 'required', path: ['raise_amount'] },
  )
  .refine(
    (b) =>
      (b.raise_amount === undefined && b.raise_percent === undefined) || b.reason !== undefined,
    { error: 'required', path: ['reason'] },
  );
export type PatchMeritProposalBody = z.infer<typeof patchMeritProposalBodySchema>;

export const meritProposalAnswerSchema = z.object({
  proposal: meritProposalSchema,
  budget: meritBudgetSchema,
});
export type MeritProposalAnswer = z.infer<typeof meritProposalAnswerSchema>;

/** The salary bands' figures of one side of the impact (null without bands in force). */
export const impactBandsSchema = z.object({
  version: z.number().int().positive(),
  basis: bandBasisSchema,
  bands: z.array(bandFiguresSchema),
});

/**
 * One side of the impact: the indicators call's shape (every Art. 9 indicator, the categories
 * with their flags, the unexplained gap of the organisation's chosen model) and the salary-band
 * figures, for the pay before or after the proposals. For a viewer, small groups are withheld
 * exactly as in the indicators and bands calls.
 */
export const meritImpactSideSchema = indicatorsViewSchema
  .omit({ reporting_duty: true })
  .extend({ salary_bands: impactBandsSchema.nullable() });
export type MeritImpactSide = z.infer<typeof meritImpactSideSchema>;

/** GET /merit-cycles/:id/impact. */
export const meritImpactSchema = z.object({
  before: meritImpactSideSchema,
  after: meritImpactSideSchema,
  budget: meritBudgetSchema.pick({ total: true, used: true, left: true }),
  people_raised: z.number().int().min(0),
  min_group_size: z.number().int().min(1),
});
export type MeritImpact = z.infer<typeof meritImpactSchema>;

export const optimiseGoalSchema = z.enum(['flags', 'unexplained', 'both']);
export type OptimiseGoal = z.infer<typeof optimiseGoalSchema>;

/** POST /merit-cycles/:id/optimise (a draft only). */
export const optimiseBodySchema = z.object({
  goal: optimiseGoalSchema,
  /** Spend no more than the budget: close the cheapest flags first, leave the rest open. */
  within_budget: z.boolean(),
  /** Raise people above their band's maximum where closing a gap needs it. */
  allow_above_band_max: z.boolean().default(false),
  /**
   * `current_pay`: the optimised raises replace every proposal; `proposals`: they are added on
   * top of the current proposals (the merit round first, then what closes the gaps).
   */
  start_from: z.enum(['current_pay', 'proposals']).default('current_pay'),
});
export type OptimiseBody = z.input<typeof optimiseBodySchema>;

/** Why a category stays open after the optimiser. */
export const openReasonSchema = z.enum(['budget', 'band_max', 'no_one_to_raise']);

export const optimisedCategorySchema = z.object({
  category: z.string(),
  /** The gender raised (the one paid less in the category). */
  raised_gender: genderSchema,
  total_pay_gap_before: z.number(),
  total_pay_gap_after: z.number(),
  people_raised: z.number().int().min(0),
  total_monthly_raise: z.number().min(0),
  closed: z.boolean(),
  open_reason: openReasonSchema.nullable(),
});

/** How each remediation method fares on the same pay: cost and what it leaves behind. */
export const remediationMethodSchema = z.object({
  /**
   * `optimised`: this answer's raises; `raise_by_gap`: everyone of the underpaid gender in a
   * flagged category raised by the category's gap; `to_prediction`: each person paid below what
   * the regression predicts for their objective factors raised to it (the white paper's two
   * common methods, FairPayWorkplace 2020).
   */
  method: z.enum(['optimised', 'raise_by_gap', 'to_prediction']),
  total_monthly_raise: z.number().min(0),
  people_raised: z.number().int().min(0),
  /** Categories still flagged after the method's raises. */
  flagged_categories_left: z.array(z.string()),
  /** The unexplained gap after the method's raises, as shown (null without a regression). */
  unexplained_gap_percentage: z.number().nullable(),
  unexplained_above_tolerance: z.boolean().nullable(),
});
export type RemediationMethod = z.infer<typeof remediationMethodSchema>;

export const optimiseAnswerSchema = z.object({
  total_monthly_raise: z.number().min(0),
  people_raised: z.number().int().min(0),
  /** The budget covers the proposals (the optimised raises, plus any kept underneath). */
  within_budget: z.boolean(),
  open_categories: z.array(z.string()),
  categories: z.array(optimisedCategorySchema),
  /**
   * The unexplained-gap goal (a heuristic, see the methodology): the gap before and after, and
   * whether its test still finds it above tolerance; null for `goal: 'flags'` or without a model.
   */
  unexplained: z
    .object({
      gap_percentage_before: z.number(),
      gap_percentage_after: z.number(),
      above_tolerance_after: z.boolean(),
      closed: z.boolean(),
    })
    .nullable(),
  comparison: z.array(remediationMethodSchema),
  budget: meritBudgetSchema,
});
export type OptimiseAnswer = z.infer<typeof optimiseAnswerSchema>;

/** POST /merit-cycles/:id/send-back: the owner's note to whoever prepared it. */
export const sendBackBodySchema = z.object({
  note: z.string().trim().max(1000).optional(),
});
export type SendBackBody = z.infer<typeof sendBackBodySchema>;

/** POST /merit-cycles/:id/apply: the new report of the raised pay (processing at first). */
export const applyAnswerSchema = z.object({ report_id: z.uuid() });
export type ApplyAnswer = z.infer<typeof applyAnswerSchema>;

export const meritExportQuerySchema = z.object({
  lang: z
    .string()
    .max(16)
    .optional()
    .transform((lang): 'en' | 'pl' => (lang === 'pl' ? 'pl' : 'en')),
});
