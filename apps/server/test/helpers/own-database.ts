import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '#db/migrate.ts';

/**
 * A migrated database of a test file's own, beside the shared test database: for files whose
 * workers must take no other file's jobs, or that terminate every connection to it.
 */
export const ownDatabase = (suffix: string) => {
  const base = new URL(inject('databaseUrl'));
  const own = new URL(base);
  own.pathname = `${base.pathname}_${suffix}`;
  const name = own.pathname.slice(1);
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  return {
    name,
    url: own.toString(),
    /** A client on the shared database, from which this one can be watched or dropped. */
    adminClient: () => new pg.Client({ connectionString: base.toString() }),
    create: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      const pool = new pg.Pool({ connectionString: own.toString() });
      await migrate(pool);
      await pool.end();
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
