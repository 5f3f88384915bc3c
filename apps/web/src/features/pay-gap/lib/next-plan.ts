import type { Plan } from '@parytet/contract/plans';

/** The first plan (in the catalogue's order, smallest first) that allows more than `allowed`. */
export const nextPlanFor = (
  plans: readonly Plan[],
  limit: 'reports_allowed' | 'max_records',
  needed: number,
): Plan | undefined => plans.find((plan) => plan.limits[limit] >= needed);
