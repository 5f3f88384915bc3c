import { z } from 'zod';

export const planIds = ['STARTER', 'PRO', 'MASTER', 'GURU', 'ENTERPRISE'] as const;
export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export const planLimitsSchema = z.object({
  reports_allowed: z.number().int().nonnegative(),
  max_records: z.number().int().positive(),
  chat: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** decisions.md section 4; a deployment overrides them with PLAN_LIMITS. */
export const defaultPlanLimits: Record<PlanId, PlanLimits> = {
  STARTER: { reports_allowed: 1, max_records: 250, chat: false },
  PRO: { reports_allowed: 5, max_records: 2000, chat: true },
  MASTER: { reports_allowed: 20, max_records: 20000, chat: true },
  GURU: { reports_allowed: 100, max_records: 100000, chat: true },
  ENTERPRISE: { reports_allowed: 1000, max_records: 100000, chat: true },
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
  features: z.array(z.object({ key: z.enum(planFeatureKeys), value: planFeatureValueSchema })),
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.array(planSchema);
