import { sql, type Kysely } from 'kysely';
import type { Database, ExportState } from '#db/schema.ts';

type Db = Kysely<Database>;

const columns = [
  'id',
  'status',
  'progress',
  'file_name',
  'size_bytes',
  'created_at',
  'expires_at',
] as const;

/**
 * A queued data ZIP unless the organisation already has `cap` queued or being built: null then.
 * Under a lock per organisation, so many requests at once cannot all pass the count.
 */
export const insertOrganisationExportUnderCap = (
  db: Db,
  row: { organisationId: string; userId: string; retentionHours: number },
  cap: number,
) =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('organisation-exports'), hashtext(${row.organisationId}))`.execute(
      trx,
    );
    const pending = await trx
      .selectFrom('organisation_exports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', row.organisationId)
      .where('status', 'in', ['queued', 'running'])
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    if (Number(pending.count) >= cap) return null;
    return trx
      .insertInto('organisation_exports')
      .values({
        organisation_id: row.organisationId,
        created_by: row.userId,
        expires_at: sql<Date>`now() + make_interval(hours => ${row.retentionHours})`,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });

/** A data ZIP of the organisation that has not expired. */
export const findOrganisationExport = (db: Db, organisationId: string, id: string) =>
  db
    .selectFrom('organisation_exports')
    .select(columns)
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** The organisation's newest data ZIP that has not expired, whatever its state. */
export const findLatestOrganisationExport = (db: Db, organisationId: string) =>
  db
    .selectFrom('organisation_exports')
    .select(columns)
    .where('organisation_id', '=', organisationId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The job's view: whose archive it is. */
export const findOrganisationExportJob = (db: Db, id: string) =>
  db
    .selectFrom('organisation_exports')
    .select(['id', 'organisation_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

export const setOrganisationExportProgress = (
  db: Db,
  id: string,
  status: ExportState,
  progress: number,
) =>
  db.updateTable('organisation_exports').set({ status, progress }).where('id', '=', id).execute();

export const finishOrganisationExport = (db: Db, id: string, fileName: string, size: number) =>
  db
    .updateTable('organisation_exports')
    .set({
      status: 'ready',
      progress: 100,
      file_name: fileName,
      size_bytes: size,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();

export const failOrganisationExport = (db: Db, id: string) =>
  db
    .updateTable('organisation_exports')
    .set({ status: 'failed', finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

/** Deletes expired archives' rows; the ids deleted (their files go next). */
export const deleteExpiredOrganisationExports = async (db: Db) =>
  (
    await db
      .deleteFrom('organisation_exports')
      .where('expires_at', '<=', sql<Date>`now()`)
      .returning('id')
      .execute()
  ).map((row) => row.id);

/** Which of these ids still have a row (a file without one is an orphan: its organisation went). */
export const findLiveOrganisationExportIds = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await db.selectFrom('organisation_exports').select('id').where('id', 'in', ids).execute()
      ).map((row) => row.id);
