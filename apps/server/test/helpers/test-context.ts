import { loadConfig, type Config } from '#config.ts';
import { createContext } from '#create-context.ts';
import { openDatabase } from '#db/database.ts';
import { buildApp } from '#app.ts';
import type { AppContext } from '#context.ts';
import { startJobs, type JobsOptions } from '#jobs/jobs.ts';
import { testDatabaseUrl } from './test-database.ts';

export type TestQueueOptions = Partial<Omit<JobsOptions, 'connectionString'>>;

/**
 * A real app on the test database, with configuration overrides per test file. `queue` starts
 * pg-boss (and a worker) on the test database, as server.ts does.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: { queue?: TestQueueOptions | true } = {},
) => {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: '.cache/test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase(config);
  const ctx: AppContext = await createContext(config, database, () => undefined);
  const queue = options.queue
    ? await startJobs(ctx, {
        connectionString: database.connectionString,
        runWorker: true,
        log: () => undefined,
        ...(options.queue === true ? {} : options.queue),
      })
    : null;
  const app = await buildApp(ctx, { webDistDir: null });
  await app.ready();
  return {
    app,
    ctx,
    queue,
    close: async () => {
      await queue?.stop();
      await app.close();
      await ctx.mailer.close();
      await database.close();
    },
  };
};
