import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv } from './csv-files.ts';
import { readMigration, withRowsAsOldTable } from './migration-kit.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

// Decisions §5: each row carries its position group's and level's head counts by gender.
const FILE = csv([
  ['1', 'Female', 'L1', 'Engineer', '', '0', '5000', '0'],
  ['2', 'Male', 'L1', 'Engineer', '', '0', '6000', '0'],
  ['3', 'Male', 'L2', 'Engineer', '', '0', '10000', '0'],
  ['4', 'Female', 'L2', 'Engineer', '', '0', '9000', '0'],
  ['5', 'Female', 'L2', 'Analyst', '', '0', '8000', '0'],
  ['6', 'Male', 'L2', 'Engineer', '', '0', '11000', '0'],
]);
// position women, position men, level women, level men
const EXPECTED = [
  [1, 1, 1, 1],
  [1, 1, 1, 1],
  [1, 2, 2, 2],
  [1, 2, 2, 2],
  [1, 0, 2, 2],
  [1, 2, 2, 2],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

describe('group head counts of the employee rows', () => {
  it('are computed for new reports', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    const res = await get(t, account, `/api/reports/pay-gap/${report.id}/employees`);
    const rows = employeesDataSchema.parse(res.json()).employees;
    expect(
      rows.map((e) => [
        e.position_women_count,
        e.position_men_count,
        e.level_women_count,
        e.level_men_count,
      ]),
    ).toEqual(EXPECTED);
  });

  it('migration 0043 fills them for stored rows from window counts', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: FILE });
    const migration = await readMigration('0043_employee_group_counts.sql');
    // The rows as stored before 0043.
    await withRowsAsOldTable(
      t,
      {
        schema: 'before_0043',
        reportId: report.id,
        columns: 'report_id, ordinal, employee_id, gender, level, position',
      },
      async (client) => {
        await client.query(migration);
        const filled = await client.query<Record<string, number>>(
          `SELECT position_women_count, position_men_count, level_women_count, level_men_count
           FROM report_employees ORDER BY ordinal`,
        );
        expect(filled.rows.map((r) => Object.values(r))).toEqual(EXPECTED);
      },
    );
  });
});
