import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeOrganisationArchive } from '#modules/account/export-archive.ts';
import {
  PENDING_ORGANISATION_EXPORTS,
  runOrganisationExport,
  sweepOrganisationExports,
} from '#modules/account/export.service.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { createOrganisation, createUser, type TestApp } from '../plans/plans-kit.ts';
import { validCsv } from '../reports/csv-files.ts';
import { uploadAndWait } from '../reports/reports-kit.ts';

// The data ZIP as a background job: started, polled, downloaded; capped; the organisation's own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
const start = (token: string) => call('POST', '/api/organisation/exports', token);
const archiveFile = (id: string) => path.resolve(t.ctx.config.DATA_DIR, 'exports', `${id}.zip`);

it('answers queued at once, hears its progress, then serves the file; one at a time', async () => {
  const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
  // A worker that never gets to it: the archive stays queued.
  const enqueue = t.ctx.enqueueOrganisationExport;
  t.ctx.enqueueOrganisationExport = async () => undefined;
  try {
    const answers = await Promise.all(Array.from({ length: 4 }, () => start(org.owner.token)));
    const accepted = answers.filter((res) => res.statusCode === 202);
    expect(accepted).toHaveLength(PENDING_ORGANISATION_EXPORTS);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(4 - PENDING_ORGANISATION_EXPORTS);
    expect(refused[0]?.json<{ error: string }>().error).toBe('TOO_MANY_EXPORTS');
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

    const queued = accepted[0]?.json<{ id: string; status: string; progress: number }>();
    expect(queued).toMatchObject({ status: 'queued', progress: 0 });
    const id = queued?.id ?? '';
    const early = await call('GET', `/api/organisation/exports/${id}/download`, org.owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('EXPORT_NOT_READY');

    // The job, run here: it records its progress on the way and ends ready.
    const seen: number[] = [];
    const watch = setInterval(() => {
      void t.ctx.db
        .selectFrom('organisation_exports')
        .select('progress')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row) => row && seen.push(row.progress));
    }, 5);
    await runOrganisationExport(t.ctx, id);
    clearInterval(watch);
    const status = (await call('GET', `/api/organisation/exports/${id}`, org.owner.token)).json();
    expect(status).toMatchObject({ status: 'ready', progress: 100 });
    expect(status.file_name).toMatch(/^parytet-Plans-Test-.*\.zip$/);
    expect(existsSync(archiveFile(id))).toBe(true);
    const file = await call('GET', `/api/organisation/exports/${id}/download`, org.owner.token);
    expect(file.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(file.rawPayload))).sort()).toEqual([
      'audit-log.json',
      'organisation.json',
    ]);
    expect(seen.every((p, i) => i === 0 || p >= (seen[i - 1] ?? 0))).toBe(true);
    // Built: the organisation may start another.
    expect((await start(org.owner.token)).statusCode).toBe(202);
  } finally {
    t.ctx.enqueueOrganisationExport = enqueue;
  }
});

it('pages a report of many rows into its workbook, telling the share done as it goes', async () => {
  const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const account = { ...org.owner, organisationId: org.id, userId: org.owner.id };
  await uploadAndWait(t, account, { fileName: 'big.csv', data: validCsv(12_000) }, 'Big');
  const shares: number[] = [];
  const target = path.resolve(t.ctx.config.DATA_DIR, `paging-${randomUUID()}.zip`);
  await mkdir(path.dirname(target), { recursive: true });
  const archive = await writeOrganisationArchive(t.ctx.db, org.id, target, async (share) => {
    shares.push(share);
  });
  await rm(target);
  expect(archive?.size).toBeGreaterThan(0);
  // Three pages of rows (5 000 a page), then the report itself.
  expect(shares.length).toBeGreaterThanOrEqual(4);
  expect(shares.at(-1)).toBe(1);
  expect([...shares].sort((a, b) => a - b)).toEqual(shares);
});

it('is the organisation’s own (another’s id is 404) and an owner’s or an admin’s only', async () => {
  const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const other = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const admin = await createUser(t, { organisationId: org.id, role: 'admin' });
  const started = await start(admin.token);
  expect(started.statusCode).toBe(202);
  const id = started.json<{ id: string }>().id;
  for (const url of [
    `/api/organisation/exports/${id}`,
    `/api/organisation/exports/${id}/download`,
  ]) {
    const res = await call('GET', url, other.owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  }
  for (const role of ['member', 'viewer'] as const) {
    const user = await createUser(t, { organisationId: org.id, role });
    for (const res of [
      await start(user.token),
      await call('GET', `/api/organisation/exports/${id}`, user.token),
      await call('GET', `/api/organisation/exports/${id}/download`, user.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN_FOR_ROLE');
    }
  }
  const audit = await t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('organisation_id', '=', org.id)
    .execute();
  expect(audit).toContainEqual({ action: 'organisation.exported', actor_id: admin.id });
});

it('answers the organisation’s newest archive for a screen opened again, and only its own', async () => {
  const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const other = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const latest = (token: string) => call('GET', '/api/organisation/exports/latest', token);
  const none = await latest(org.owner.token);
  expect(none.statusCode).toBe(404);
  expect(none.json().error).toBe('NOT_FOUND');

  // Left queued (no worker gets to it): the screen finds it building.
  const enqueue = t.ctx.enqueueOrganisationExport;
  t.ctx.enqueueOrganisationExport = async () => undefined;
  try {
    const first = (await start(org.owner.token)).json<{ id: string }>();
    expect((await latest(org.owner.token)).json()).toMatchObject({
      id: first.id,
      status: 'queued',
      progress: 0,
    });
    // Another organisation's newest is its own: it has none.
    const theirs = await latest(other.owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('NOT_FOUND');

    // Built, then a newer one started by an admin: the newer one is the latest.
    await runOrganisationExport(t.ctx, first.id);
    const admin = await createUser(t, { organisationId: org.id, role: 'admin' });
    const ready = (await latest(admin.token)).json();
    expect(ready).toMatchObject({ id: first.id, status: 'ready', progress: 100 });
    expect(ready.file_name).toMatch(/\.zip$/);
    const second = (await start(admin.token)).json<{ id: string }>();
    expect((await latest(org.owner.token)).json()).toMatchObject({
      id: second.id,
      status: 'queued',
    });

    // An expired archive is gone: the one before it is the latest again, then none.
    await t.ctx.db
      .updateTable('organisation_exports')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', second.id)
      .execute();
    expect((await latest(org.owner.token)).json()).toMatchObject({ id: first.id });
    await t.ctx.db
      .updateTable('organisation_exports')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', first.id)
      .execute();
    expect((await latest(org.owner.token)).statusCode).toBe(404);
  } finally {
    t.ctx.enqueueOrganisationExport = enqueue;
  }

  for (const role of ['member', 'viewer'] as const) {
    const user = await createUser(t, { organisationId: org.id, role });
    const res = await latest(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN_FOR_ROLE');
  }
});

it('sweeps expired archives and files left without a row', async () => {
  const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
  const enqueue = t.ctx.enqueueOrganisationExport;
  t.ctx.enqueueOrganisationExport = null;
  const built = await start(org.owner.token);
  t.ctx.enqueueOrganisationExport = enqueue;
  const id = built.json<{ id: string; status: string }>().id;
  expect(existsSync(archiveFile(id))).toBe(true);
  const orphan = archiveFile(randomUUID());
  await writeFile(orphan, 'left behind');
  await t.ctx.db
    .updateTable('organisation_exports')
    .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
    .where('id', '=', id)
    .execute();
  await sweepOrganisationExports(t.ctx);
  expect(existsSync(archiveFile(id))).toBe(false);
  expect(existsSync(orphan)).toBe(false);
  expect((await call('GET', `/api/organisation/exports/${id}`, org.owner.token)).statusCode).toBe(
    404,
  );
});
