import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Member, OrganisationSummary } from '@parytet/contract/organisations';
import { assignableRoles, type Role } from '@parytet/contract/permissions';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/schema.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { issueSession } from '#modules/auth-session/auth-session.service.ts';
import {
  countMemberships,
  deleteMembership,
  findMembership,
  listMembers,
  listUserOrganisations,
  lockAndCountOwners,
  setRole,
  touchMembership,
} from './members.repository.ts';

/** A user id from the path; anything that is not a uuid is as unknown as a missing member. */
const parseUserId = (id: string) => {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export const getUserOrganisations = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<OrganisationSummary[]> => {
  const rows = await listUserOrganisations(ctx.db, auth.userId);
  return rows.map((row) => ({ ...row, acting: row.id === auth.organisationId }));
};

/**
 * The organisation a fresh login acts for: the one the user last switched to or joined, else
 * the oldest membership; undefined for a user without any.
 */
export const defaultOrganisationId = async (db: Kysely<Database>, userId: string) =>
  (await listUserOrganisations(db, userId))[0]?.id;

/** A token for another of the caller's organisations; one it is not a member of is unknown. */
export const switchOrganisation = async (
  ctx: AppContext,
  auth: AuthUser,
  organisationId: string,
) => {
  const membership = await findMembership(ctx.db, auth.userId, organisationId);
  if (!membership) throw notFound();
  await touchMembership(ctx.db, auth.userId, organisationId);
  return issueSession(ctx, membership, organisationId);
};

export const getMembers = async (ctx: AppContext, auth: AuthUser): Promise<Member[]> => {
  const rows = await listMembers(ctx.db, auth.organisationId);
  return rows.map((row) => ({ ...row, joined_at: row.joined_at.toISOString() }));
};

/** The member the path names, in the caller's organisation, or 404. */
const targetMember = async (ctx: AppContext, auth: AuthUser, rawUserId: string) => {
  const userId = parseUserId(rawUserId);
  const member = await findMembership(ctx.db, userId, auth.organisationId);
  if (!member) throw notFound();
  // Only an owner may act on an owner.
  if (member.role === 'owner' && auth.role !== 'owner') throw new AppError('FORBIDDEN_FOR_ROLE');
  return member;
};

export const changeMemberRole = async (
  ctx: AppContext,
  auth: AuthUser,
  rawUserId: string,
  role: Role,
) => {
  const member = await targetMember(ctx, auth, rawUserId);
  if (!assignableRoles(auth.role).includes(role)) throw new AppError('FORBIDDEN_FOR_ROLE');
  if (member.role === role) return;
  await ctx.db.transaction().execute(async (trx) => {
    const owners = await lockAndCountOwners(trx, auth.organisationId);
    if (member.role === 'owner' && owners <= 1) throw new AppError('LAST_OWNER');
    await setRole(trx, member.id, auth.organisationId, role);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'member.role_changed',
      target: member.email,
      details: { from: member.role, to: role },
    });
  });
};

export const removeMember = async (ctx: AppContext, auth: AuthUser, rawUserId: string) => {
  const member = await targetMember(ctx, auth, rawUserId);
  await ctx.db.transaction().execute(async (trx) => {
    const owners = await lockAndCountOwners(trx, auth.organisationId);
    if (member.role === 'owner' && owners <= 1) throw new AppError('LAST_OWNER');
    await deleteMembership(trx, member.id, auth.organisationId);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'member.removed',
      target: member.email,
      details: { role: member.role },
    });
  });
};

/**
 * The caller leaves the acting organisation. The last owner cannot (the organisation would
 * have nobody to manage it), nor can a user leave its only organisation: an account without
 * one could not be used; deleting the account is the way out.
 */
export const leaveOrganisation = async (ctx: AppContext, auth: AuthUser) => {
  await ctx.db.transaction().execute(async (trx) => {
    const owners = await lockAndCountOwners(trx, auth.organisationId);
    if (auth.role === 'owner' && owners <= 1) throw new AppError('LAST_OWNER');
    if ((await countMemberships(trx, auth.userId)) <= 1) throw new AppError('ONLY_ORGANISATION');
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'member.left',
      details: { role: auth.role },
    });
    await deleteMembership(trx, auth.userId, auth.organisationId);
  });
};

/** Another member becomes an owner and the caller steps down to admin. */
export const transferOwnership = async (ctx: AppContext, auth: AuthUser, userId: string) => {
  if (userId === auth.userId) {
    throw new AppError('INVALID_REQUEST_BODY', [{ path: 'user_id', message: 'field_length' }]);
  }
  const member = await findMembership(ctx.db, userId, auth.organisationId);
  if (!member) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAndCountOwners(trx, auth.organisationId);
    await setRole(trx, member.id, auth.organisationId, 'owner');
    await setRole(trx, auth.userId, auth.organisationId, 'admin');
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'ownership.transferred',
      target: member.email,
      details: { from_role: member.role },
    });
  });
};
