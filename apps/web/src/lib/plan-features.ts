import type { FeatureKey } from '@parytet/contract/features';
import type { Plan } from '@parytet/contract/plans';
import { useCurrentUser } from './current-user.ts';
import { paths } from './paths.ts';
import { usePlans } from './plans.ts';

/** Where a locked feature sends the user: the profile's plan cards. */
export const PLANS_HREF = `${paths.main.profile}#plans-heading`;

/** The first plan (cheapest first, the order of GET /api/plans) that includes the feature. */
export const firstPlanWith = (
  plans: readonly Plan[] | undefined,
  feature: FeatureKey,
): Plan | null | undefined =>
  plans === undefined ? undefined : (plans.find((plan) => plan.enabled[feature]) ?? null);

/**
 * The title of the first plan that includes the feature, for a lock's wording: undefined while
 * the plans load (a lock must not claim too early that no plan has it), null when none does.
 */
export const unlockPlanTitle = (
  plans: readonly Plan[] | undefined,
  feature: FeatureKey,
): string | null | undefined => {
  const plan = firstPlanWith(plans, feature);
  return plan === undefined ? undefined : (plan?.title ?? null);
};

export type FeatureAccess = {
  /** undefined while the current user loads. */
  allowed: boolean | undefined;
  /** The title of the plan that unlocks it, for the locked state (see unlockPlanTitle). */
  unlockPlanTitle: string | null | undefined;
};

/** Whether the acting organisation's plan includes a feature, and which plan would. */
export const useFeatureAccess = (feature: FeatureKey): FeatureAccess => {
  const { data: user } = useCurrentUser();
  const { data: plans } = usePlans();
  return { allowed: user?.features[feature], unlockPlanTitle: unlockPlanTitle(plans, feature) };
};
