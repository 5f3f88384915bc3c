import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Expected figures computed by PostgreSQL straight from a salary CSV, independently of the
 * engine: the file is loaded into a temporary table and every report is an SQL aggregate.
 */
export type Reference = Awaited<ReturnType<typeof loadReference>>;

const MEASURES = {
  base: 'base',
  free_days: 'base * (250 - days_off) / 250',
  bonuses: 'base + bonuses / 12',
} as const;
export type MeasureName = keyof typeof MEASURES;

export const gap = (women: number | null, men: number | null) =>
  women === null || men === null ? null : ((men - women) / men) * 100;

type GroupRow = {
  key: string;
  total: number;
  women: number;
  men: number;
  avg: number;
  median: number;
  min: number;
  max: number;
  women_avg: number | null;
  men_avg: number | null;
};

export const loadReference = async (client: pg.PoolClient, csvText: string) => {
  await client.query(`
    CREATE TEMP TABLE ref (id text, gender text, level text, position text, location text,
      days_off numeric, base numeric, bonuses numeric) ON COMMIT PRESERVE ROWS`);
  await pipeline(
    Readable.from([csvText]),
    client.query(copyFrom('COPY ref FROM STDIN (FORMAT csv, HEADER true)')),
  );
  await client.query(`UPDATE ref SET days_off = coalesce(days_off, 0), bonuses = coalesce(bonuses, 0),
    gender = lower(gender)`);

  const groups = async (by: string, measure: MeasureName = 'base') => {
    const m = MEASURES[measure];
    const { rows } = await client.query<GroupRow>(`
      SELECT ${by} AS key, count(*)::int AS total,
        count(*) FILTER (WHERE gender = 'female')::int AS women,
        count(*) FILTER (WHERE gender = 'male')::int AS men,
        avg(${m})::float8 AS avg,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${m})::float8 AS median,
        min(${m})::float8 AS min, max(${m})::float8 AS max,
        avg(${m}) FILTER (WHERE gender = 'female')::float8 AS women_avg,
        avg(${m}) FILTER (WHERE gender = 'male')::float8 AS men_avg
      FROM ref GROUP BY 1`);
    return new Map(rows.map((r) => [r.key, r]));
  };

  const overall = async (measure: MeasureName) => {
    const m = MEASURES[measure];
    const { rows } = await client.query<{
      gender: string;
      n: number;
      mean: number;
      median: number;
    }>(`
      SELECT gender, count(*)::int AS n, avg(${m})::float8 AS mean,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${m})::float8 AS median
      FROM ref GROUP BY gender`);
    const of = (g: string) => rows.find((r) => r.gender === g) ?? null;
    return { women: of('female'), men: of('male') };
  };

  /** Largest difference between a stored employee figure and its SQL reference. */
  const employeeDeviation = async (reportId: string) => {
    const { rows } = await client.query<Record<string, number | null>>(
      `
      WITH pos AS (
        -- A position group is one Position within one Level (decisions §5).
        SELECT level, position, avg(base) AS mean,
          avg(base) FILTER (WHERE gender = 'female') AS w,
          avg(base) FILTER (WHERE gender = 'male') AS m FROM ref GROUP BY level, position),
      lvl AS (
        SELECT level, avg(base) AS mean, avg(base) FILTER (WHERE gender = 'female') AS w,
          avg(base) FILTER (WHERE gender = 'male') AS m FROM ref GROUP BY level),
      e AS (
        SELECT e.*, r.base, p.mean AS p_mean, l.mean AS l_mean,
          CASE WHEN e.gender = 'female' THEN coalesce(p.m, l.m) ELSE coalesce(p.w, l.w) END AS comparator
        FROM report_employees e
        JOIN ref r ON r.id = e.employee_id
        JOIN pos p ON p.level = e.level AND p.position = e.position
        JOIN lvl l ON l.level = e.level
        WHERE e.report_id = $1)
      SELECT count(*)::int AS n,
        max(abs(salary / 100.0 - base))::float8 AS salary,
        max(abs(position_mean_salary / 100.0 - p_mean))::float8 AS position_mean,
        max(abs(level_mean_salary / 100.0 - l_mean))::float8 AS level_mean,
        max(abs(salary_difference / 100.0 - (salary / 100.0 - comparator)))::float8 AS difference,
        max(abs(pay_gap / 100.0 - (salary / 100.0 - comparator) / comparator * 100))::float8 AS pay_gap,
        count(*) FILTER (WHERE (pay_gap IS NULL) <> (comparator IS NULL))::int AS gap_presence
      FROM e`,
      [reportId],
    );
    return rows[0] ?? {};
  };

  const { rows: count } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM ref');
  const drop = () => client.query('DROP TABLE ref');
  return { records: count[0]?.n ?? 0, groups, overall, employeeDeviation, drop };
};
