import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganisationsTable } from '#db/schema.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createAuthApp, me, verifiedAccount, type TestApp } from './auth-test-kit.ts';

describe('GET /api/users/me', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const organisationOf = async (email: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .innerJoin('memberships', 'memberships.user_id', 'users.id')
        .select('memberships.organisation_id')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
    ).organisation_id;

  it('describes the user, organisation, plan and permissions of a new sign-up', async () => {
    const account = await verifiedAccount(t, smtp, { full_name: 'Jan Nowak', company: 'Nowak SA' });
    const res = await me(t, account.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      full_name: 'Jan Nowak',
      email: account.email,
      subscription_plan: 'STARTER',
      can_use_chat: false,
      can_upload_reports: true,
      organisation_name: 'Nowak SA',
      role: 'owner',
    });
    const days = (Date.parse(body.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
  });

  it('follows the plan, the per-organisation override, the trial and the subscription', async () => {
    const account = await verifiedAccount(t, smtp);
    const id = await organisationOf(account.email);
    const update = (set: Updateable<OrganisationsTable>) =>
      t.ctx.db.updateTable('organisations').set(set).where('id', '=', id).execute();
    const current = async () => (await me(t, account.token)).json();

    await update({ plan: 'PRO' });
    expect(await current()).toMatchObject({ subscription_plan: 'PRO', can_use_chat: true });

    await update({ features_override: JSON.stringify({ chat: false }) });
    expect(await current()).toMatchObject({
      can_use_chat: false,
      features: { chat: false, benchmarking: false },
    });

    // A lapsed trial blocks once the daily job (test/plans/trial-job.test.ts) sets blocked_at.
    const blockedAt = new Date(Date.now() - 1000);
    await update({ trial_ends_at: blockedAt, blocked_at: blockedAt });
    expect(await current()).toMatchObject({
      can_upload_reports: false,
      blocked: true,
      blocked_at: blockedAt.toISOString(),
      data_deleted_on: new Date(blockedAt.getTime() + 30 * 86_400_000).toISOString(),
    });

    await update({ subscription_active: true, blocked_at: null });
    expect(await current()).toMatchObject({
      can_upload_reports: true,
      blocked: false,
      data_deleted_on: null,
    });

    await update({ limits_override: JSON.stringify({ reports_allowed: 0 }) });
    expect((await current()).can_upload_reports).toBe(false);
  });
});

describe('configured defaults', () => {
  it('starts organisations on DEFAULT_PLAN for TRIAL_DAYS', async () => {
    const smtp = await startSmtpServer();
    const t = await createAuthApp(smtp, { DEFAULT_PLAN: 'MASTER', TRIAL_DAYS: '30' });
    try {
      const account = await verifiedAccount(t, smtp);
      const body = (await me(t, account.token)).json();
      expect(body.subscription_plan).toBe('MASTER');
      expect(body.can_use_chat).toBe(true);
      const days = (Date.parse(body.trial_ends_at) - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('GET /api/plans', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp, {
      PLAN_LIMITS: JSON.stringify({ PRO: { reports_allowed: 7 } }),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the five plans with the feature table and this deployment’s limits, without login', async () => {
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { id: string }) => p.id)).toEqual([
      'STARTER',
      'PRO',
      'MASTER',
      'GURU',
      'ENTERPRISE',
    ]);
    const feature = (id: string, key: string) =>
      plans
        .find((p: { id: string }) => p.id === id)
        .features.find((f: { key: string }) => f.key === key).value;
    expect(feature('STARTER', 'salary_insight')).toBe('limited');
    expect(feature('STARTER', 'benchmarking')).toBe('no');
    expect(feature('MASTER', 'salary_bands')).toBe('yes');
    expect(feature('MASTER', 'merit_cycle_review')).toBe('no');
    expect(feature('GURU', 'reporting')).toBe('yes');
    expect(feature('ENTERPRISE', 'benchmarking')).toBe('quote');
    expect(plans[0]).toMatchObject({
      title: 'Starter',
      limits: { reports_allowed: 1, max_records: 250 },
      enabled: { chat: false, benchmarking: false, reporting: false },
    });
    expect(plans[1].limits).toEqual({
      reports_allowed: 7,
      max_records: 2000,
      max_upload_bytes: 10_485_760,
    });
    expect(plans[1].enabled).toMatchObject({ chat: true, salary_bands: false });
    expect(plans[2].enabled).toMatchObject({ benchmarking: true, salary_bands: true });
    expect(plans[3].enabled).toMatchObject({ merit_cycle_review: true, reporting: true });
    expect(plans[4].limits).toEqual({
      reports_allowed: 1000,
      max_records: 100000,
      max_upload_bytes: 10_485_760,
    });
  });

  it('documents every account route with its error answers in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const responses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort();
    expect(responses('/api/auth/register', 'post')).toEqual(['201', '400', '403', '409', '429']);
    expect(responses('/api/auth/register/verify', 'post')).toEqual(['204', '400', '429']);
    expect(responses('/api/auth/register/resend', 'post')).toEqual(['204', '400', '429']);
    expect(responses('/api/auth/login', 'post')).toEqual(['200', '400', '401', '403', '429']);
    expect(responses('/api/auth/forgot-password', 'post')).toEqual(['204', '400', '429']);
    expect(responses('/api/auth/forgot-password/reset', 'post')).toEqual(['204', '400', '429']);
    expect(responses('/api/users/me', 'get')).toEqual(['200', '401']);
    expect(responses('/api/plans', 'get')).toEqual(['200']);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
