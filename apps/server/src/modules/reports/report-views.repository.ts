import type { Kysely } from 'kysely';
import { preparedQuery } from '#db/prepared.ts';
import type { Database } from '#db/schema.ts';
import { statusColumns } from './reports.repository.ts';

// Every read of a report's view or employees runs it first: built once, prepared per connection.
const statusQuery = preparedQuery(
  (db: Kysely<Database>, { organisationId, id }: { organisationId: string; id: string }) =>
    db
      .selectFrom('reports')
      .select(statusColumns)
      .where('reports.id', '=', id)
      .where('reports.organisation_id', '=', organisationId),
);

/** The report's status, currency and period, without any of its computed views. */
export const findReportStatus = async (
  db: Kysely<Database>,
  organisationId: string,
  id: string,
) => {
  const [row] = await statusQuery(db, { organisationId, id });
  return row;
};
