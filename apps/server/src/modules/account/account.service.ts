import type {
  ChangePasswordBody,
  DeleteAccountBody,
  DeleteOrganisationBody,
  UpdateProfileBody,
} from '@parytet/contract/account';
import type { LoginResponse } from '@parytet/contract/auth';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import {
  checkPassword,
  hashPassword,
  signSessionToken,
} from '#modules/auth-session/auth-session.service.ts';
import {
  deleteOrganisation,
  deleteOrganisationInTransaction,
} from '#modules/organisations/organisations.service.ts';
import {
  deleteUser,
  findCredentials,
  findOrganisationName,
  lockMembershipsOf,
  replacePassword,
  updateFullName,
} from './account.repository.ts';

export const updateProfile = async (ctx: AppContext, auth: AuthUser, body: UpdateProfileBody) => {
  await updateFullName(ctx.db, auth.userId, body.full_name);
};

/** decisions section 3: the spec's password rules (the body's schema); other sessions end. */
export const changePassword = async (
  ctx: AppContext,
  auth: AuthUser,
  body: ChangePasswordBody,
): Promise<LoginResponse> => {
  const user = await findCredentials(ctx.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await checkPassword(user.password_hash, body.current_password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD');
  }
  const updated = await replacePassword(ctx.db, user.id, await hashPassword(body.new_password));
  return signSessionToken(ctx, updated, auth.organisationId);
};

/**
 * Deletes the caller's account. An organisation of which it is the only member goes with it (no
 * one could reach it again); the last owner of one with other members must make someone else
 * owner first. The other organisations' audit logs say the member left.
 */
export const deleteAccount = async (ctx: AppContext, auth: AuthUser, body: DeleteAccountBody) => {
  const user = await findCredentials(ctx.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (
    user.password_hash !== null &&
    !(await checkPassword(user.password_hash, body.password ?? ''))
  ) {
    throw new AppError('WRONG_CURRENT_PASSWORD');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const memberships = await lockMembershipsOf(trx, user.id);
    if (memberships.some((m) => m.role === 'owner' && m.otherOwners === 0 && m.otherMembers > 0)) {
      throw new AppError('LAST_OWNER_MUST_TRANSFER');
    }
    for (const m of memberships) {
      if (m.otherMembers === 0) {
        await deleteOrganisationInTransaction(trx, m.organisationId);
      } else {
        await recordAudit(trx, {
          organisationId: m.organisationId,
          actorId: user.id,
          action: 'member.left',
          target: user.email,
          details: { account_deleted: true },
        });
      }
    }
    await deleteUser(trx, user.id);
  });
};

/** The owner deletes the acting organisation, typing its name to confirm. */
export const deleteOwnOrganisation = async (
  ctx: AppContext,
  auth: AuthUser,
  body: DeleteOrganisationBody,
) => {
  const org = await findOrganisationName(ctx.db, auth.organisationId);
  if (!org) throw new AppError('NOT_FOUND');
  if (org.name.trim() !== body.name.trim()) throw new AppError('ORGANISATION_NAME_MISMATCH');
  await deleteOrganisation(ctx, auth.organisationId);
};
