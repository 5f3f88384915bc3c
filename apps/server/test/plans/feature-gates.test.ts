import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@parytet/contract/routes/define-route';
import { buildApp } from '#app.ts';
import { loadConfig } from '#config.ts';
import { createContext } from '#create-context.ts';
import type { AppContext } from '#context.ts';
import { openDatabase, type Db } from '#db/database.ts';
import { registerRoute } from '#lib/register-route.ts';
import { createOrganisation, type TestApp } from './plans-kit.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

// A route gated by a plan feature, registered the way every module registers its routes.
const reportingRoute = defineRoute({
  method: 'GET',
  path: '/test/reporting',
  summary: 'test only',
  tags: ['test'],
  auth: 'bearer',
  feature: 'reporting',
  responses: { 200: z.object({ ok: z.boolean() }) },
});

describe('plan feature gates (FEATURE_NOT_IN_PLAN)', () => {
  let database: Db;
  let ctx: AppContext;
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: '.cache/test-data',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      LOG_LEVEL: 'silent',
      PLAN_FEATURES: JSON.stringify({ PRO: { reporting: true } }),
    });
    database = await openDatabase(config);
    ctx = await createContext(config, database, () => undefined);
    const app = await buildApp(ctx, { webDistDir: null });
    await app.register(
      async (scope) => {
        registerRoute(scope, reportingRoute, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    t = { app, ctx, queue: null, close: async () => app.close() } as TestApp;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const get = (token: string, lang = 'en') =>
    t.app.inject({
      url: '/api/test/reporting',
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const override = (id: string, features: object | null) =>
    ctx.db
      .updateTable('organisations')
      .set({ features_override: features && JSON.stringify(features) })
      .where('id', '=', id)
      .execute();

  it('refuses a plan without the feature, in the caller’s language', async () => {
    const starter = await createOrganisation(t, { plan: 'STARTER' });
    const en = await get(starter.owner.token);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      error: 'FEATURE_NOT_IN_PLAN',
      message: 'Your plan does not include this feature. Upgrade your plan to use it.',
    });
    expect((await get(starter.owner.token, 'pl')).json().message).toBe(
      'Twój plan nie obejmuje tej funkcji. Zmień plan, aby z niej korzystać.',
    );
  });

  it('lets a plan with it through, from the defaults and from PLAN_FEATURES', async () => {
    const guru = await createOrganisation(t, { plan: 'GURU' });
    expect((await get(guru.owner.token)).json()).toEqual({ ok: true });
    const pro = await createOrganisation(t, { plan: 'PRO' });
    expect((await get(pro.owner.token)).statusCode).toBe(200);
    const plans = (await t.app.inject({ url: '/api/plans' })).json();
    expect(plans[1].enabled.reporting).toBe(true);
  });

  it('follows the per-organisation override both ways', async () => {
    const starter = await createOrganisation(t, { plan: 'STARTER' });
    await override(starter.id, { reporting: true });
    expect((await get(starter.owner.token)).statusCode).toBe(200);
    const guru = await createOrganisation(t, { plan: 'GURU' });
    await override(guru.id, { reporting: false });
    expect((await get(guru.owner.token)).statusCode).toBe(403);
    await override(guru.id, null);
    expect((await get(guru.owner.token)).statusCode).toBe(200);
  });
});
