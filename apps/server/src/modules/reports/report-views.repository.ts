import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { statusColumns } from './reports.repository.ts';

/** The report's status, currency and period, without any of its computed views. */
export const findReportStatus = (db: Kysely<Database>, organisationId: string, id: string) =>
  db
    .selectFrom('reports')
    .select(statusColumns)
    .where('reports.id', '=', id)
    .where('reports.organisation_id', '=', organisationId)
    .executeTakeFirst();
