import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSessionCache } from '#plugins/session-cache.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';
import { createAccount, get, type Account, type TestApp } from '../reports/reports-kit.ts';

/**
 * Sessions are kept for a few seconds by each process (plugins/session-cache.ts). What a token
 * stands for must still follow every change at once, whoever makes it.
 */

/** Another process's connection: its writes are heard only through PostgreSQL. */
const elsewhere = async (run: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** Ends the session's version unheard: its notifying trigger is off for this one transaction. */
const revokeUnheard = (account: Account) =>
  elsewhere(async (client) => {
    await client.query('BEGIN');
    await client.query('ALTER TABLE users DISABLE TRIGGER users_session_change');
    await client.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [
      account.userId,
    ]);
    await client.query('ALTER TABLE users ENABLE TRIGGER users_session_change');
    await client.query('COMMIT');
  });

// Each answer below follows the session alone (request.auth), not a lookup of its own.
const me = (t: TestApp, account: Account) => get(t, account, '/api/reports/pay-gap');
const auditLog = (t: TestApp, account: Account) => get(t, account, '/api/organisation/audit-log');
const canUseChat = async (t: TestApp, account: Account) =>
  (await get(t, account, '/api/users/me')).json<{ can_use_chat: boolean }>().can_use_chat;

describe('sessions kept for long (60 s): only a change heard can end them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '60000' });
  });
  afterAll(() => t.close());

  it("ends a session at once when another process changes the user's token version", async () => {
    const account = await createAccount(t);
    expect((await me(t, account)).statusCode).toBe(200);
    await elsewhere((client) =>
      client.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [
        account.userId,
      ]),
    );
    await expect.poll(async () => (await me(t, account)).statusCode, { timeout: 5_000 }).toBe(401);
  });

  it('follows a role and a plan changed by another process', async () => {
    const account = await createAccount(t, { plan: 'STARTER' });
    expect((await auditLog(t, account)).statusCode).toBe(200);
    expect(await canUseChat(t, account)).toBe(false);
    await elsewhere(async (client) => {
      await client.query("UPDATE memberships SET role = 'viewer' WHERE user_id = $1", [
        account.userId,
      ]);
      await client.query("UPDATE organisations SET plan = 'PRO' WHERE id = $1", [
        account.organisationId,
      ]);
    });
    await expect
      .poll(async () => (await auditLog(t, account)).statusCode, { timeout: 5_000 })
      .toBe(403);
    expect(await canUseChat(t, account)).toBe(true);
  });

  it("sees this process's own change on its very next request, before any notification", async () => {
    const account = await createAccount(t);
    expect((await me(t, account)).statusCode).toBe(200);
    // Through the app's own connection, with the notifying trigger off: only the process's
    // knowledge of its own write can end the session.
    await t.ctx.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE memberships DISABLE TRIGGER memberships_session_change`.execute(trx);
      await trx.deleteFrom('memberships').where('user_id', '=', account.userId).execute();
      await sql`ALTER TABLE memberships ENABLE TRIGGER memberships_session_change`.execute(trx);
    });
    expect((await me(t, account)).statusCode).toBe(401);
  });
});

describe('sessions kept for a short time (0.5 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '500' });
  });
  afterAll(() => t.close());

  it('keeps a session looked up, and no longer than its time', async () => {
    const account = await createAccount(t);
    expect((await me(t, account)).statusCode).toBe(200);
    await revokeUnheard(account);
    // Kept: nothing told this process, and the session was looked up a moment ago.
    expect((await me(t, account)).statusCode).toBe(200);
    await expect.poll(async () => (await me(t, account)).statusCode, { timeout: 5_000 }).toBe(401);
  });
});

describe('the cache while its listening connection is down', () => {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  afterAll(() => pool.end());

  it('keeps nothing until it listens again, then starts empty', async () => {
    const cache = startSessionCache<string>(pool, () => undefined, {
      ttlMs: 60_000,
      retryMs: 200,
    });
    try {
      await cache.ready;
      expect(cache.active).toBe(true);
      cache.set('a', 'kept', cache.ticket());
      expect(cache.get('a')).toBe('kept');
      // A lookup that began before a change is not kept after it.
      const before = cache.ticket();
      await elsewhere((client) => client.query("NOTIFY parytet_session_change, ''"));
      await expect.poll(() => cache.get('a')).toBeUndefined();
      cache.set('b', 'stale', before);
      expect(cache.get('b')).toBeUndefined();

      cache.set('a', 'kept', cache.ticket());
      await elsewhere((client) =>
        client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN parytet_session_change%' AND pid <> pg_backend_pid()",
        ),
      );
      await expect.poll(() => cache.active).toBe(false);
      expect(cache.get('a')).toBeUndefined();
      cache.set('c', 'not kept', cache.ticket());
      expect(cache.get('c')).toBeUndefined();
      await expect.poll(() => cache.active, { timeout: 5_000 }).toBe(true);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});
