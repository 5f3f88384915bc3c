import { ConfigError, loadConfig } from '#config.ts';
import { createContext } from '#create-context.ts';
import { openDatabase } from '#db/database.ts';
import { migrate } from '#db/migrate.ts';
import { startJobs } from '#jobs/jobs.ts';

const log = (message: string) => console.log(message);

/** `npm run worker`: processes reports only, beside any number of API processes. */
const main = async () => {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    // The embedded database belongs to the one server process that started it.
    throw new ConfigError(
      'npm run worker needs DATABASE_URL. With the embedded database the server processes reports itself (RUN_WORKER=true).',
    );
  }
  const database = await openDatabase(config, log);
  await migrate(database.pool);
  const ctx = await createContext(config, database, log);
  const queue = await startJobs(ctx, {
    connectionString: database.connectionString,
    runWorker: true,
    log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing the reports in hand, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await queue.stop();
    await ctx.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  log('Parytet worker is processing reports');
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The Parytet worker could not start:', error);
  }
  process.exit(1);
});
