import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startJobs } from './jobs/jobs.ts';

const log = (message: string) => console.log(message);

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  await migrate(database.pool);
  const ctx = await createContext(config, database, log);
  const queue = await startJobs(ctx, {
    connectionString: database.connectionString,
    runWorker: config.RUN_WORKER,
    log,
  });
  const app = await buildApp(ctx, {
    logger: { level: config.LOG_LEVEL },
    ...(config.WEB_DIST_DIR ? { webDistDir: config.WEB_DIST_DIR } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await queue.stop();
    await ctx.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  log('');
  log(`  Parytet is running at ${config.APP_URL}`);
  log(`  API docs: ${config.APP_URL}/api/docs`);
  log(
    `  Database: ${database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}/pg` : 'DATABASE_URL'}`,
  );
  log(`  Mail goes to ${ctx.mailer.describe()}`);
  log(`  Reports are processed ${config.RUN_WORKER ? 'in this process' : 'by `npm run worker`'}`);
  log('');
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Parytet could not start:', error);
  }
  process.exit(1);
});
