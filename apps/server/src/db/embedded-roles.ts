import pg from 'pg';
import {
  ADMIN_USER,
  APP_USER,
  DATABASE,
  LEGACY_PASSWORD,
  type EmbeddedCredentials,
} from './embedded-credentials.ts';

const connectAs = async (port: number, password: string, database: string) => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: ADMIN_USER, password, database });
  await client.connect();
  return client;
};

const isWrongPassword = (error: unknown) => (error as { code?: unknown }).code === '28P01';

/**
 * Signs in as the superuser with the folder's own password, or, for a folder made by an earlier
 * version, with the old fixed one, which is then replaced at once by the folder's own.
 */
const adminClient = async (
  port: number,
  credentials: EmbeddedCredentials,
  log: (message: string) => void,
) => {
  try {
    return await connectAs(port, credentials.admin, 'postgres');
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
  }
  const client = await connectAs(port, LEGACY_PASSWORD, 'postgres');
  log('Securing the embedded PostgreSQL: new random passwords, the app as a non-superuser role');
  await client.query(
    `ALTER ROLE ${ADMIN_USER} PASSWORD ${client.escapeLiteral(credentials.admin)}`,
  );
  return client;
};

const NOT_SYSTEM = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/**
 * Every object of the database the superuser owns, outside PostgreSQL's own schemas, as the
 * statement giving it to the application's role. REASSIGN OWNED cannot be used: it refuses the
 * bootstrap superuser. Sequences come after tables, which take their own sequences along.
 */
const OWNED_OBJECTS = `
  SELECT 'SCHEMA ' || quote_ident(n.nspname) AS object, 0 AS rank
    FROM pg_namespace n WHERE n.nspowner = $1::regrole AND ${NOT_SYSTEM}
  UNION ALL
  SELECT CASE c.relkind WHEN 'v' THEN 'VIEW ' WHEN 'm' THEN 'MATERIALIZED VIEW '
           WHEN 'S' THEN 'SEQUENCE ' ELSE 'TABLE ' END || c.oid::regclass::text,
         CASE c.relkind WHEN 'S' THEN 2 ELSE 1 END
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relowner = $1::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND ${NOT_SYSTEM}
  UNION ALL
  SELECT 'ROUTINE ' || p.oid::regprocedure::text, 3
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE p.proowner = $1::regrole AND ${NOT_SYSTEM}
  UNION ALL
  SELECT CASE t.typtype WHEN 'd' THEN 'DOMAIN ' ELSE 'TYPE ' END || t.oid::regtype::text, 4
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typowner = $1::regrole AND t.typtype IN ('e', 'd', 'r') AND ${NOT_SYSTEM}
  UNION ALL
  SELECT 'COLLATION ' || quote_ident(n.nspname) || '.' || quote_ident(l.collname), 5
    FROM pg_collation l JOIN pg_namespace n ON n.oid = l.collnamespace
   WHERE l.collowner = $1::regrole AND ${NOT_SYSTEM}
  ORDER BY rank`;

/** Gives the application's role whatever the superuser created in its database (older folders). */
const handOverObjects = async (port: number, credentials: EmbeddedCredentials) => {
  const client = await connectAs(port, credentials.admin, DATABASE);
  try {
    const { rows } = await client.query<{ object: string; rank: number }>(OWNED_OBJECTS, [
      ADMIN_USER,
    ]);
    for (const { object, rank } of rows) {
      // A sequence that belongs to a table's column has moved with its table already.
      const still =
        rank !== 2 ||
        (
          await client.query(
            `SELECT 1 FROM pg_class WHERE oid = $1::regclass AND relowner = $2::regrole`,
            [object.slice('SEQUENCE '.length), ADMIN_USER],
          )
        ).rowCount === 1;
      if (still) await client.query(`ALTER ${object} OWNER TO ${APP_USER}`);
    }
  } finally {
    await client.end();
  }
};

/**
 * Makes the embedded cluster what the application expects, on every start (each step is cheap
 * and idempotent): the superuser's and the app role's passwords are the folder's own, the app
 * role exists without superuser, database-creating or role-creating rights and owns the
 * application's database and every object in it.
 */
export const prepareRoles = async (
  port: number,
  credentials: EmbeddedCredentials,
  log: (message: string) => void,
) => {
  const admin = await adminClient(port, credentials, log);
  try {
    const appPassword = admin.escapeLiteral(credentials.app);
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_USER]);
    await admin.query(
      `${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${APP_USER} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${appPassword}`,
    );
    const database = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (database.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE} OWNER ${APP_USER}`);
    else await admin.query(`ALTER DATABASE ${DATABASE} OWNER TO ${APP_USER}`);
  } finally {
    await admin.end();
  }
  await handOverObjects(port, credentials);
};
