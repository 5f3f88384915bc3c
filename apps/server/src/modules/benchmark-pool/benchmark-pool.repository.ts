import type { BenchmarkRole, Region, Seniority } from '@parytet/contract/benchmarking';
import type { PoolCell } from '@parytet/engine';
import { sql, type Kysely } from 'kysely';
import { dateText, utcDay } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

// THE ONE PLACE THAT READS ACROSS ORGANISATIONS (decisions §10). Only the snapshot job calls
// it, through benchmark-pool.service.ts; eslint.config.js refuses an import of this file from
// anywhere else, and nothing it reads leaves the job but the aggregates of poolCells.

type Db = Kysely<Database>;

/** Every organisation that opted in to the pool. */
export const listContributors = (db: Db) =>
  db
    .selectFrom('organisations')
    .select('id')
    .where('benchmark_contribute', '=', true)
    .orderBy('id')
    .execute();

/** The contributors' ready reports in PLN, newest first per organisation. */
export const listContributorReports = (db: Db, organisationIds: readonly string[]) =>
  organisationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('reports')
        .select([
          'id',
          'organisation_id',
          dateText('period_end').as('period_end'),
          utcDay('created_at').as('uploaded_on'),
        ])
        .where('organisation_id', 'in', organisationIds)
        .where('status', '=', 'ready')
        .where('currency', '=', 'PLN')
        .orderBy('organisation_id')
        .orderBy('created_at', 'desc')
        .execute();

/** The contributors' confirmed position mappings with a role (only these are pooled). */
export const listConfirmedPositions = (db: Db, organisationIds: readonly string[]) =>
  organisationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('benchmark_position_mappings')
        .select(['organisation_id', 'level', 'position', 'role', 'seniority'])
        .where('organisation_id', 'in', organisationIds)
        .where('role', 'is not', null)
        .execute();

export const listConfirmedLocations = (db: Db, organisationIds: readonly string[]) =>
  organisationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('benchmark_location_mappings')
        .select(['organisation_id', 'location', 'region'])
        .where('organisation_id', 'in', organisationIds)
        .execute();

/** A report's stored rows (the indicator inputs): packed bytes, or JSON text for older reports. */
export const loadReportInputs = async (db: Db, reportId: string) => {
  const row = await db
    .selectFrom('report_results')
    .select(['indicator_inputs_packed', sql<string | null>`indicator_inputs::text`.as('inputs')])
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return row?.indicator_inputs_packed ?? row?.inputs ?? null;
};

/** One snapshot job at a time across every process; released when its transaction ends. */
export const lockSnapshot = (db: Db) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('parytet:benchmark-snapshot'))`.execute(db);

/** Replaces the snapshot with these cells: the previous one is gone, never kept beside it. */
export const replaceSnapshot = async (db: Db, cells: readonly PoolCell[], dataUntil: string) => {
  await db.deleteFrom('benchmark_snapshot_cells').execute();
  await db
    .insertInto('benchmark_snapshots')
    .values({ id: 1, computed_at: sql<Date>`now()`, data_until: dataUntil })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ computed_at: sql<Date>`now()`, data_until: dataUntil }),
    )
    .execute();
  for (let i = 0; i < cells.length; i += 1000) {
    await db
      .insertInto('benchmark_snapshot_cells')
      .values(
        cells.slice(i, i + 1000).map((c) => ({
          role: c.role as BenchmarkRole,
          seniority: c.seniority as Seniority,
          region: c.region as Region | null,
          measure: c.measure,
          status: c.status,
          withheld_reason: c.withheld_reason,
          organisations: c.organisations,
          people: c.people,
          p25: c.p25,
          p50: c.p50,
          p75: c.p75,
          women_median: c.women_median,
          men_median: c.men_median,
        })),
      )
      .execute();
  }
};
