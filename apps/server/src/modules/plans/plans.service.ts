import {
  planIds,
  planLimitsSchema,
  type Plan,
  type PlanFeatureKey,
  type PlanId,
  type PlanLimits,
} from '@parytet/contract/plans';
import { featureSetSchema, type FeatureSet } from '@parytet/contract/features';
import type { AppContext } from '#context.ts';
import { findOrganisationPlan } from './plans.repository.ts';

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

export const listPlans = (ctx: Pick<AppContext, 'planLimits' | 'planFeatures'>): Plan[] =>
  planIds.map((id, column) => ({
    id,
    title: TITLES[id],
    features: Object.entries(FEATURES).map(([key, values]) => ({
      key: key as PlanFeatureKey,
      value: values[column] ?? 'no',
    })),
    enabled: ctx.planFeatures[id],
    limits: ctx.planLimits[id],
  }));

export type OrganisationPlan = {
  plan: PlanId;
  limits_override: Record<string, unknown> | null;
  trial_ends_at: Date | null;
  subscription_active: boolean;
  blocked_at: Date | null;
};

const overrideSchema = planLimitsSchema.partial();

/** The plan's limits (deployment configuration) with the operator's per-organisation override. */
export const effectiveLimits = (
  ctx: Pick<AppContext, 'planLimits'>,
  org: OrganisationPlan,
): PlanLimits => {
  const override = overrideSchema.safeParse(org.limits_override ?? {});
  return { ...ctx.planLimits[org.plan], ...(override.success ? override.data : {}) };
};

const featuresOverrideSchema = featureSetSchema.partial();

/** The plan's features (deployment configuration) with the operator's per-organisation switches. */
export const effectiveFeatures = (
  ctx: Pick<AppContext, 'planFeatures'>,
  org: { plan: PlanId; features_override: Record<string, unknown> | null },
): FeatureSet => {
  const override = featuresOverrideSchema.safeParse(org.features_override ?? {});
  return { ...ctx.planFeatures[org.plan], ...(override.success ? override.data : {}) };
};

/**
 * decisions section 4: a blocked organisation (a trial that ended without a subscription, blocked
 * by the daily job, or an operator's block) may read but not upload.
 */
const isBlocked = (org: Pick<OrganisationPlan, 'blocked_at'>) => org.blocked_at !== null;

export const canUploadReports = (ctx: Pick<AppContext, 'planLimits'>, org: OrganisationPlan) =>
  !isBlocked(org) && effectiveLimits(ctx, org).reports_allowed > 0;

/** The caller's organisation's plan and overrides; undefined when the organisation is gone. */
export const getOrganisationPlan = (ctx: Pick<AppContext, 'db'>, organisationId: string) =>
  findOrganisationPlan(ctx.db, organisationId);
