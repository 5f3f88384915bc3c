import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  INVITATION_TTL_DAYS,
  type CreateInvitationBody,
  type InvitationPreview,
  type PendingInvitation,
} from '@parytet/contract/organisations';
import { assignableRoles } from '@parytet/contract/permissions';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/schema.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import { invitationMail } from '#mail/invitation-mail.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { issueSession } from '#modules/auth-session/auth-session.service.ts';
import { joinOrganisation } from '#modules/organisations/organisations.service.ts';
import {
  consumeInvitation,
  findInviter,
  findLiveInvitation,
  findUserEmail,
  insertInvitation,
  isMemberByEmail,
  listPendingInvitations,
  revokeInvitation as revokeInvitationRow,
  verifiedUserExists,
} from './invitations.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Only the hash is stored, so a leaked database opens no organisation. */
const hashInvitationCode = (code: string) => createHash('sha256').update(code).digest('hex');

const invalid = () => new AppError('INVALID_INVITATION');

export const createInvitation = async (
  ctx: AppContext,
  auth: AuthUser,
  body: CreateInvitationBody,
) => {
  if (!assignableRoles(auth.role).includes(body.role)) throw new AppError('FORBIDDEN_FOR_ROLE');
  const email = body.email.toLowerCase();
  if (await isMemberByEmail(ctx.db, auth.organisationId, email)) {
    throw new AppError('ALREADY_A_MEMBER');
  }
  const code = randomBytes(32).toString('base64url');
  const invitation = await insertInvitation(ctx.db, {
    organisationId: auth.organisationId,
    email,
    role: body.role,
    codeHash: hashInvitationCode(code),
    invitedBy: auth.userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
  });
  await recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'member.invited',
    target: email,
    details: { role: body.role },
  });
  const inviter = await findInviter(ctx.db, auth.userId, auth.organisationId);
  await ctx.sendMail({
    to: email,
    ...invitationMail({
      lang: body.lang,
      link: `${ctx.config.APP_URL}/auth/invite/${code}`,
      organisationName: inviter.organisation_name,
      inviterName: inviter.full_name,
      role: body.role,
    }),
  });
  return { id: invitation.id };
};

/** What the invite screen shows; an unknown, used, revoked or expired code is one error. */
export const previewInvitation = async (
  ctx: AppContext,
  code: string,
): Promise<InvitationPreview> => {
  const invitation = await findLiveInvitation(ctx.db, hashInvitationCode(code));
  if (!invitation) throw invalid();
  return {
    organisation_name: invitation.organisation_name,
    inviter_name: invitation.inviter_name,
    email: invitation.email,
    role: invitation.role,
    account_exists: await verifiedUserExists(ctx.db, invitation.email),
    expires_at: invitation.expires_at.toISOString(),
  };
};

/**
 * Uses an invitation for this user inside the caller's transaction: the code works once, only
 * for the address it was sent to, and the user joins with the invited role.
 */
export const redeemInvitation = async (
  db: Kysely<Database>,
  code: string,
  user: { id: string; email: string },
) => {
  const invitation = await consumeInvitation(db, hashInvitationCode(code));
  if (!invitation) throw invalid();
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('INVITATION_EMAIL_MISMATCH');
  }
  await joinOrganisation(db, {
    userId: user.id,
    organisationId: invitation.organisation_id,
    role: invitation.role,
    email: user.email,
  });
  return invitation.organisation_id;
};

/** The logged-in invitee joins and gets a token acting for the organisation it joined. */
export const acceptInvitation = async (ctx: AppContext, auth: AuthUser, code: string) => {
  const user = await findUserEmail(ctx.db, auth.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const organisationId = await ctx.db
    .transaction()
    .execute((trx) => redeemInvitation(trx, code, { id: auth.userId, email: user.email }));
  return issueSession(ctx, { id: auth.userId, token_version: user.token_version }, organisationId);
};

export const revokeInvitation = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const id = z.uuid().safeParse(rawId);
  if (!id.success) throw notFound();
  const email = await ctx.db.transaction().execute(async (trx) => {
    const revoked = await revokeInvitationRow(trx, auth.organisationId, id.data);
    if (!revoked) return undefined;
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'invitation.revoked',
      target: revoked,
    });
    return revoked;
  });
  if (!email) throw notFound();
};

export const getPendingInvitations = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<PendingInvitation[]> => {
  const rows = await listPendingInvitations(ctx.db, auth.organisationId);
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
};
