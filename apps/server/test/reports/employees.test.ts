import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema, type EmployeeRow } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, row } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let account: Account;
let id: string;
let all: EmployeeRow[];

// 60 people in three levels and four positions, salaries spread so gaps differ; one position name
// and one id need JSON escaping, and one person has nobody of the other gender to compare with.
const rows = [
  ...Array.from({ length: 59 }, (_, i) =>
    row(i + 1, { 6: String(4000 + ((i * 37) % 23) * 150 + (i % 2) * 400) }),
  ),
  row(60, { 0: 'ID\\60', 1: 'Male', 2: 'Solo', 3: '"Kierownik ""Zmiany"" – Łódź"' }),
];

const employees = (query = '') => get(t, account, `/api/reports/pay-gap/${id}/employees${query}`);
const data = async (query = '') => {
  const res = await employees(query);
  expect(res.statusCode, query).toBe(200);
  return employeesDataSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  account = await createAccount(t);
  id = (await uploadAndWait(t, account, { fileName: 'staff.csv', data: csv(rows) })).id;
  all = (await data()).employees;
});
afterAll(() => t.close());

describe('employees', () => {
  it('answers the whole list without paging, in file order', async () => {
    const whole = await data();
    expect(whole.total).toBe(60);
    expect(whole.page).toBe(1);
    expect(whole.page_size).toBe(60);
    expect(whole.employees.map((e) => e.id)).toEqual(rows.map((r) => r[0]));
    expect(whole.levels).toEqual(['L1', 'L2', 'L3', 'Solo']);
    expect(whole.positions).toEqual([
      'Kierownik "Zmiany" – Łódź',
      'Position 1',
      'Position 2',
      'Position 3',
      'Position 4',
    ]);
    const solo = whole.employees.at(-1);
    expect(solo).toMatchObject({
      id: 'ID\\60',
      position: 'Kierownik "Zmiany" – Łódź',
      salary: 5600,
      position_women_mean_salary: null,
      level_women_mean_salary: null,
      salary_difference: null,
      pay_gap: null,
    });
    // Every field of the contract, with numbers as numbers.
    expect(Object.keys(whole.employees[0] ?? {}).sort()).toEqual(
      Object.keys(employeesDataSchema.shape.employees.element.shape).sort(),
    );
  });

  it('filters by level, gender, position and minimum gap, in SQL, like the full list', async () => {
    const cases: [string, (e: EmployeeRow) => boolean][] = [
      ['?level=L2', (e) => e.level === 'L2'],
      ['?gender=female', (e) => e.gender === 'female'],
      ['?position=Position%203', (e) => e.position === 'Position 3'],
      ['?min_gap=5', (e) => e.pay_gap !== null && Math.abs(e.pay_gap) > 5],
      ['?min_gap=0', (e) => e.pay_gap !== null && Math.abs(e.pay_gap) > 0],
      [
        '?level=L1&gender=male&min_gap=2.5',
        (e) => e.level === 'L1' && e.gender === 'male' && Math.abs(e.pay_gap ?? 0) > 2.5,
      ],
      [
        `?position=${encodeURIComponent('Kierownik "Zmiany" – Łódź')}`,
        (e) => e.position.startsWith('Kierownik'),
      ],
      ['?level=Nowhere', () => false],
      // Filter values reach COPY as escaped literals: quotes and backslashes stay text.
      [`?position=${encodeURIComponent("x' OR '1'='1")}`, () => false],
      [`?level=${encodeURIComponent("L1\\' OR true --")}`, () => false],
    ];
    for (const [query, keep] of cases) {
      const answer = await data(query);
      const expected = all.filter(keep);
      expect(answer.employees, query).toEqual(expected);
      expect(answer.total, query).toBe(expected.length);
      // The filter lists do not shrink with the filters.
      expect(answer.levels).toHaveLength(4);
      expect(answer.positions).toHaveLength(5);
    }
    expect(all.filter((e) => e.pay_gap !== null && Math.abs(e.pay_gap) > 5).length).toBeGreaterThan(
      0,
    );
  });

  it('pages the filtered list', async () => {
    const women = all.filter((e) => e.gender === 'female');
    const first = await data('?gender=female&page=1&page_size=7');
    expect(first).toMatchObject({ total: women.length, page: 1, page_size: 7 });
    expect(first.employees).toEqual(women.slice(0, 7));
    const third = await data('?gender=female&page=3&page_size=7');
    expect(third.employees).toEqual(women.slice(14, 21));
    const beyond = await data('?gender=female&page=99&page_size=7');
    expect(beyond).toMatchObject({ total: women.length, page: 99, employees: [] });
    const sizeOnly = await data('?page_size=5');
    expect(sizeOnly).toMatchObject({ total: 60, page: 1, page_size: 5 });
    const pageOnly = await data('?page=1');
    expect(pageOnly.page_size).toBe(100);
    expect(pageOnly.employees).toHaveLength(60);
  });

  it('refuses bad filters', async () => {
    for (const query of [
      '?gender=other',
      '?page=0',
      '?page_size=1001',
      '?min_gap=-1',
      '?min_gap=x',
    ]) {
      const res = await employees(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('INVALID_REQUEST_BODY');
    }
  });
});
