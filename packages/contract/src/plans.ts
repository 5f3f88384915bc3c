import { z } from 'zod';
import { featureSetSchema } from '#features.ts';
import { planIdSchema, type PlanId } from '#plan-ids.ts';

export { planIds, planIdSchema, type PlanId } from '#plan-ids.ts';

/** The specification's upload size (10 MB), every plan's default. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10_485_760;
/**
 * The most an operator may allow per upload: the server holds an upload in memory while it is
 * counted and stored, so no contract lifts it past this (a 1 000 000-row CSV is about 55 MB).
 */
export const MAX_UPLOAD_BYTES_CEILING = 268_435_456;

export const planLimitsSchema = z.object({
  reports_allowed: z.number().int().nonnegative(),
  max_records: z.number().int().positive(),
  /** Bytes of one uploaded file (as the file is, before any transfer compression). */
  max_upload_bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES_CEILING),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/**
 * decisions.md section 4; a deployment overrides them with PLAN_LIMITS. Whether a plan has the
 * chat (or any other feature) is not a limit: features.ts is its one source.
 */
const bytes = DEFAULT_MAX_UPLOAD_BYTES;
export const defaultPlanLimits: Record<PlanId, PlanLimits> = {
  STARTER: { reports_allowed: 1, max_records: 250, max_upload_bytes: bytes },
  PRO: { reports_allowed: 5, max_records: 2000, max_upload_bytes: bytes },
  MASTER: { reports_allowed: 20, max_records: 20000, max_upload_bytes: bytes },
  GURU: { reports_allowed: 100, max_records: 100000, max_upload_bytes: bytes },
  ENTERPRISE: { reports_allowed: 1000, max_records: 100000, max_upload_bytes: bytes },
};

export const planFeatureKeys = [
  'salary_insight',
  'benchmarking',
  'salary_bands',
  'merit_cycle_review',
  'reporting',
] as const;
export type PlanFeatureKey = (typeof planFeatureKeys)[number];
/** 'limited' and 'quote' are shown as words; booleans as ticks. */
export const planFeatureValueSchema = z.enum(['yes', 'no', 'limited', 'quote']);

export const planSchema = z.object({
  id: planIdSchema,
  title: z.string(),
  /** The spec's table rows, as the plan cards word them. */
  features: z.array(z.object({ key: z.enum(planFeatureKeys), value: planFeatureValueSchema })),
  /** The feature gates this deployment switches on for the plan (features.ts, PLAN_FEATURES). */
  enabled: featureSetSchema,
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.array(planSchema);
