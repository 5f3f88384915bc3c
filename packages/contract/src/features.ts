import { z } from 'zod';
import type { PlanId } from '#plan-ids.ts';

/**
 * The features a plan switches on or off (spec section 1's table and the chat column of
 * decisions section 4). A gated call answers 403 FEATURE_NOT_IN_PLAN; the web shows the feature
 * locked with the first plan that unlocks it.
 */
export const featureKeys = [
  'chat',
  'benchmarking',
  'salary_bands',
  'merit_cycle_review',
  'reporting',
] as const;
export const featureKeySchema = z.enum(featureKeys);
export type FeatureKey = z.infer<typeof featureKeySchema>;

export const featureSetSchema = z.object(
  Object.fromEntries(featureKeys.map((k) => [k, z.boolean()])) as Record<FeatureKey, z.ZodBoolean>,
);
export type FeatureSet = Record<FeatureKey, boolean>;

/** Defaults per plan; a deployment overrides them with PLAN_FEATURES, an operator per organisation. */
export const defaultPlanFeatures: Record<PlanId, FeatureSet> = {
  STARTER: {
    chat: false,
    benchmarking: false,
    salary_bands: false,
    merit_cycle_review: false,
    reporting: false,
  },
  PRO: {
    chat: true,
    benchmarking: false,
    salary_bands: false,
    merit_cycle_review: false,
    reporting: false,
  },
  MASTER: {
    chat: true,
    benchmarking: true,
    salary_bands: true,
    merit_cycle_review: false,
    reporting: false,
  },
  GURU: {
    chat: true,
    benchmarking: true,
    salary_bands: true,
    merit_cycle_review: true,
    reporting: true,
  },
  ENTERPRISE: {
    chat: true,
    benchmarking: true,
    salary_bands: true,
    merit_cycle_review: true,
    reporting: true,
  },
};
