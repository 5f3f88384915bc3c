import { defaultPlanFeatures } from '@parytet/contract/features';
import type { PlanId } from '@parytet/contract/plans';

/** The plans whose default features include reporting (GURU, ENTERPRISE), named as people read them. */
export const unlockingPlans = (): string[] =>
  (Object.keys(defaultPlanFeatures) as PlanId[])
    .filter((plan) => defaultPlanFeatures[plan].reporting)
    .map((plan) => plan.charAt(0) + plan.slice(1).toLowerCase());
