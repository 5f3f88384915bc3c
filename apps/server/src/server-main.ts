import { buildApp } from '#app.ts';
import { ConfigError, loadConfig } from '#config.ts';
import { createContext } from '#create-context.ts';
import { openDatabase, type Db } from '#db/database.ts';
import { migrate } from '#db/migrate.ts';
import { handleShutdown, isDatabaseGoingAway } from '#lib/shutdown.ts';
import { describeStartFailure } from '#lib/start-failure.ts';
import { legalConfigWarning } from '#modules/legal/legal.service.ts';
import { startJobs } from '#jobs/jobs.ts';

const log = (message: string) => console.log(message);
const state = { stopping: false };
/** While stopping, a database going away is expected and not worth a line. */
const quietWhileStopping = (message: string) => {
  if (state.stopping && isDatabaseGoingAway({ message })) return;
  log(message);
};

let database: Db | null = null;

const main = async () => {
  const config = loadConfig();
  database = await openDatabase(config, log);
  const db = database;
  db.pool.on('error', (error) => {
    if (state.stopping && isDatabaseGoingAway(error)) return;
    log(`database: ${error.message}`);
  });
  await migrate(db.pool);
  const ctx = await createContext(config, db, log);
  const queue = await startJobs(ctx, {
    connectionString: db.connectionString,
    runWorker: config.RUN_WORKER,
    log: quietWhileStopping,
  });
  const app = await buildApp(ctx, {
    logger: { level: config.LOG_LEVEL },
    ...(config.WEB_DIST_DIR ? { webDistDir: config.WEB_DIST_DIR } : {}),
  });

  const steps = [
    { name: 'HTTP server', run: () => app.close() },
    { name: 'report queue', run: () => queue.stop() },
    { name: 'mailer', run: () => ctx.mailer.close() },
    { name: 'database', run: () => db.close() },
  ];
  handleShutdown(steps, log, state);

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    // Leave nothing running behind (the embedded PostgreSQL above all) before saying why.
    for (const step of steps.slice(1)) await step.run().catch(() => undefined);
    database = null;
    throw error;
  }
  log('');
  log(`  Parytet is running at ${config.APP_URL}`);
  log(`  API docs: ${config.APP_URL}/api/docs`);
  log(
    `  Database: ${db.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}/pg` : 'DATABASE_URL'}`,
  );
  log(`  Mail goes to ${ctx.mailer.describe()}`);
  log(`  Reports are processed ${config.RUN_WORKER ? 'in this process' : 'by `npm run worker`'}`);
  const legalWarning = legalConfigWarning(config);
  if (legalWarning) log(legalWarning);
  log('');
};

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(describeStartFailure(error, { PORT: Number(process.env.PORT) || 3000 }));
  }
  await database?.close().catch(() => undefined);
  process.exit(1);
});
