import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '#admin-cli.ts';
import { runLifecycle } from '#modules/organisations/lifecycle.service.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { ownDatabase } from '../helpers/own-database.ts';
import { DAY, createOrganisation, createUser, organisationRow, type TestApp } from './plans-kit.ts';

const cli = path.resolve(import.meta.dirname, '../../src/admin-cli.ts');
const database = ownDatabase('admin_commands');

describe('operator commands (npm run admin)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    await database.create();
    smtp = await startSmtpServer();
    t = await createTestApp({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      APP_URL: 'http://parytet.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.drop();
  });

  const run = async (args: string[], answer = false) => {
    const lines: string[] = [];
    const questions: string[] = [];
    const code = await runAdmin(t.ctx, args, {
      out: (line) => lines.push(line),
      confirm: (q) => {
        questions.push(q);
        return Promise.resolve(answer);
      },
    });
    return { code, output: lines.join('\n'), questions };
  };
  const auditOf = (id: string) =>
    t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'actor_id'])
      .where('organisation_id', '=', id)
      .orderBy('id')
      .execute();

  it('lists organisations with plan, trial end, state, members and reports, and users', async () => {
    const org = await createOrganisation(t, {
      name: 'Listed SA',
      trialEndsAt: new Date('2031-01-31T10:00:00Z'),
    });
    await createUser(t, { organisationId: org.id, role: 'viewer' });
    const blocked = await createOrganisation(t, {
      name: 'Blocked SA',
      blockedAt: new Date('2030-01-01T00:00:00Z'),
    });
    const res = await run(['list-organisations']);
    expect(res.code).toBe(0);
    const line = res.output.split('\n').find((l) => l.startsWith(org.id)) ?? '';
    expect(line.split('\t')).toEqual([
      org.id,
      'Listed SA',
      'STARTER',
      '2031-01-31',
      'trial',
      '2 member(s)',
      '0 report(s)',
      `owner ${org.owner.email}`,
    ]);
    const blockedLine = res.output.split('\n').find((l) => l.startsWith(blocked.id)) ?? '';
    expect(blockedLine).toContain('blocked since 2030-01-01, data deleted on 2030-01-31');

    const users = await run(['list-users']);
    expect(users.code).toBe(0);
    const userLine = users.output.split('\n').find((l) => l.includes(org.owner.email)) ?? '';
    expect(userLine).toContain('verified');
    expect(userLine).toContain('Listed SA (owner)');
  });

  it('sets a plan with an end date, after which the daily job puts DEFAULT_PLAN back', async () => {
    const org = await createOrganisation(t);
    const res = await run(['set-plan', org.id, 'guru', '--until', '2035-12-31']);
    expect(res.code).toBe(0);
    expect(res.output).toContain('Before:  ' + org.id);
    expect(res.output).toContain('plan GURU until 2035-12-31');
    expect(res.output).toContain('back on STARTER');
    expect(await organisationRow(t, org.id)).toMatchObject({
      plan: 'GURU',
      plan_ends_at: new Date('2035-12-31T23:59:59.999Z'),
    });
    expect((await auditOf(org.id)).at(-1)).toMatchObject({
      action: 'organisation.plan_changed',
      actor_id: null,
      details: { by: 'operator', from: 'STARTER', to: 'GURU', until: '2035-12-31T23:59:59.999Z' },
    });
    await runLifecycle(t.ctx, new Date('2036-01-01T03:15:00Z'));
    expect(await organisationRow(t, org.id)).toMatchObject({ plan: 'STARTER', plan_ends_at: null });

    expect((await run(['set-plan', org.owner.email, 'PRO'])).code).toBe(0);
    expect(await organisationRow(t, org.id)).toMatchObject({ plan: 'PRO', plan_ends_at: null });
  });

  it('sets and clears limits and features, which /users/me and the gates follow', async () => {
    const org = await createOrganisation(t);
    const features = await run(['set-features', org.id, '{"reporting":true}']);
    expect(features.code).toBe(0);
    expect(features.output).toContain('features override {"reporting":true}');
    const me = await t.app.inject({ url: '/api/users/me', headers: org.owner.auth });
    expect(me.json().features).toMatchObject({ reporting: true, chat: false });
    const limits = await run(['set-limits', org.id, '{"reports_allowed":4}']);
    expect(limits.output).toContain('limits override {"reports_allowed":4}');
    expect((await auditOf(org.id)).map((a) => a.action)).toEqual([
      'organisation.features_changed',
      'organisation.limits_changed',
    ]);
    expect((await run(['set-features', org.id, 'null'])).code).toBe(0);
    expect((await organisationRow(t, org.id))?.features_override).toBeNull();
  });

  it('blocks, unblocks, extends a trial and activates a subscription', async () => {
    const org = await createOrganisation(t, { trialEndsAt: new Date(Date.now() - DAY) });
    const blocked = await run(['block', org.id]);
    expect(blocked.output).toContain('blocked since');
    expect((await run(['block', org.id])).output).toContain('already blocked');
    const unblocked = await run(['unblock', org.id]);
    expect(unblocked.output).toContain('not blocked');
    expect(unblocked.output).toContain('blocks it again');
    expect((await organisationRow(t, org.id))?.blocked_at).toBeNull();

    await run(['block', org.id]);
    const extended = await run(['extend-trial', org.id, '--days', '10']);
    expect(extended.code).toBe(0);
    const row = await organisationRow(t, org.id);
    expect(row?.blocked_at).toBeNull();
    expect(Math.round(((row?.trial_ends_at?.getTime() ?? 0) - Date.now()) / DAY)).toBe(10);
    const until = await run(['extend-trial', org.id, '--until', '2040-01-15']);
    expect(until.output).toContain('trial ends 2040-01-15T23:59:59.999Z');

    await run(['block', org.id]);
    expect((await run(['activate-subscription', org.id])).output).toContain('subscription active');
    expect(await organisationRow(t, org.id)).toMatchObject({
      subscription_active: true,
      blocked_at: null,
    });
    expect((await auditOf(org.id)).map((a) => a.action)).toEqual([
      'organisation.blocked',
      'organisation.unblocked',
      'organisation.blocked',
      'organisation.trial_extended',
      'organisation.unblocked',
      'organisation.trial_extended',
      'organisation.blocked',
      'organisation.subscription_changed',
      'organisation.unblocked',
    ]);
  });

  it('deletes an organisation only when confirmed, or with --yes', async () => {
    const org = await createOrganisation(t, { name: 'Doomed Ltd' });
    const refused = await run(['delete-organisation', org.id], false);
    expect(refused.questions[0]).toContain('Doomed Ltd');
    expect(refused.output).toBe('Nothing deleted.');
    expect(await organisationRow(t, org.id)).toBeDefined();

    const confirmed = await run(['delete-organisation', org.id], true);
    expect(confirmed.output).toContain(`Deleted ${org.id} Doomed Ltd`);
    expect(confirmed.output).toContain(org.owner.email);
    expect(await organisationRow(t, org.id)).toBeUndefined();

    const other = await createOrganisation(t);
    const yes = await run(['delete-organisation', other.owner.email, '--yes']);
    expect(yes.questions).toEqual([]);
    expect(await organisationRow(t, other.id)).toBeUndefined();
  });

  it('resends a verification mail to an unverified account only', async () => {
    const user = await t.ctx.db
      .insertInto('users')
      .values({
        email: 'unverified-admin@plans-tests.example.com',
        full_name: 'Jan Nowak',
        lang: 'pl',
        job_title: '',
      })
      .returning('email')
      .executeTakeFirstOrThrow();
    const res = await run(['resend-verification', user.email]);
    expect(res.output).toContain(`Sent a new verification link to ${user.email}`);
    const mail = await smtp.nextMail(user.email);
    expect(mail.subject).toBe('Potwierdź adres e-mail w serwisie Parytet');
    expect(mail.text).toContain('http://parytet.test/auth/verify/');

    const org = await createOrganisation(t);
    expect((await run(['resend-verification', org.owner.email])).output).toContain(
      'already verified',
    );
    const unknown = await run(['resend-verification', 'nobody@plans-tests.example.com']);
    expect(unknown.code).toBe(2);
  });

  it('shows the audit log newest first', async () => {
    const org = await createOrganisation(t);
    await run(['set-plan', org.id, 'PRO']);
    await run(['block', org.id]);
    const res = await run(['audit-log', org.owner.email, '--limit', '5']);
    const lines = res.output.split('\n');
    expect(lines[0]).toContain(`Audit log of ${org.id}`);
    expect(lines[1]).toContain('operator/system\torganisation.blocked');
    expect(lines[2]).toContain('organisation.plan_changed');
  });

  it('prints the usage and exits non-zero on bad arguments', async () => {
    const org = await createOrganisation(t);
    const cases: [string[], string][] = [
      [['set-plan', org.id, 'PRO', '--until', '31-12-2030'], '--until needs a date as YYYY-MM-DD.'],
      [['set-plan', org.id, 'PRO', '--until', '2020-01-01'], '--until must be in the future.'],
      [['set-plan', org.id, 'PRO', '--until'], '--until needs a value.'],
      [['set-features', org.id, '{"teleport":true}'], 'Invalid features'],
      [['extend-trial', org.id], 'either --days N or --until'],
      [['extend-trial', org.id, '--days', '-3'], '--days must be a whole number above 0.'],
      [['block'], 'Missing the organisation'],
      [['delete-organisation', 'nobody@plans-tests.example.com'], 'No organisation found'],
      [['audit-log', org.id, '--limit', 'x'], '--limit must be a whole number'],
      [['resend-verification'], 'Missing the e-mail'],
    ];
    for (const [args, message] of cases) {
      const res = await run(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.output).toContain(message);
      expect(res.output).toContain('npm run admin -- <command>');
    }
  });

  it('asks for confirmation on stdin as a real process', async () => {
    const org = await createOrganisation(t, { name: 'Stdin Ltd' });
    const runCli = (args: string[], input: string) =>
      new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], {
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            LOG_LEVEL: 'silent',
            SMTP_URL: smtp.url,
          },
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.on('close', (code) => resolve({ code, stdout }));
        child.stdin.end(input);
      });
    const no = await runCli(['delete-organisation', org.id], 'n\n');
    expect(no.code).toBe(0);
    expect(no.stdout).toContain('Nothing deleted.');
    const yes = await runCli(['delete-organisation', org.id], 'yes\n');
    expect(yes.stdout).toContain(`Deleted ${org.id} Stdin Ltd`);
    expect(await organisationRow(t, org.id)).toBeUndefined();
    const bad = await runCli(['block'], '');
    expect(bad.code).toBe(2);
  });
});
