import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * What a storm of uploads left in the database, counted in SQL: its reports by state, each
 * ready one's stored employee rows against its records (none missing, none twice), and the
 * reports its organisations made since it began (one each: no upload stored twice).
 */
export const stormCheck = async (db: Kysely<Database>, ids: string[], since: Date) => {
  const { rows } = await sql<{
    reports: number;
    ready: number;
    failed: number;
    rows_as_records: number;
    results: number;
    organisations: number;
    made_since: number;
  }>`
    with storm as (select * from reports where id = any(${ids}::uuid[])),
    stored as (
      select s.id, s.records, (select count(*) from report_employees e where e.report_id = s.id) as rows
      from storm s
    )
    select
      (select count(*) from storm)::int as reports,
      (select count(*) from storm where status = 'ready')::int as ready,
      (select count(*) from storm where status = 'failed')::int as failed,
      (select count(*) from stored where rows = records)::int as rows_as_records,
      (select count(*) from report_results where report_id = any(${ids}::uuid[]))::int as results,
      (select count(distinct organisation_id) from storm)::int as organisations,
      (select count(*) from reports r
        where r.organisation_id in (select organisation_id from storm)
          and r.created_at >= ${since})::int as made_since`.execute(db);
  return rows[0];
};
