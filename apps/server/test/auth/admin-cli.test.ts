import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '#admin-cli.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createAuthApp, me, verifiedAccount, type TestApp } from './auth-test-kit.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

const cli = path.resolve(import.meta.dirname, '../../src/admin-cli.ts');

describe('admin CLI', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let account: Awaited<ReturnType<typeof verifiedAccount>>;
  let organisationId: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthApp(smtp);
    account = await verifiedAccount(t, smtp, { company: 'Admin Test Co' });
    organisationId = (
      await t.ctx.db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select('memberships.organisation_id')
        .where('users.email', '=', account.email)
        .executeTakeFirstOrThrow()
    ).organisation_id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(t.ctx, args, {
      out: (line) => lines.push(line),
      confirm: () => Promise.resolve(false),
    });
    return { code, output: lines.join('\n') };
  };
  const profile = async () => (await me(t, account.token)).json();

  it('sets the plan by e-mail or organisation id', async () => {
    const byEmail = await run('set-plan', account.email.toUpperCase(), 'pro');
    expect(byEmail.code).toBe(0);
    expect(byEmail.output).toContain('plan PRO');
    expect(await profile()).toMatchObject({ subscription_plan: 'PRO', can_use_chat: true });

    expect((await run('set-plan', organisationId, 'GURU')).code).toBe(0);
    expect((await profile()).subscription_plan).toBe('GURU');
  });

  it('overrides and clears the limits and the features of one organisation', async () => {
    const set = await run('set-limits', organisationId, '{"reports_allowed":3}');
    expect(set.code).toBe(0);
    const features = await run('set-features', organisationId, '{"chat":false}');
    expect(features.code).toBe(0);
    expect((await profile()).can_use_chat).toBe(false);
    const row = await t.ctx.db
      .selectFrom('organisations')
      .select(['limits_override', 'features_override'])
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      limits_override: { reports_allowed: 3 },
      features_override: { chat: false },
    });

    expect((await run('set-limits', account.email, 'null')).code).toBe(0);
    expect((await run('set-features', account.email, 'null')).code).toBe(0);
    expect((await profile()).can_use_chat).toBe(true);
  });

  it('raises the upload size of one organisation, which its limits call then answers', async () => {
    const set = await run(
      'set-limits',
      organisationId,
      '{"max_records":1000000,"max_upload_bytes":67108864}',
    );
    expect(set.code).toBe(0);
    const limits = (
      await t.app.inject({
        url: '/api/reports/pay-gap/limits',
        headers: { authorization: `Bearer ${account.token}` },
      })
    ).json();
    expect(limits).toMatchObject({
      report_max_records_allowed: 1_000_000,
      report_max_upload_bytes: 67_108_864,
    });
    expect((await run('set-limits', organisationId, 'null')).code).toBe(0);
  });

  it('activates a subscription so an ended trial no longer blocks uploads', async () => {
    await t.ctx.db
      .updateTable('organisations')
      .set({ trial_ends_at: new Date(Date.now() - 1000), blocked_at: new Date() })
      .where('id', '=', organisationId)
      .execute();
    expect((await profile()).can_upload_reports).toBe(false);
    const res = await run('activate-subscription', account.email);
    expect(res.code).toBe(0);
    expect(res.output).toContain('subscription active');
    expect((await profile()).can_upload_reports).toBe(true);
    expect((await run('deactivate-subscription', organisationId)).code).toBe(0);
    expect((await run('block', organisationId)).code).toBe(0);
    expect((await profile()).can_upload_reports).toBe(false);
  });

  it('lists organisations with their owner', async () => {
    const res = await run('list-organisations');
    expect(res.code).toBe(0);
    const line = res.output.split('\n').find((l) => l.startsWith(organisationId));
    expect(line).toContain('Admin Test Co');
    expect(line).toContain(`owner ${account.email}`);
  });

  it('explains what is wrong and prints the usage on bad arguments', async () => {
    const cases: [string[], string][] = [
      [[], 'No command given.'],
      [['frobnicate'], 'Unknown command "frobnicate".'],
      [['set-plan', account.email, 'PLATINUM'], 'Unknown plan "PLATINUM".'],
      [['set-plan'], 'Missing the organisation or the plan.'],
      [
        ['set-plan', 'nobody@nowhere.example', 'PRO'],
        'No organisation found for "nobody@nowhere.example".',
      ],
      [['set-limits', organisationId, '{oops'], 'Not valid JSON'],
      [['set-limits', organisationId, '{"chat":true}'], 'Invalid limits'],
      [
        ['set-limits', organisationId, '{"reports_allowed":"ten"}'],
        'Invalid limits: reports_allowed',
      ],
      [['set-features', organisationId, '{"chat":"yes"}'], 'Invalid features: chat'],
      [['set-limits', organisationId, '{"colour":1}'], 'Invalid limits'],
      [
        ['set-limits', organisationId, '{"max_upload_bytes":1073741824}'],
        'Invalid limits: max_upload_bytes',
      ],
      [['activate-subscription'], 'Missing the organisation'],
    ];
    for (const [args, message] of cases) {
      const res = await run(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.output).toContain(message);
      expect(res.output).toContain('npm run admin -- <command>');
    }
  });

  it('runs as a command against DATABASE_URL', async () => {
    const exec = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' };
    const { stdout } = await exec(process.execPath, [cli, 'set-plan', account.email, 'MASTER'], {
      env,
    });
    expect(stdout).toContain('plan MASTER');
    expect((await profile()).subscription_plan).toBe('MASTER');
    const failed = await exec(process.execPath, [cli], { env }).catch(
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stdout: string }).stdout).toContain('list-organisations');
  });
});
