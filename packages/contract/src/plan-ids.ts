import { z } from 'zod';

/** The plans (spec section 1), apart so that plans.ts and features.ts both build on them. */
export const planIds = ['STARTER', 'PRO', 'MASTER', 'GURU', 'ENTERPRISE'] as const;
export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;
