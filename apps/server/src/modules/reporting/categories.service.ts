import type {
  CategoryScheme,
  CategorySchemeResponse,
  CategorySchemeVersion,
} from '@parytet/contract/reporting/categories';
// The small entry: the scoring and grouping, without the rest of the engine.
import { evaluateJobs, positionCategoriesOf } from '@parytet/engine/job-evaluation';
import type { AppContext } from '#context.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { findCurrentScheme, insertScheme, listSchemeVersions } from './reporting.repository.ts';

const DEFAULT_SCHEME: CategoryScheme = { kind: 'levels' };

/** The scheme every report applies now: the newest saved version, or one category per level. */
export const currentScheme = async (ctx: AppContext, organisationId: string) => {
  const row = await findCurrentScheme(ctx.db, organisationId);
  return row
    ? {
        version: row.version,
        scheme: row.scheme,
        createdAt: row.created_at,
        createdBy: row.created_by,
      }
    : { version: 0, scheme: DEFAULT_SCHEME, createdAt: null, createdBy: null };
};

const answer = (current: Awaited<ReturnType<typeof currentScheme>>): CategorySchemeResponse => ({
  version: current.version,
  scheme: current.scheme,
  position_categories: positionCategoriesOf(current.scheme),
  evaluated_positions: current.scheme.kind === 'job_evaluation' ? evaluateJobs(current.scheme) : [],
  created_at: current.createdAt?.toISOString() ?? null,
  created_by: current.createdBy,
});

export const getCategories = async (ctx: AppContext, auth: AuthUser) =>
  answer(await currentScheme(ctx, auth.organisationId));

/** Saves a new version (the old ones stay, for the record of what a past assessment applied). */
export const saveCategories = async (ctx: AppContext, auth: AuthUser, scheme: CategoryScheme) => {
  const version = await insertScheme(ctx.db, auth.organisationId, auth.userId, scheme);
  await recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'categories.saved',
    target: `v${version}`,
    details: { version, kind: scheme.kind },
  });
  return getCategories(ctx, auth);
};

export const getCategoryVersions = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<CategorySchemeVersion[]> =>
  (await listSchemeVersions(ctx.db, auth.organisationId)).map((row) => ({
    version: row.version,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
  }));
