import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_LIMITS } from '#lib/rate-limits.ts';
import { createTestApp } from '../helpers/test-context.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

it('limits invitation previews per address, as the other public code calls', async () => {
  const preview = (code: string, remoteAddress = '203.0.113.77') =>
    t.app.inject({ method: 'GET', url: `/api/invitations/${code}`, remoteAddress });
  for (let i = 0; i < AUTH_LIMITS.useCode.ip.max; i++) {
    expect((await preview(`guess-${i}`)).statusCode).toBe(400);
  }
  const limited = await preview('guess-last');
  expect(limited.statusCode).toBe(429);
  expect(limited.json<{ error: string }>().error).toBe('RATE_LIMITED');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address is not affected.
  expect((await preview('guess-other', '203.0.113.78')).statusCode).toBe(400);
});
