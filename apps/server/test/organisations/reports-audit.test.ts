import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '@parytet/contract/organisations';
import { validCsv } from '../reports/csv-files.ts';
import { uploadAndWait } from '../reports/reports-kit.ts';
import { addMember, api, createOrgApp, createOrganisation, type TestApp } from './org-kit.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createOrgApp({ queue: true }));
});
afterAll(() => close());

describe('audit log of reports', () => {
  it('records who uploaded, renamed and deleted a report; owners and admins read it, others not', async () => {
    const owner = await createOrganisation(t);
    const member = await addMember(t, owner.organisationId, 'member');
    const report = await uploadAndWait(
      t,
      member,
      { fileName: 'pay.csv', data: validCsv(20) },
      'Q1',
    );
    const url = `/api/reports/pay-gap/${report.id}`;
    expect((await api(t, owner, 'PATCH', url, { label: 'Q1 final' })).statusCode).toBe(204);
    // A refused rename records nothing.
    expect(
      (await api(t, owner, 'PATCH', url, { period_start: '2025-12-31', period_end: '2025-01-01' }))
        .statusCode,
    ).toBe(400);
    expect((await api(t, member, 'DELETE', url)).statusCode).toBe(204);

    const log = (
      await api(t, owner, 'GET', '/api/organisation/audit-log')
    ).json<AuditLogResponse>();
    expect(log.items.map((i) => [i.action, i.actor_email, i.target])).toEqual([
      ['report.deleted', member.email, 'Q1 final'],
      ['report.renamed', owner.email, 'Q1 final'],
      ['report.uploaded', member.email, 'Q1'],
    ]);
    expect(log.items[1]?.details).toMatchObject({ previous_label: 'Q1', label: 'Q1 final' });

    const admin = await addMember(t, owner.organisationId, 'admin');
    expect((await api(t, admin, 'GET', '/api/organisation/audit-log')).statusCode).toBe(200);
    const refused = await api(t, member, 'GET', '/api/organisation/audit-log');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
  });
});
