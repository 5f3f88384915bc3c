import {
  planIds,
  planLimitsSchema,
  type Plan,
  type PlanFeatureKey,
  type PlanId,
  type PlanLimits,
} from '@parytet/contract/plans';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  deleteSoleOwnedOrganisations,
  findOrganisationPlan,
  insertOwnedOrganisation,
} from './organisations.repository.ts';

// Memberships are created and removed inside another module's transaction (a sign-up creates the
// user, its organisation and the owner membership at once), so these take that transaction.
export { deleteSoleOwnedOrganisations, insertOwnedOrganisation };
export type { NewOrganisation } from './organisations.repository.ts';

type FeatureValue = Plan['features'][number]['value'];

const TITLES: Record<PlanId, string> = {
  STARTER: 'Starter',
  PRO: 'Pro',
  MASTER: 'Master',
  GURU: 'Guru',
  ENTERPRISE: 'Enterprise',
};

/** The spec's feature table (section 1), one column per plan in planIds order. */
const FEATURES: Record<PlanFeatureKey, readonly FeatureValue[]> = {
  salary_insight: ['limited', 'yes', 'yes', 'yes', 'quote'],
  benchmarking: ['no', 'no', 'yes', 'yes', 'quote'],
  salary_bands: ['no', 'no', 'yes', 'yes', 'quote'],
  merit_cycle_review: ['no', 'no', 'no', 'yes', 'quote'],
  reporting: ['no', 'no', 'no', 'yes', 'quote'],
};

export const listPlans = (ctx: Pick<AppContext, 'planLimits'>): Plan[] =>
  planIds.map((id, column) => ({
    id,
    title: TITLES[id],
    features: Object.entries(FEATURES).map(([key, values]) => ({
      key: key as PlanFeatureKey,
      value: values[column] ?? 'no',
    })),
    limits: ctx.planLimits[id],
  }));

export type OrganisationPlan = {
  plan: PlanId;
  limits_override: Record<string, unknown> | null;
  trial_ends_at: Date | null;
  subscription_active: boolean;
};

const overrideSchema = planLimitsSchema.partial();
export type LimitsOverride = z.infer<typeof overrideSchema>;

/** The plan's limits (deployment configuration) with the operator's per-organisation override. */
export const effectiveLimits = (
  ctx: Pick<AppContext, 'planLimits'>,
  org: OrganisationPlan,
): PlanLimits => {
  const override = overrideSchema.safeParse(org.limits_override ?? {});
  return { ...ctx.planLimits[org.plan], ...(override.success ? override.data : {}) };
};

/** decisions section 4: a trial that ended without a subscription blocks uploads, not reading. */
export const isBlocked = (org: OrganisationPlan, now = new Date()) =>
  !org.subscription_active && org.trial_ends_at !== null && org.trial_ends_at <= now;

export const canUploadReports = (
  ctx: Pick<AppContext, 'planLimits'>,
  org: OrganisationPlan,
  now = new Date(),
) => !isBlocked(org, now) && effectiveLimits(ctx, org).reports_allowed > 0;

/** The caller's organisation's plan and overrides; undefined when the organisation is gone. */
export const getOrganisationPlan = (ctx: Pick<AppContext, 'db'>, organisationId: string) =>
  findOrganisationPlan(ctx.db, organisationId);
