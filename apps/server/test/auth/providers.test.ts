import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProvidersResponseSchema, socialProviders } from '@parytet/contract/auth-providers';
import { createTestApp } from '../helpers/test-context.ts';

describe('GET /api/auth/providers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  it('answers for every provider of the contract, in its shape', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    const body = authProvidersResponseSchema.strict().parse(res.json());
    expect(Object.keys(body).sort()).toEqual([...socialProviders].sort());
  });

  // The web sends the browser to auth/login/<provider> for an offered provider: the two must agree.
  it('offers exactly the providers whose sign-in route exists', async () => {
    const offered = authProvidersResponseSchema.parse(
      (await t.app.inject({ url: '/api/auth/providers' })).json(),
    );
    for (const provider of socialProviders) {
      const login = await t.app.inject({ url: `/api/auth/login/${provider}` });
      expect({ provider, routed: login.statusCode !== 404 }).toEqual({
        provider,
        routed: offered[provider],
      });
    }
  });
});
