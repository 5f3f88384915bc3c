import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import { uploadAndWait } from '../reports/reports-kit.ts';
import {
  PASSWORD,
  createOrganisation,
  createUser,
  organisationRow,
  type TestApp,
} from './plans-kit.ts';

describe('self-service in the profile (name, password, data archive, deleting)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const me = (token: string) => call('GET', '/api/users/me', token);
  const waitForArchive = async (token: string, id: string) => {
    for (;;) {
      const status = (await call('GET', `/api/organisation/exports/${id}`, token)).json<{
        id: string;
        status: string;
        progress: number;
        size_bytes: number | null;
      }>();
      if (status.status === 'ready' || status.status === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('changes the full name', async () => {
    const org = await createOrganisation(t);
    expect(
      (await call('PATCH', '/api/users/me', org.owner.token, { full_name: '  Ewa Nowak ' }))
        .statusCode,
    ).toBe(204);
    expect((await me(org.owner.token)).json().full_name).toBe('Ewa Nowak');
    const short = await call('PATCH', '/api/users/me', org.owner.token, { full_name: 'E' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path: 'full_name', message: 'field_length' }],
    });
  });

  it('changes the password: other sessions end, this one gets a fresh token', async () => {
    const org = await createOrganisation(t);
    const other = (await createOrganisation(t)).owner.token; // another user's session stays
    const wrong = await call('POST', '/api/users/me/password', org.owner.token, {
      current_password: 'Not-the-one1',
      new_password: 'Another-pass2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
    });
    const weak = await call('POST', '/api/users/me/password', org.owner.token, {
      current_password: PASSWORD,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('INVALID_REQUEST_BODY');

    const res = await call('POST', '/api/users/me/password', org.owner.token, {
      current_password: PASSWORD,
      new_password: 'Another-pass2',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string; exp: number }>();
    expect((await me(org.owner.token)).statusCode).toBe(401);
    expect((await me(token)).json().organisation_id).toBe(org.id);
    expect((await me(other)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: org.owner.email, password: 'Another-pass2' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('downloads every report as XLSX, the kept uploads, members and audit log as one ZIP', async () => {
    const org = await createOrganisation(t, { plan: 'ENTERPRISE' });
    const account = { ...org.owner, organisationId: org.id, userId: org.owner.id };
    const report = await uploadAndWait(
      t,
      account,
      { fileName: 'pay.csv', data: validCsv(12) },
      'Payroll 2025',
    );
    await t.ctx.db
      .insertInto('report_uploads')
      .values({
        report_id: report.id,
        organisation_id: org.id,
        data: Buffer.from('ID,Gender\n1,Female\n'),
      })
      .execute();
    const outsider = await createOrganisation(t);
    await uploadAndWait(
      t,
      { ...outsider.owner, organisationId: outsider.id, userId: outsider.owner.id },
      { fileName: 'x.csv', data: validCsv(6) },
      'Secret Other',
    );

    // Built by a background job: started (202), polled, then downloaded.
    const started = await call('POST', '/api/organisation/exports', org.owner.token);
    expect(started.statusCode).toBe(202);
    const ready = await waitForArchive(org.owner.token, started.json<{ id: string }>().id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    const res = await call(
      'GET',
      `/api/organisation/exports/${ready.id}/download`,
      org.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(ready.size_bytes);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parytet-Plans-Test-.*\.zip"/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'audit-log.json',
      'organisation.json',
      `reports/Payroll-2025-${report.id.slice(0, 8)}.xlsx`,
      `uploads/${report.id.slice(0, 8)}-pay.csv`,
    ]);
    expect(strFromU8(files[`uploads/${report.id.slice(0, 8)}-pay.csv`] ?? new Uint8Array())).toBe(
      'ID,Gender\n1,Female\n',
    );
    const about = JSON.parse(strFromU8(files['organisation.json'] ?? new Uint8Array()));
    expect(about.organisation.id).toBe(org.id);
    expect(about.members).toEqual([
      expect.objectContaining({ email: org.owner.email, role: 'owner' }),
    ]);

    const workbook = new ExcelJS.Workbook();
    const xlsx = files[`reports/Payroll-2025-${report.id.slice(0, 8)}.xlsx`] ?? new Uint8Array();
    // ExcelJS's types want an ArrayBuffer-backed Buffer of exactly the file's bytes.
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Report',
      'Pay gap',
      'Adjusted pay gap',
      'Salary ranges',
      'Positions',
      'Employees',
    ]);
    const employees = workbook.getWorksheet('Employees');
    expect(employees?.rowCount).toBe(13);
    expect(employees?.getRow(2).values).toEqual([
      undefined,
      '1',
      'male',
      'L2',
      'Position 2',
      'Warszawa',
      5010,
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(workbook.getWorksheet('Report')?.getRow(3).values).toEqual([
      undefined,
      'label',
      'Payroll 2025',
    ]);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('organisation_id', '=', org.id)
      .execute();
    expect(audit).toContainEqual({ action: 'organisation.exported', actor_id: org.owner.id });

    const viewer = await createUser(t, { organisationId: org.id, role: 'viewer' });
    const refused = await call('POST', '/api/organisation/exports', viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN_FOR_ROLE');
  });

  it('deletes one’s own account: password to confirm, the last owner transfers first', async () => {
    const org = await createOrganisation(t);
    const member = await createUser(t, { organisationId: org.id, role: 'member' });
    const wrong = await call('DELETE', '/api/users/me', member.token, { password: 'nope' });
    expect(wrong.json().error).toBe('WRONG_CURRENT_PASSWORD');
    const lastOwner = await call('DELETE', '/api/users/me', org.owner.token, {
      password: PASSWORD,
    });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json()).toMatchObject({ error: 'LAST_OWNER_MUST_TRANSFER' });

    expect(
      (await call('DELETE', '/api/users/me', member.token, { password: PASSWORD })).statusCode,
    ).toBe(204);
    expect((await me(member.token)).statusCode).toBe(401);
    const gone = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const left = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_email'])
      .where('organisation_id', '=', org.id)
      .execute();
    expect(left).toEqual([
      { action: 'member.left', target: member.email, actor_email: member.email },
    ]);

    // Now the owner is alone: the account goes with its organisation.
    expect(
      (await call('DELETE', '/api/users/me', org.owner.token, { password: PASSWORD })).statusCode,
    ).toBe(204);
    expect(await organisationRow(t, org.id)).toBeUndefined();

    // An account without a password (signed in through a provider) confirms without one.
    const social = await createOrganisation(t);
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', social.owner.id)
      .execute();
    expect((await call('DELETE', '/api/users/me', social.owner.token, {})).statusCode).toBe(204);
  });

  it('lets only the owner delete the organisation, typing its name', async () => {
    const org = await createOrganisation(t, { name: 'Delete Me Sp. z o.o.' });
    const admin = await createUser(t, { organisationId: org.id, role: 'admin' });
    const refused = await call('DELETE', '/api/organisation', admin.token, {
      name: 'Delete Me Sp. z o.o.',
    });
    expect(refused.statusCode).toBe(403);
    const mismatch = await call('DELETE', '/api/organisation', org.owner.token, {
      name: 'Delete me',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('ORGANISATION_NAME_MISMATCH');
    expect(
      (await call('DELETE', '/api/organisation', org.owner.token, { name: 'Delete Me Sp. z o.o.' }))
        .statusCode,
    ).toBe(204);
    expect(await organisationRow(t, org.id)).toBeUndefined();
    expect((await me(admin.token)).statusCode).toBe(401);
  });
});
