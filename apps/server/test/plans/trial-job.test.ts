import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLifecycle } from '#modules/organisations/lifecycle.service.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { ownDatabase } from '../helpers/own-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import { uploadAndWait } from '../reports/reports-kit.ts';
import {
  DAY,
  createOrganisation,
  createUser,
  organisationRow,
  remainingRows,
  tableCounts,
  type TestApp,
} from './plans-kit.ts';

// Its own database: the job acts on every organisation, and the deletion test counts every row.
const database = ownDatabase('trial_job');

describe('the daily organisation job (trial, warning, deletion, plan terms)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    await database.create();
    smtp = await startSmtpServer();
    t = await createTestApp(
      { DATABASE_URL: database.url, SMTP_URL: smtp.url, APP_URL: 'http://parytet.test' },
      { queue: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.drop();
  });

  const me = async (token: string) =>
    (
      await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
    ).json();

  it('is scheduled daily on pg-boss', async () => {
    const { rows } = await t.ctx.pool.query<{ cron: string }>(
      "SELECT cron FROM pgboss.schedule WHERE name = 'organisation-lifecycle'",
    );
    expect(rows).toEqual([{ cron: '15 3 * * *' }]);
  });

  it('blocks a lapsed trial once, warns the owners once 7 days before deletion, deletes after 30 days', async () => {
    const trialEnd = new Date('2031-03-01T12:00:00Z');
    const org = await createOrganisation(t, { trialEndsAt: trialEnd, name: 'Lapsing Sp. z o.o.' });
    const paying = await createOrganisation(t, { trialEndsAt: trialEnd, subscriptionActive: true });
    const polishOwner = await createUser(t, { organisationId: org.id, role: 'owner', lang: 'pl' });

    expect((await runLifecycle(t.ctx, new Date(trialEnd.getTime() - 1000))).blocked).toEqual([]);
    const blockTime = new Date(trialEnd.getTime() + 3600_000);
    const first = await runLifecycle(t.ctx, blockTime);
    expect(first.blocked).toEqual([org.id]);
    expect((await runLifecycle(t.ctx, blockTime)).blocked).toEqual([]);
    expect((await organisationRow(t, paying.id))?.blocked_at).toBeNull();

    // Users still read; uploads are refused; the banner knows when the data goes.
    const profile = await me(org.owner.token);
    expect(profile).toMatchObject({
      blocked: true,
      can_upload_reports: false,
      blocked_at: blockTime.toISOString(),
      data_deleted_on: new Date(blockTime.getTime() + 30 * DAY).toISOString(),
    });
    const list = await t.app.inject({ url: '/api/reports/pay-gap', headers: org.owner.auth });
    expect(list.statusCode).toBe(200);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('organisation_id', '=', org.id)
      .execute();
    expect(audit).toEqual([{ action: 'organisation.blocked', details: { reason: 'trial_ended' } }]);

    expect((await runLifecycle(t.ctx, new Date(blockTime.getTime() + 22 * DAY))).warned).toEqual(
      [],
    );
    await smtp.expectNoMail(org.owner.email);
    const warnTime = new Date(blockTime.getTime() + 23 * DAY);
    expect((await runLifecycle(t.ctx, warnTime)).warned).toEqual([org.id]);
    const english = await smtp.nextMail(org.owner.email);
    expect(english.subject).toBe("Lapsing Sp. z o.o.'s data will be deleted on 31 March 2031");
    expect(english.text).toContain('http://parytet.test/main/profile');
    const polish = await smtp.nextMail(polishOwner.email);
    expect(polish.subject).toBe(
      'Dane organizacji Lapsing Sp. z o.o. zostaną usunięte 31 marca 2031',
    );
    expect((await runLifecycle(t.ctx, new Date(warnTime.getTime() + DAY))).warned).toEqual([]);
    await smtp.expectNoMail(org.owner.email);

    expect(
      (await runLifecycle(t.ctx, new Date(blockTime.getTime() + 30 * DAY - 1000))).deleted,
    ).toEqual([]);
    expect(await organisationRow(t, org.id)).toBeDefined();
  });

  it('deletes the organisation and every row of its data, keeping members of other organisations', async () => {
    const baseline = await tableCounts(t);
    const other = await createOrganisation(t, { subscriptionActive: true });
    const otherBaseline = await tableCounts(t);
    const org = await createOrganisation(t, { plan: 'ENTERPRISE', trialEndsAt: new Date() });
    const member = await createUser(t, { organisationId: org.id, role: 'member' });
    // A member who also belongs to another organisation keeps the account.
    await t.ctx.db
      .insertInto('memberships')
      .values({ user_id: other.owner.id, organisation_id: org.id, role: 'admin' })
      .execute();
    const account = { ...org.owner, organisationId: org.id, userId: org.owner.id };
    const report = await uploadAndWait(t, account, { fileName: 'pay.csv', data: validCsv(12) });
    expect(report.report_ready).toBe(true);
    await t.ctx.db
      .insertInto('report_uploads')
      .values({ report_id: report.id, organisation_id: org.id, data: Buffer.from('kept file') })
      .execute();
    await recordAudit(t.ctx.db, {
      organisationId: org.id,
      actorId: member.id,
      action: 'report.renamed',
    });
    await t.ctx.db
      .insertInto('auth_codes')
      .values({
        user_id: member.id,
        kind: 'reset',
        code_hash: `h-${member.id}`,
        expires_at: new Date(),
      })
      .execute();
    const ids = {
      organisationId: org.id,
      reportIds: [report.id],
      userIds: [org.owner.id, member.id],
    };
    const before = await remainingRows(t, ids);
    for (const table of [
      'reports',
      'report_results',
      'report_employee_rows',
      'report_level_groups',
      'report_position_groups',
      'report_uploads',
      'audit_log',
      'memberships',
      'auth_codes',
    ]) {
      expect(
        Object.keys(before.found).some((k) => k.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }

    const blockedAt = new Date(Date.now() - 40 * DAY);
    await t.ctx.db
      .updateTable('organisations')
      .set({ blocked_at: blockedAt, deletion_warned_at: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', org.id)
      .execute();
    const [a, b] = await Promise.all([runLifecycle(t.ctx), runLifecycle(t.ctx)]);
    expect([...a.deleted, ...b.deleted]).toEqual([org.id]);

    const after = await remainingRows(t, ids);
    expect(after.found).toEqual({});
    expect(after.tablesChecked.size).toBeGreaterThanOrEqual(6);
    // Every table is back to where it was before the organisation existed (the other one stays).
    expect(await tableCounts(t)).toEqual(otherBaseline);
    expect(otherBaseline).not.toEqual(baseline);
    expect(await organisationRow(t, other.id)).toBeDefined();
    expect((await me(other.owner.token)).organisation_id).toBe(other.id);
  });

  it('never deletes without 7 days of notice, even when the job ran late', async () => {
    const org = await createOrganisation(t, { blockedAt: new Date(Date.now() - 60 * DAY) });
    const now = new Date();
    const run = await runLifecycle(t.ctx, now);
    expect(run.warned).toContain(org.id);
    expect(run.deleted).not.toContain(org.id);
    await smtp.nextMail(org.owner.email);
    expect((await me(org.owner.token)).data_deleted_on).toBe(
      new Date(now.getTime() + 7 * DAY).toISOString(),
    );
    expect((await runLifecycle(t.ctx, new Date(now.getTime() + 7 * DAY))).deleted).toContain(
      org.id,
    );
  });

  it('is safe with several workers at once: each organisation is blocked and warned once', async () => {
    const lapsed = await Promise.all(
      Array.from({ length: 4 }, () =>
        createOrganisation(t, { trialEndsAt: new Date(Date.now() - 1000) }),
      ),
    );
    const runs = await Promise.all(Array.from({ length: 3 }, () => runLifecycle(t.ctx)));
    const blocked = runs.flatMap((r) => r.blocked).filter((id) => lapsed.some((o) => o.id === id));
    expect(blocked.sort()).toEqual(lapsed.map((o) => o.id).sort());
    const later = new Date(Date.now() + 24 * DAY);
    const warnRuns = await Promise.all(Array.from({ length: 3 }, () => runLifecycle(t.ctx, later)));
    const warned = warnRuns
      .flatMap((r) => r.warned)
      .filter((id) => lapsed.some((o) => o.id === id));
    expect(warned.sort()).toEqual(lapsed.map((o) => o.id).sort());
    for (const o of lapsed) {
      await smtp.nextMail(o.owner.email);
      await smtp.expectNoMail(o.owner.email, 100);
    }
  });

  it('puts a plan whose term ended back on DEFAULT_PLAN', async () => {
    const org = await createOrganisation(t, {
      plan: 'GURU',
      subscriptionActive: true,
      planEndsAt: new Date('2031-06-30T23:59:59Z'),
    });
    expect((await runLifecycle(t.ctx, new Date('2031-06-30T12:00:00Z'))).plansEnded).not.toContain(
      org.id,
    );
    const [a, b] = await Promise.all([
      runLifecycle(t.ctx, new Date('2031-07-01T03:15:00Z')),
      runLifecycle(t.ctx, new Date('2031-07-01T03:15:00Z')),
    ]);
    expect([...a.plansEnded, ...b.plansEnded].filter((id) => id === org.id)).toEqual([org.id]);
    expect(await organisationRow(t, org.id)).toMatchObject({
      plan: 'STARTER',
      plan_ends_at: null,
      blocked_at: null,
    });
    expect((await me(org.owner.token)).features.reporting).toBe(false);
  });
});
