import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { getSeenReportResult } from '#modules/reports/report-views.service.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let owner: Account;
let other: Account;
let id: string;

const VIEWS = [
  ['base', 'base', reportsRoutes.base],
  ['adjusted', 'adjusted', reportsRoutes.adjusted],
  ['salary-ranges', 'salary_ranges', reportsRoutes.salaryRanges],
  ['extended-salary-ranges', 'extended_salary_ranges', reportsRoutes.extendedSalaryRanges],
] as const;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t);
  other = await createAccount(t);
  id = (await uploadAndWait(t, owner, { fileName: 'staff.csv', data: validCsv(40) })).id;
});
afterAll(() => t.close());

describe('report views kept as bytes', () => {
  it('answers, read once or again, exactly the bytes the response serializer writes', async () => {
    const auth = {
      userId: owner.userId,
      organisationId: owner.organisationId,
      role: 'owner',
    } as never;
    for (const [path, column, route] of VIEWS) {
      const expected = JSON.stringify(
        (route.responses[200] as z.ZodType).encode(
          await getSeenReportResult(t.ctx, auth, id, column),
        ),
      );
      for (let read = 0; read < 2; read++) {
        const res = await get(t, owner, `/api/reports/pay-gap/${id}/${path}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body, `${path} read ${read}`).toBe(expected);
      }
    }
  });

  it('answers an edit of the currency at once, and never another organisation', async () => {
    await get(t, owner, `/api/reports/pay-gap/${id}/base`);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/pay-gap/${id}`,
      payload: { currency: 'USD' },
      headers: owner.auth,
    });
    expect(edited.statusCode).toBe(204);
    expect((await get(t, owner, `/api/reports/pay-gap/${id}/base`)).json()).toMatchObject({
      currency: 'USD',
    });
    expect((await get(t, other, `/api/reports/pay-gap/${id}/base`)).statusCode).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/pay-gap/${id}`,
      headers: owner.auth,
    });
    expect((await get(t, owner, `/api/reports/pay-gap/${id}/base`)).statusCode).toBe(404);
  });
});
