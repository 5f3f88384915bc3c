import { z } from 'zod';

// Benchmarking (decisions §10): the organisation's full-time-equivalent pay beside (1) the
// shipped, sourced table of Polish pay ("market") and (2) a pooled benchmark of the deployment's
// organisations that opt in ("pool"), read from a snapshot of aggregates a job computes. Every
// amount is monthly, in PLN.

/** Standard roles a position maps to; `GET /benchmarking/roles` names each in both languages. */
export const benchmarkRoles = [
  'software_developer',
  'ai_ml',
  'it_architect',
  'it_manager',
  'it_support',
  'data_analyst',
  'doctor',
  'nurse',
  'midwife',
  'pharmacist',
  'health_professional',
  'teacher',
  'academic',
  'librarian',
  'driver',
  'manager',
  'project_manager',
  'finance_specialist',
  'hr_specialist',
  'marketing_specialist',
  'sales_representative',
  'customer_service',
  'designer',
  'engineer',
  'lawyer',
  'public_official',
  'social_worker',
  'police_officer',
  'firefighter',
  'security_officer',
  'technician',
  'clerk',
  'sales_worker',
  'warehouse_worker',
  'craft_worker',
  'machine_operator',
  'elementary_worker',
  'farmer',
] as const;
export const benchmarkRoleSchema = z.enum(benchmarkRoles, { error: 'unknown_role' });
export type BenchmarkRole = z.infer<typeof benchmarkRoleSchema>;

/** The seniority guide (decisions §7): entry 0–1, junior 1–3, mid 3–5, senior 5–10, staff 10+ years. */
export const seniorities = ['entry', 'junior', 'mid', 'senior', 'staff'] as const;
export const senioritySchema = z.enum(seniorities, { error: 'unknown_seniority' });
export type Seniority = z.infer<typeof senioritySchema>;
/** Years of experience per seniority: from (inclusive) to (exclusive; null = no upper end). */
export const SENIORITY_YEARS: Record<Seniority, { from: number; to: number | null }> = {
  entry: { from: 0, to: 1 },
  junior: { from: 1, to: 3 },
  mid: { from: 3, to: 5 },
  senior: { from: 5, to: 10 },
  staff: { from: 10, to: null },
};

/** Poland's 16 voivodeships (ISO 3166-2:PL names, ASCII); a location maps to one or to none. */
export const regions = [
  'dolnoslaskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'lodzkie',
  'malopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'slaskie',
  'swietokrzyskie',
  'warminsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export const regionSchema = z.enum(regions, { error: 'unknown_region' });
export type Region = z.infer<typeof regionSchema>;

/** What pay a figure is over: base salary, or base plus bonuses and benefits ÷ 12 (decisions §5). */
export const benchmarkMeasureSchema = z.enum(['base', 'total']);
export type BenchmarkMeasure = z.infer<typeof benchmarkMeasureSchema>;

const label = z.object({ en: z.string(), pl: z.string() });

/** GET /benchmarking/roles: the lists a mapping chooses from, each named in both languages. */
export const benchmarkRolesResponseSchema = z.object({
  roles: z.array(
    z.object({
      id: benchmarkRoleSchema,
      name: label,
      /** The market table has a row for this role itself (not only its major occupational group). */
      market_rows: z.number().int().nonnegative(),
      /** The market rows are for the role's ISCO major group, not the role itself. */
      major_group: z.boolean(),
    }),
  ),
  seniorities: z.array(
    z.object({
      id: senioritySchema,
      name: label,
      years_from: z.number().int(),
      years_to: z.number().int().nullable(),
    }),
  ),
  regions: z.array(z.object({ id: regionSchema, name: label })),
});
export type BenchmarkRolesResponse = z.infer<typeof benchmarkRolesResponseSchema>;

/**
 * Where a mapping entry comes from: `confirmed` = saved by a person (only these are pooled);
 * `suggested` = read from the names, not yet confirmed; `unmapped` = no suggestion.
 */
export const mappingStatusSchema = z.enum(['confirmed', 'suggested', 'unmapped']);
export type MappingStatus = z.infer<typeof mappingStatusSchema>;

// A full body stays under the API's 1 MB request limit; a larger mapping is saved in parts (PUT
// confirms only the entries it is given).
export const MAX_MAPPED_POSITIONS = 5_000;
export const MAX_MAPPED_LOCATIONS = 2_000;
const name = z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' });

/** A position within its level (the report's "same work" group, decisions §5). */
export const positionMappingSchema = z
  .object({
    level: name,
    position: name,
    /** null: confirmed as matching no standard role (left out of every benchmark). */
    role: benchmarkRoleSchema.nullable(),
    seniority: senioritySchema.nullable(),
  })
  .refine((p) => p.role === null || p.seniority !== null, {
    error: 'seniority_required',
    path: ['seniority'],
  });
export type PositionMapping = z.infer<typeof positionMappingSchema>;

export const locationMappingSchema = z.object({
  location: name,
  /** null: no voivodeship (remote, abroad, a department name): counted nationally only. */
  region: regionSchema.nullable(),
});
export type LocationMapping = z.infer<typeof locationMappingSchema>;

/**
 * PUT /benchmarking/mapping: every entry given is saved as confirmed (replacing its earlier
 * confirmation); entries not given stay as they were.
 */
export const mappingBodySchema = z.object({
  positions: z.array(positionMappingSchema).max(MAX_MAPPED_POSITIONS).default([]),
  locations: z.array(locationMappingSchema).max(MAX_MAPPED_LOCATIONS).default([]),
});
export type MappingBody = z.input<typeof mappingBodySchema>;

export const mappingQuerySchema = z.object({
  /** The report whose positions and locations are listed; default: the newest ready report. */
  report_id: z.string().max(100).optional(),
});

/** GET (and PUT) /benchmarking/mapping: the report's positions and locations with their mapping. */
export const mappingResponseSchema = z.object({
  /** The report listed; null when the organisation has no ready report (confirmed entries only). */
  report_id: z.string().nullable(),
  positions: z.array(
    z.object({
      level: z.string(),
      position: z.string(),
      role: benchmarkRoleSchema.nullable(),
      seniority: senioritySchema.nullable(),
      status: mappingStatusSchema,
      /** People in this position in the listed report (0 when not in it). */
      people: z.number().int().nonnegative(),
    }),
  ),
  locations: z.array(
    z.object({
      location: z.string(),
      region: regionSchema.nullable(),
      status: mappingStatusSchema,
      people: z.number().int().nonnegative(),
    }),
  ),
});
export type MappingResponse = z.infer<typeof mappingResponseSchema>;

export const benchmarkSourceSchema = z.enum(['market', 'pool']);
export type BenchmarkSourceKind = z.infer<typeof benchmarkSourceSchema>;

export const benchmarkQuerySchema = z.object({
  source: benchmarkSourceSchema.default('market'),
  /** Only this measure's cells; both when left out. */
  measure: benchmarkMeasureSchema.optional(),
});

/** Why a pooled cell is withheld (decisions §10). */
export const withheldReasons = [
  'too_few_organisations',
  'too_few_people',
  'dominant_contributor',
  'too_recent',
] as const;
export const withheldReasonSchema = z.enum(withheldReasons);
export type WithheldReason = z.infer<typeof withheldReasonSchema>;

/** The pooling rules, one place: a cell is shown only when all hold. */
export const POOL_RULES = {
  minOrganisations: 5,
  minPeople: 10,
  /** No contributor's share of a cell's people above this. */
  maxContributorShare: 0.25,
  /** A report counts only this many months after its period's end (its upload day without one). */
  minAgeMonths: 3,
} as const;

/**
 * A market figure's row as the table holds it: the number(s) verbatim, its statistic, unit,
 * contract, period and source. `value` is scaled to PLN only where the unit says "thousand".
 */
export const marketSourceSchema = z.object({
  kind: z.literal('market'),
  row_id: z.string(),
  subject: label,
  /** The row's statistic column verbatim (with its [flags]). */
  statistic: z.string(),
  /** What the number is: a mean, a median, medians of advertised brackets' bounds, or a minimum. */
  statistic_kind: z.enum(['mean', 'median', 'bracket_medians', 'minimum']),
  /** The value column verbatim, e.g. "18-25" or "7001.28". */
  value: z.string(),
  /** 1000 where the unit is "thousand PLN …"; the amounts of the cell are value × scale. */
  scale: z.number(),
  unit: z.string(),
  /** gross, net (B2B invoices before VAT, net-pay surveys) or not stated by the source. */
  basis: z.enum(['gross', 'net', 'unstated']),
  contract_type: z.string(),
  contract: z.enum(['employment', 'b2b', 'mandate', 'mixed']).nullable(),
  seniority: z.string(),
  period: z.string(),
  sex: z.string(),
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  quote: z.string(),
  /** Job-board offers: what ads advertised, not what people earn. */
  offered: z.boolean(),
  /** The figure is for the role's whole ISCO major occupational group. */
  major_group: z.boolean(),
  conflict: z.array(z.string()).nullable(),
  uncertain: z.boolean(),
  older_round: z.boolean(),
});
export type MarketSource = z.infer<typeof marketSourceSchema>;

/** A pooled figure: from the snapshot of `computed_at`; never names or counts a contributor below 5. */
export const poolSourceSchema = z.object({
  kind: z.literal('pool'),
  computed_at: z.string().nullable(),
  /** Reports whose period ended (or, without a period, were uploaded) on or before this day. */
  data_until: z.string().nullable(),
  /** Contributing organisations; null unless the cell is shown (then at least 5). */
  organisations: z.number().int().min(POOL_RULES.minOrganisations).nullable(),
});
export type PoolSource = z.infer<typeof poolSourceSchema>;

/**
 * Whether the market figure and the organisation's pay are the same kind of amount. The files
 * hold gross employment pay; a B2B invoice amount is net of VAT and before the contractor's own
 * tax and contributions, so the two are never compared without this saying so.
 */
export const comparabilitySchema = z.enum([
  'like_for_like',
  'b2b_net_vs_gross',
  'net_vs_gross',
  'unstated_vs_gross',
]);
export type Comparability = z.infer<typeof comparabilitySchema>;

/**
 * Where the organisation's median stands: between the quartiles where the benchmark has them,
 * else its ratio to the benchmark's median (or, where the row gives only a mean, to the mean).
 */
export const standingSchema = z.object({
  band: z.enum(['below_p25', 'p25_to_p50', 'p50_to_p75', 'above_p75']).nullable(),
  ratio: z.number().nullable(),
  ratio_to: z.enum(['p50', 'mean']).nullable(),
});
export type Standing = z.infer<typeof standingSchema>;

const money = z.number().nullable();

export const benchmarkCellSchema = z.object({
  role: benchmarkRoleSchema,
  /** null: the market row covers every seniority. */
  seniority: senioritySchema.nullable(),
  /** null: national (the market table has no regions; a pooled cell over every region). */
  region: regionSchema.nullable(),
  measure: benchmarkMeasureSchema,
  status: z.enum(['shown', 'withheld']),
  withheld_reason: withheldReasonSchema.nullable(),
  /** People in the pooled cell (shown cells only); null for the market. */
  people: z.number().int().nullable(),
  p25: money,
  p50: money,
  p75: money,
  /** A market row that gives a mean (p50 stays null: nothing is derived). Null for the pool. */
  mean: money,
  /** Bounds of a market row that gives a bracket (medians of advertised lower and upper bounds). */
  bracket_low: money,
  bracket_high: money,
  women_median: money,
  men_median: money,
  /** The organisation's median full-time-equivalent pay in the cell; null when withheld (viewers). */
  own_median: money,
  own_women_median: money,
  own_men_median: money,
  own_people: z.number().int().nonnegative(),
  own_women: z.number().int().nonnegative(),
  own_men: z.number().int().nonnegative(),
  /** An own figure is over fewer people than the minimum group size (withheld for viewers). */
  own_small_group: z.boolean(),
  standing: standingSchema.nullable(),
  comparability: comparabilitySchema,
  source: z.discriminatedUnion('kind', [marketSourceSchema, poolSourceSchema]),
});
export type BenchmarkCell = z.infer<typeof benchmarkCellSchema>;

/** GET /reports/pay-gap/:id/benchmark?source=market|pool. */
export const benchmarkResponseSchema = z.object({
  report_id: z.string(),
  source: benchmarkSourceSchema,
  currency: z.literal('PLN'),
  /** The minimum group size the server applies to own figures (MIN_GROUP_SIZE). */
  min_group_size: z.number().int().min(1),
  /** Positions of the report with a role (confirmed or suggested) and those without. */
  mapped_positions: z.number().int().nonnegative(),
  unmapped_positions: z.number().int().nonnegative(),
  /** Some cells use suggested (unconfirmed) mappings; the pool uses confirmed ones only. */
  uses_suggestions: z.boolean(),
  cells: z.array(benchmarkCellSchema),
});
export type BenchmarkResponse = z.infer<typeof benchmarkResponseSchema>;

/** PUT /organisation/benchmarking: opt in to (or out of) the pooled benchmark. */
export const contributionBodySchema = z.object({ contribute: z.boolean() });
export type ContributionBody = z.infer<typeof contributionBodySchema>;

/** GET/PUT /organisation/benchmarking. */
export const contributionSchema = z.object({
  contribute: z.boolean(),
  changed_at: z.string().nullable(),
  /** The newest snapshot's day; an opt-out takes effect at the next one. */
  last_snapshot_at: z.string().nullable(),
  /** The organisation's report the next snapshot would read (its newest eligible one), if any. */
  eligible_report_id: z.string().nullable(),
  /** Confirmed position mappings: only these are pooled. */
  confirmed_positions: z.number().int().nonnegative(),
});
export type Contribution = z.infer<typeof contributionSchema>;
