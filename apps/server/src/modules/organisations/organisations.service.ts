import type { Kysely } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { AppContext } from '#context.ts';
import type { Database } from '#db/schema.ts';
import { AppError } from '#lib/app-error.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import {
  deleteSoleOwnedOrganisations,
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

/**
 * Deletes an organisation and every row of its data, and the members' accounts that belong to no
 * other organisation (the owner's self-service, the operator's command, the daily job).
 */
export const deleteOrganisation = (ctx: Pick<AppContext, 'db'>, organisationId: string) =>
  ctx.db.transaction().execute((trx) => deleteOrganisationAndData(trx, organisationId));

/** The same inside the caller's transaction (an account deletion takes its sole organisations). */
export const deleteOrganisationInTransaction = deleteOrganisationAndData;
