import { sql, type Kysely } from 'kysely';
import type { RegressionModel } from '@parytet/contract/regression';
import { dateText } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

export const findRegressionModel = async (db: Db, organisationId: string) => {
  const row = await db
    .selectFrom('organisations')
    .select('regression_model')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row?.regression_model ?? 'parytet';
};

export const updateRegressionModel = (db: Db, organisationId: string, model: RegressionModel) =>
  db
    .updateTable('organisations')
    .set({ regression_model: model })
    .where('id', '=', organisationId)
    .execute();

/** The organisation's ready reports, oldest period first (a report without one by upload day). */
export const listReadyReports = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .select([
      'id',
      'label',
      'created_at',
      dateText('period_start').as('period_start'),
      dateText('period_end').as('period_end'),
    ])
    .where('organisation_id', '=', organisationId)
    .where('status', '=', 'ready')
    .orderBy(sql`coalesce(period_end, created_at::date)`)
    .orderBy('created_at')
    .execute();

export type ReadyReportRow = Awaited<ReturnType<typeof listReadyReports>>[number];
