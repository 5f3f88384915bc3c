import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyEmployees } from '#modules/reports/employees.repository.ts';
import { employeesArrayJson } from '#modules/reports/employees-json.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

// Labels JSON must escape, Polish letters, a position name in two levels, a position without
// men and one without women, no location, amounts of every size.
const FILE = csv([
  ['1', 'Female', 'L1', '"Kierownik" \\ zmiany', 'Łódź', '0', '5000.01', '0'],
  ['2', 'Male', 'L1', '"Kierownik" \\ zmiany', '', '0', '6000', '0'],
  ['3', 'Male', 'L2', '"Kierownik" \\ zmiany', '', '0', '10000000', '0'],
  ['4', 'Female', 'L2', 'Analityk', 'Kraków', '0', '9000.5', '0'],
  ['5', 'Male', 'L3 – Senior', 'Architekt', '', '0', '0.01', '0'],
  ['6', 'Female', 'L2', 'Analityk', '', '0', '8000', '0'],
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

describe('the whole employee list', () => {
  it('is, byte for byte, what the view with its groups gives, in each filter', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    expect(report.report_ready).toBe(true);
    const queries: [string, Parameters<typeof copyEmployees>[4]][] = [
      ['', {}],
      ['?gender=female', { gender: 'female' }],
      ['?level=L2', { level: 'L2' }],
      ['?min_gap=5', { minGap: 5 }],
      ['?level=L9', { level: 'L9' }],
    ];
    for (const [query, filters] of queries) {
      const res = await get(t, account, `/api/reports/pay-gap/${report.id}/employees${query}`);
      expect(res.statusCode).toBe(200);
      const fromView = employeesArrayJson(
        await copyEmployees(t.ctx.db, t.ctx.pool, account.organisationId, report.id, filters, null),
      );
      const answered = res.body.slice(res.body.indexOf('"employees":') + 12, -1);
      expect(answered).toBe(Buffer.concat(fromView.json).toString());
    }
  });
});
