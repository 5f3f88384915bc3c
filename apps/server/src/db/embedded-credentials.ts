import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The superuser initdb creates: only this file's start-up code signs in as it. */
export const ADMIN_USER = 'parytet';
/** The role the application uses: owns its database and schemas, and is not a superuser. */
export const APP_USER = 'parytet_app';
export const DATABASE = 'parytet';
/**
 * The password every data folder had before each got its own: still tried once, so that an
 * older folder is secured on its first start with this version (its password is then changed).
 */
export const LEGACY_PASSWORD = 'parytet';

const credentialsSchema = z.object({ admin: z.string().min(32), app: z.string().min(32) });
export type EmbeddedCredentials = z.infer<typeof credentialsSchema>;

export const credentialsFile = (dataDir: string) => path.resolve(dataDir, 'pg-credentials.json');

const randomPassword = () => randomBytes(32).toString('base64url');

/**
 * The embedded database's two passwords, made at random the first time and kept in
 * DATA_DIR/pg-credentials.json, readable by the owner of the data folder only (0600). Written
 * under another name and renamed, so a crash never leaves half a file.
 */
export const loadCredentials = async (dataDir: string): Promise<EmbeddedCredentials> => {
  const file = credentialsFile(dataDir);
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text !== null) {
    await chmod(file, 0o600);
    return credentialsSchema.parse(JSON.parse(text));
  }
  const credentials = { admin: randomPassword(), app: randomPassword() };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return credentials;
};

/** The application's address of a running embedded PostgreSQL, when its folder has passwords. */
export const embeddedAppUrl = async (dataDir: string, port: number) => {
  const text = await readFile(credentialsFile(dataDir), 'utf8').catch(() => null);
  if (text === null) return null;
  const { app } = credentialsSchema.parse(JSON.parse(text));
  return `postgres://${APP_USER}:${encodeURIComponent(app)}@127.0.0.1:${port}/${DATABASE}`;
};
