import { z } from 'zod';

// Categories of workers doing the same work or work of equal value (Directive 2023/970 Art. 4),
// as an organisation defines them once and every report applies. The pure scoring and grouping
// is packages/engine (`evaluateJobs`); its bounds are documented in packages/engine/README.md.

/** The four criteria of Art. 4(4) and their sub-criteria (scored 1–5 per position). */
export const jobCriteria = {
  skills: ['knowledge', 'experience', 'interpersonal'],
  effort: ['mental', 'physical', 'emotional'],
  responsibility: ['people', 'resources', 'outcomes'],
  working_conditions: ['environment', 'schedule'],
} as const;
export type JobCriterion = keyof typeof jobCriteria;
export const jobCriterionKeys = Object.keys(jobCriteria) as JobCriterion[];

/** A criterion's weight, in percent of the total score; the four add up to 100. */
export const CRITERION_WEIGHT_MIN = 10;
export const CRITERION_WEIGHT_MAX = 50;
/** A sub-criterion's weight, in percent of its criterion; a criterion's add up to 100. */
export const SUB_WEIGHT_MIN = 10;
export const SUB_WEIGHT_MAX = 80;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** Positions whose total scores (0–100) lie within this many points of a group's lowest join it. */
export const BAND_WIDTH_MIN = 1;
export const BAND_WIDTH_MAX = 20;
export const DEFAULT_BAND_WIDTH = 5;

export const DEFAULT_CRITERION_WEIGHTS: Record<JobCriterion, number> = {
  skills: 30,
  effort: 20,
  responsibility: 35,
  working_conditions: 15,
};

const subWeightsOf = (criterion: JobCriterion) => {
  const subs = jobCriteria[criterion];
  return Object.fromEntries(
    subs.map((s, i) => [
      s,
      i === 0
        ? 100 - (subs.length - 1) * Math.floor(100 / subs.length)
        : Math.floor(100 / subs.length),
    ]),
  );
};
/** Equal sub-criterion weights (the first takes the remainder): 34/33/33 and 50/50. */
export const DEFAULT_SUB_WEIGHTS = Object.fromEntries(
  jobCriterionKeys.map((c) => [c, subWeightsOf(c)]),
) as Record<JobCriterion, Record<string, number>>;

const sumsTo100 = (values: Record<string, number>) =>
  Math.abs(Object.values(values).reduce((s, v) => s + v, 0) - 100) < 1e-9;

const criterionWeight = z.number().min(CRITERION_WEIGHT_MIN).max(CRITERION_WEIGHT_MAX);
const subWeight = z.number().min(SUB_WEIGHT_MIN).max(SUB_WEIGHT_MAX);
const score = z.number().int().min(SCORE_MIN).max(SCORE_MAX);

const subCriteriaObject = <C extends JobCriterion, T extends z.ZodType>(criterion: C, value: T) =>
  z.object(Object.fromEntries(jobCriteria[criterion].map((s) => [s, value])) as Record<string, T>);

export const jobWeightsSchema = z
  .object({
    criteria: z.object({
      skills: criterionWeight,
      effort: criterionWeight,
      responsibility: criterionWeight,
      working_conditions: criterionWeight,
    }),
    sub_criteria: z.object({
      skills: subCriteriaObject('skills', subWeight).refine(sumsTo100, 'weights_sum_100'),
      effort: subCriteriaObject('effort', subWeight).refine(sumsTo100, 'weights_sum_100'),
      responsibility: subCriteriaObject('responsibility', subWeight).refine(
        sumsTo100,
        'weights_sum_100',
      ),
      working_conditions: subCriteriaObject('working_conditions', subWeight).refine(
        sumsTo100,
        'weights_sum_100',
      ),
    }),
  })
  .refine((w) => sumsTo100(w.criteria), { message: 'weights_sum_100', path: ['criteria'] });
export type JobWeights = z.infer<typeof jobWeightsSchema>;

export const DEFAULT_JOB_WEIGHTS: JobWeights = {
  criteria: DEFAULT_CRITERION_WEIGHTS,
  sub_criteria: DEFAULT_SUB_WEIGHTS as JobWeights['sub_criteria'],
};

const positionName = z.string().trim().min(1).max(200);
const categoryName = z.string().trim().min(1).max(100);

export const positionScoresSchema = z.object({
  position: positionName,
  scores: z.object({
    skills: subCriteriaObject('skills', score),
    effort: subCriteriaObject('effort', score),
    responsibility: subCriteriaObject('responsibility', score),
    working_conditions: subCriteriaObject('working_conditions', score),
  }),
});
export type PositionScores = z.infer<typeof positionScoresSchema>;

const uniquePositions = (positions: string[]) => new Set(positions).size === positions.length;

export const categorySchemeSchema = z.discriminatedUnion('kind', [
  /** One category per level (the default). */
  z.object({ kind: z.literal('levels') }),
  /** Positions grouped by hand; positions in no group keep their level. */
  z.object({
    kind: z.literal('positions'),
    groups: z
      .array(z.object({ name: categoryName, positions: z.array(positionName).min(1).max(5000) }))
      .max(500)
      .refine((g) => uniquePositions(g.flatMap((x) => x.positions)), 'position_in_two_groups')
      .refine((g) => new Set(g.map((x) => x.name)).size === g.length, 'duplicate_category'),
  }),
  /** A gender-neutral job evaluation; unscored positions keep their level. */
  z.object({
    kind: z.literal('job_evaluation'),
    weights: jobWeightsSchema,
    band_width: z.number().min(BAND_WIDTH_MIN).max(BAND_WIDTH_MAX),
    positions: z
      .array(positionScoresSchema)
      .max(5000)
      .refine((p) => uniquePositions(p.map((x) => x.position)), 'duplicate_position'),
  }),
]);
export type CategoryScheme = z.infer<typeof categorySchemeSchema>;

/** One evaluated position: its total score (0–100) and the category it falls in. */
export const evaluatedPositionSchema = z.object({
  position: z.string(),
  total_score: z.number(),
  category: z.string(),
});
export type EvaluatedPosition = z.infer<typeof evaluatedPositionSchema>;

/** `GET /api/reporting/categories`: the organisation's current scheme (version 0 = never saved). */
export const categorySchemeResponseSchema = z.object({
  version: z.number().int().min(0),
  scheme: categorySchemeSchema,
  /** Position → category as the scheme resolves it (empty for `levels`). */
  position_categories: z.record(z.string(), z.string()),
  /** The job evaluation's scores and groups, for its editor; empty for other kinds. */
  evaluated_positions: z.array(evaluatedPositionSchema),
  created_at: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type CategorySchemeResponse = z.infer<typeof categorySchemeResponseSchema>;

export const categorySchemeVersionSchema = z.object({
  version: z.number().int().min(1),
  kind: z.enum(['levels', 'positions', 'job_evaluation']),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export const categorySchemeVersionsResponseSchema = z.array(categorySchemeVersionSchema);
export type CategorySchemeVersion = z.infer<typeof categorySchemeVersionSchema>;
