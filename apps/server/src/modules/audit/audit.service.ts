import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { AuditLogQuery, AuditLogResponse } from '@parytet/contract/organisations';
import { insertAuditEntry, listAuditEntries, type AuditEntry } from './audit.repository.ts';

export type { AuditEntry };

/**
 * Records one entry of an organisation's audit log. Pass the transaction that made the change,
 * so the entry and the change stand or fall together.
 */
export const recordAudit = async (db: Kysely<Database>, entry: AuditEntry) => {
  await insertAuditEntry(db, entry);
};

/** One page of the organisation's audit log, newest first. */
export const getAuditLog = async (
  db: Kysely<Database>,
  organisationId: string,
  query: AuditLogQuery,
): Promise<AuditLogResponse> => {
  const { items, total } = await listAuditEntries(db, organisationId, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    items: items.map((row) => ({
      ...row,
      id: String(row.id),
      created_at: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
};
