import {
  planIds,
  planLimitsSchema,
  type Plan,
  type PlanFeatureKey,
  type PlanId,
  type PlanLimits,
} from '@parytet/contract/plans';
import { featureSetSchema, type FeatureSet } from '@parytet/contract/features';
import type { Kysely } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteSoleOwnedOrganisations,
  findOrganisationPlan,
  insertMembership,
  insertOwnedOrganisation,
} from './organisations.repository.ts';
import { deleteOrganisationAndData } from './lifecycle.repository.ts';

// Memberships are created and removed inside another module's transaction (a sign-up creates the
// user, its organisation and the owner membership at once), so these take that transaction.
export { deleteSoleOwnedOrganisations, insertOwnedOrganisation };

/**
 * Adds a member in the caller's transaction (an accepted invitation, an invited sign-up) and
 * records the join; a user already in the organisation is refused. It lives with the
 * organisation, below members and invitations, so that accepting an invitation needs neither.
 */
export const joinOrganisation = async (
  db: Kysely<Database>,
  join: { userId: string; organisationId: string; role: Role; email: string },
) => {
  if (!(await insertMembership(db, join.userId, join.organisationId, join.role))) {
    throw new AppError('ALREADY_A_MEMBER');
  }
  await recordAudit(db, {
    organisationId: join.organisationId,
    actorId: join.userId,
    action: 'member.joined',
    target: join.email,
    details: { role: join.role },
  });
};
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

/** decisions section 4: a blocked organisation's data is deleted this many days later. */
export const BLOCKED_DATA_KEPT_DAYS = 30;
/** Its owners are mailed this many days before that deletion. */
export const DELETION_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

/**
 * When a blocked organisation's data goes: 30 days after blocking, and never sooner than 7 days
 * after its owners were warned (a job that ran late warns late). The daily job deletes it on its
 * first run after that moment.
 */
export const dataDeletedOn = (blockedAt: Date, warnedAt: Date | null) => {
  const kept = daysBefore(blockedAt, -BLOCKED_DATA_KEPT_DAYS);
  const noticed = warnedAt ? daysBefore(warnedAt, -DELETION_WARNING_DAYS) : kept;
  return kept > noticed ? kept : noticed;
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

/**
 * Deletes an organisation and every row of its data, and the members' accounts that belong to no
 * other organisation (the owner's self-service, the operator's command, the daily job).
 */
export const deleteOrganisation = (ctx: Pick<AppContext, 'db'>, organisationId: string) =>
  ctx.db.transaction().execute((trx) => deleteOrganisationAndData(trx, organisationId));

/** The same inside the caller's transaction (an account deletion takes its sole organisations). */
export const deleteOrganisationInTransaction = deleteOrganisationAndData;
