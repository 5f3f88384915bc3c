import type { Kysely } from 'kysely';
import { executePrepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { statusColumns } from './reports.repository.ts';

/** The report's status, currency and period, without any of its computed views. */
export const findReportStatus = async (
  db: Kysely<Database>,
  organisationId: string,
  id: string,
) => {
  // Every read of a report's view or employees runs it first: prepared, planned once per connection.
  const query = db
    .selectFrom('reports')
    .select(statusColumns)
    .where('reports.id', '=', id)
    .where('reports.organisation_id', '=', organisationId);
  const [row] = await executePrepared(db, query);
  return row;
};
