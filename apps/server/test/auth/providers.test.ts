import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';

describe('GET /api/auth/providers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  it('offers no social provider while none is configured', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: false, microsoft: false });
  });
});
