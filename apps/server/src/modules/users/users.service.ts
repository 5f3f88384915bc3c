import type { MeResponse } from '@parytet/contract/users';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { dataDeletedOn } from '#modules/organisations/organisations.service.ts';
import { canUploadReports } from '#modules/plans/plans.service.ts';
import { findProfile } from './users.repository.ts';

export const getMe = async (ctx: AppContext, auth: AuthUser): Promise<MeResponse> => {
  const row = await findProfile(ctx.db, auth.userId, auth.organisationId);
  // The membership went away after the token was checked: the same as no session.
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    full_name: row.full_name,
    email: row.email,
    subscription_plan: row.plan,
    // features.ts is the one source of what a plan includes; can_use_chat is the spec's name.
    can_use_chat: auth.features.chat,
    can_upload_reports: canUploadReports(ctx, row),
    organisation_id: auth.organisationId,
    organisation_name: row.organisation_name,
    role: row.role,
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
    blocked: row.blocked_at !== null,
    blocked_at: row.blocked_at?.toISOString() ?? null,
    data_deleted_on: row.blocked_at
      ? dataDeletedOn(row.blocked_at, row.deletion_warned_at).toISOString()
      : null,
    features: auth.features,
  };
};
