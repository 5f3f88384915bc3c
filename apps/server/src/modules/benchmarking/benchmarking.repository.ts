import type {
  BenchmarkRole,
  LocationMapping,
  PositionMapping,
  Region,
  Seniority,
} from '@parytet/contract/benchmarking';
import { sql, type Kysely } from 'kysely';
import { dateText, utcDay } from '#db/date-text.ts';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

// The request side of benchmarking: every query here is scoped to the caller's organisation,
// except the pooled snapshot, which holds aggregates only and has no organisation column.

const reportColumns = [
  'id',
  'status',
  'currency',
  dateText('period_end').as('period_end'),
  utcDay('created_at').as('uploaded_on'),
] as const;

export const findReport = (db: Db, organisationId: string, reportId: string) =>
  db
    .selectFrom('reports')
    .select(reportColumns)
    .where('id', '=', reportId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();

/** The organisation's ready reports, newest first. */
export const listReadyReports = (db: Db, organisationId: string) =>
  db
    .selectFrom('reports')
    .select(reportColumns)
    .where('organisation_id', '=', organisationId)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .execute();

export const listPositionMappings = (db: Db, organisationId: string) =>
  db
    .selectFrom('benchmark_position_mappings')
    .select(['level', 'position', 'role', 'seniority'])
    .where('organisation_id', '=', organisationId)
    .execute();

export const listLocationMappings = (db: Db, organisationId: string) =>
  db
    .selectFrom('benchmark_location_mappings')
    .select(['location', 'region'])
    .where('organisation_id', '=', organisationId)
    .execute();

/** Confirms the entries given (each replacing its earlier confirmation), in one statement each. */
export const upsertMappings = async (
  db: Db,
  organisationId: string,
  userId: string,
  positions: readonly PositionMapping[],
  locations: readonly LocationMapping[],
) => {
  if (positions.length > 0) {
    await db
      .insertInto('benchmark_position_mappings')
      .values(
        positions.map((p) => ({
          organisation_id: organisationId,
          level: p.level,
          position: p.position,
          role: p.role as BenchmarkRole | null,
          seniority: (p.role === null ? null : p.seniority) as Seniority | null,
          confirmed_by: userId,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['organisation_id', 'level', 'position']).doUpdateSet((eb) => ({
          role: eb.ref('excluded.role'),
          seniority: eb.ref('excluded.seniority'),
          confirmed_by: eb.ref('excluded.confirmed_by'),
          confirmed_at: sql<Date>`now()`,
        })),
      )
      .execute();
  }
  if (locations.length > 0) {
    await db
      .insertInto('benchmark_location_mappings')
      .values(
        locations.map((l) => ({
          organisation_id: organisationId,
          location: l.location,
          region: l.region as Region | null,
          confirmed_by: userId,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['organisation_id', 'location']).doUpdateSet((eb) => ({
          region: eb.ref('excluded.region'),
          confirmed_by: eb.ref('excluded.confirmed_by'),
          confirmed_at: sql<Date>`now()`,
        })),
      )
      .execute();
  }
};

export const findContribution = (db: Db, organisationId: string) =>
  db
    .selectFrom('organisations')
    .select(['benchmark_contribute', 'benchmark_contribute_changed_at'])
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();

export const setContribution = (db: Db, organisationId: string, contribute: boolean) =>
  db
    .updateTable('organisations')
    .set({ benchmark_contribute: contribute, benchmark_contribute_changed_at: sql<Date>`now()` })
    .where('id', '=', organisationId)
    .execute();

/** The pooled snapshot's date and its cells: aggregates of no one organisation. */
export const findSnapshot = (db: Db) =>
  db
    .selectFrom('benchmark_snapshots')
    .select(['computed_at', dateText('data_until').as('data_until')])
    .executeTakeFirst();

export const listSnapshotCells = (db: Db, roles: readonly BenchmarkRole[]) =>
  roles.length === 0
    ? Promise.resolve([])
    : db.selectFrom('benchmark_snapshot_cells').selectAll().where('role', 'in', roles).execute();
