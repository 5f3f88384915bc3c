import { sql, type Kysely, type Transaction } from 'kysely';
import type { SalaryBandsBody } from '@parytet/contract/salary-bands';
import { dateText, utcDay } from '#db/date-text.ts';
import { lockNextVersion } from '#db/next-version.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const versionColumns = [
  'version',
  dateText<string>('effective_from').as('effective_from'),
  'basis',
  'currency',
  'bands',
  'job_families',
  'created_at',
  // Who saved it, as the categories' versions name them: by e-mail (null once they are gone).
  sql<string | null>`(SELECT email FROM users WHERE users.id = created_by)`.as('created_by'),
] as const;

/** The newest saved version, or undefined while the organisation has none. */
export const findNewestVersion = (db: Db, organisationId: string) =>
  db
    .selectFrom('salary_band_versions')
    .select(versionColumns)
    .where('organisation_id', '=', organisationId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

/** One version by number. */
export const findVersion = (db: Db, organisationId: string, version: number) =>
  db
    .selectFrom('salary_band_versions')
    .select(versionColumns)
    .where('organisation_id', '=', organisationId)
    .where('version', '=', version)
    .executeTakeFirst();

/** The version in force on a day: the latest effective date on or before it, newest first. */
export const findVersionInForce = (db: Db, organisationId: string, day: string) =>
  db
    .selectFrom('salary_band_versions')
    .select(versionColumns)
    .where('organisation_id', '=', organisationId)
    .where('effective_from', '<=', sql<Date>`${day}::date`)
    .orderBy('effective_from', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const listVersions = (db: Db, organisationId: string) =>
  db
    .selectFrom('salary_band_versions')
    .select([
      'version',
      dateText<string>('effective_from').as('effective_from'),
      'basis',
      'currency',
      sql<number>`jsonb_array_length(bands)`.as('bands'),
      'created_at',
      sql<string | null>`(SELECT email FROM users WHERE users.id = created_by)`.as('created_by'),
    ])
    .where('organisation_id', '=', organisationId)
    .orderBy('version', 'desc')
    .execute();

/** Saves the next version inside the caller's transaction. */
export const insertVersion = async (
  trx: Trx,
  organisationId: string,
  userId: string,
  body: Required<SalaryBandsBody>,
) => {
  const version = await lockNextVersion(trx, 'salary_band_versions', organisationId);
  await trx
    .insertInto('salary_band_versions')
    .values({
      organisation_id: organisationId,
      version,
      effective_from: body.effective_from,
      basis: body.basis,
      currency: body.currency,
      bands: JSON.stringify(body.bands),
      job_families: JSON.stringify(body.job_families),
      created_by: userId,
    })
    .execute();
  return version;
};

/** What reading a report against bands needs of the report: its state, currency, day and label. */
export const findReportForBands = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .select([
      'id',
      'label',
      'status',
      'currency',
      dateText('period_end').as('period_end'),
      utcDay('created_at').as('uploaded_on'),
    ])
    .where('id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
