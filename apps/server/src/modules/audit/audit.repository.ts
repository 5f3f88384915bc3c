import type { Kysely } from 'kysely';
import type { AuditAction } from '@parytet/contract/audit';
import type { Database } from '#db/schema.ts';

export type AuditEntry = {
  organisationId: string;
  /** null: the operator's command line or a scheduled job. */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on, as a person reads it: a report's name, a member's e-mail. */
  target?: string | null;
  details?: Record<string, unknown>;
};

export const insertAuditEntry = (db: Kysely<Database>, entry: AuditEntry) =>
  db
    .insertInto('audit_log')
    .values((eb) => ({
      organisation_id: entry.organisationId,
      actor_id: entry.actorId,
      actor_email: entry.actorId
        ? eb.selectFrom('users').select('email').where('id', '=', entry.actorId)
        : null,
      action: entry.action,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
    }))
    .execute();

/** One page of an organisation's log, newest first, with the total for the pager. */
export const listAuditEntries = async (
  db: Kysely<Database>,
  organisationId: string,
  page: { limit: number; offset: number },
) => {
  const [items, total] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select(['id', 'action', 'actor_email', 'target', 'details', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
};
