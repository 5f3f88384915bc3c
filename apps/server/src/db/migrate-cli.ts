import { loadConfig } from '#config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(config, console.log);
try {
  const applied = await migrate(database.pool);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
