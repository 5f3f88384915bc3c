import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '#lib/rate-limits.ts';
import { deleteExpiredCounters } from '#modules/auth/throttle.repository.ts';
import { createTestApp } from '../helpers/test-context.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Two API processes on one database, as a deployment with two instances behind a proxy. */
describe('rate limits shared by every process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    second = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const attempt = (t: TestApp, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register/verify',
      payload: { verification_code: 'nope' },
      remoteAddress,
    });

  it('counts one IP across two app instances, not per process', async () => {
    const ip = '198.51.100.7';
    const { max } = AUTH_LIMITS.useCode.ip;
    for (let i = 0; i < max; i++) {
      const res = await attempt(i % 2 === 0 ? first : second, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    // Each process has seen only half of the attempts, yet both refuse the next one.
    expect((await attempt(first, ip)).statusCode).toBe(429);
    expect((await attempt(second, ip)).statusCode).toBe(429);
  });

  it('keeps counts across a restart', async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < AUTH_LIMITS.useCode.ip.max; i++) await attempt(first, ip);
    await first.close();
    first = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
    expect((await attempt(first, ip)).statusCode).toBe(429);
  });

  it('starts a fresh window once the old one ended', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i <= AUTH_LIMITS.useCode.ip.max; i++) await attempt(first, ip);
    expect((await attempt(second, ip)).statusCode).toBe(429);
    await sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second'
              WHERE key LIKE ${`%${ip}`}`.execute(first.ctx.db);
    expect((await attempt(second, ip)).statusCode).toBe(400);
    const { rows } = await sql<{ count: number }>`
      SELECT count FROM rate_limit_counters WHERE key LIKE ${`%${ip}`}`.execute(first.ctx.db);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('deletes counters whose window has ended', async () => {
    await sql`INSERT INTO rate_limit_counters (key, count, reset_at)
              VALUES ('old', 3, now() - interval '1 minute'), ('live', 3, now() + interval '1 minute')
              ON CONFLICT (key) DO UPDATE SET reset_at = excluded.reset_at`.execute(first.ctx.db);
    await deleteExpiredCounters(first.ctx.db);
    const { rows } = await sql<{ key: string }>`
      SELECT key FROM rate_limit_counters WHERE key IN ('old', 'live')`.execute(first.ctx.db);
    expect(rows).toEqual([{ key: 'live' }]);
  });
});
