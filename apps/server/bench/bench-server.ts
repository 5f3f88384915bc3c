import '#lib/compile-cache.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { createContext } from '#create-context.ts';
import { openDatabase } from '#db/database.ts';
import { migrate } from '#db/migrate.ts';
import { startJobs } from '#jobs/jobs.ts';
import type { ReportPhases } from '#modules/report-processing/report-processor.ts';
import type { PlanLimits } from '@parytet/contract/plans';

/**
 * The real server, listening on an ephemeral port: DATABASE_URL when set, otherwise an embedded
 * PostgreSQL of its own (in .cache/bench-data, on a port apart from the dev server's).
 */
export const startBenchServer = async (
  options: { onReportPhases?: (id: string, phases: ReportPhases) => void } = {},
) => {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(import.meta.dirname, '../../../.cache/bench-data'),
    EMBEDDED_PG_PORT: '54331',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    RUN_WORKER: 'true',
  });
  const database = await openDatabase(config);
  await migrate(database.pool);
  const ctx = await createContext(config, database, () => undefined);
  const phases = new Map<string, ReportPhases>();
  const queue = await startJobs(ctx, {
    connectionString: database.connectionString,
    runWorker: true,
    log: (message) => console.error(message),
    onReportPhases: (id, reportPhases) => {
      phases.set(id, reportPhases);
      options.onReportPhases?.(id, reportPhases);
    },
  });
  const app = await buildApp(ctx, { logger: false, webDistDir: null });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  /** A verified user of the organisation in `role`; its bearer header. */
  const addMember = async (organisationId: string, role: 'owner' | 'viewer') => {
    const user = await ctx.db
      .insertInto('users')
      .values({
        email: `bench-${randomUUID()}@bench.example.com`,
        password_hash: null,
        full_name: 'Bench User',
        job_title: 'Bench',
        lang: 'en',
        verified_at: sql<Date>`now()`,
      })
      .returning(['id', 'token_version'])
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('memberships')
      .values({ user_id: user.id, organisation_id: organisationId, role })
      .execute();
    const token = await new SignJWT({ ver: user.token_version, org: organisationId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parytet')
      .setSubject(user.id)
      .setExpirationTime('2h')
      .sign(ctx.jwtSecret);
    return `Bearer ${token}`;
  };

  /**
   * A fresh organisation on ENTERPRISE with a verified owner, its limits raised by the operator
   * when given (set-limits); its bearer header.
   */
  const createAccount = async (limits?: Partial<PlanLimits>) => {
    const org = await ctx.db
      .insertInto('organisations')
      .values({
        name: 'Bench',
        number_of_employees: '100000',
        plan: 'ENTERPRISE',
        limits_override: limits ? JSON.stringify(limits) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const authorization = await addMember(org.id, 'owner');
    const remove = () => ctx.db.deleteFrom('organisations').where('id', '=', org.id).execute();
    return { authorization, organisationId: org.id, remove };
  };

  /** When the report row was made, its job started and its results were stored (ms apart). */
  const reportTimes = async (id: string) => {
    const row = await sql<{ queued: number; processed: number }>`
      SELECT extract(epoch FROM started_at - created_at) * 1000 AS queued,
        extract(epoch FROM finished_at - started_at) * 1000 AS processed
      FROM reports WHERE id = ${id}`.execute(ctx.db);
    return row.rows[0] ?? { queued: NaN, processed: NaN };
  };

  /**
   * What autovacuum does in a deployment, done at once: a bench that deletes its million-row
   * reports again and again would otherwise measure a table and index growing with dead rows
   * wherever autovacuum is off (as on this project's test machines).
   */
  const vacuum = () =>
    sql`VACUUM report_employee_rows, report_level_groups, report_position_groups,
      report_results, report_uploads, reports`.execute(ctx.db);

  return {
    url: address,
    ctx,
    createAccount,
    vacuum,
    addMember,
    reportTimes,
    /** Where a ready report's job spent its time (taken once). */
    reportPhases: (id: string) => {
      const found = phases.get(id);
      phases.delete(id);
      return found;
    },
    close: async () => {
      await app.close();
      await queue.stop();
      await ctx.mailer.close();
      await database.close();
    },
  };
};
