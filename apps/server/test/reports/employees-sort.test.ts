import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employeeSortKeySchema,
  employeesDataSchema,
  type EmployeeRow,
  type EmployeeSortKey,
  type SortOrder,
} from '@parytet/contract/reports';
import { compareNatural } from '@parytet/engine';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, type Row } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let account: Account;
let id: string;
let all: EmployeeRow[];

// More than the web's whole-list limit (5 000), so the screen asks the server to sort. Salaries
// repeat (ties fall back to file order); every 50th person is the only kind in a men-only level
// (empty women's means and gaps); every 5th has no location. Levels L2 and L10 exist, so labels
// must sort naturally (the engine's order), not byte by byte.
const N = 6000;
const rows: Row[] = Array.from({ length: N }, (_, index) => {
  const i = index + 1;
  const solo = i % 50 === 0;
  return [
    `E${String(i).padStart(5, '0')}`,
    solo || i % 3 === 0 ? 'Male' : 'Female',
    solo ? 'Solo' : `L${[1, 2, 10, 11][i % 4] ?? 1}`,
    `P${1 + (i % 7)}`,
    i % 5 === 0 ? '' : (['Krakow', 'Gdansk', 'Poznan'][i % 3] ?? ''),
    '0',
    String(4000 + ((i * 37) % 101) * 25),
    '0',
  ];
});

const data = async (query: string) => {
  const res = await get(t, account, `/api/reports/pay-gap/${id}/employees${query}`);
  expect(res.statusCode, query).toBe(200);
  return employeesDataSchema.parse(res.json());
};

/** The order the server must give: nulls last either way, then file order. */
const reference = (key: EmployeeSortKey, order: SortOrder, rows = all) => {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      if (x === null || y === null) {
        return x === y ? a.index - b.index : x === null ? 1 : -1;
      }
      const byValue =
        typeof x === 'string' && typeof y === 'string'
          ? compareNatural(x, y)
          : x < y
            ? -1
            : x > y
              ? 1
              : 0;
      return byValue === 0 ? a.index - b.index : byValue * sign;
    })
    .map(({ row }) => row);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  account = await createAccount(t);
  id = (await uploadAndWait(t, account, { fileName: 'staff.csv', data: csv(rows) })).id;
  all = (await data('')).employees;
}, 120_000);
afterAll(() => t.close());

describe('employees sorted by the server', () => {
  it('sorts by every column both ways, empty values last, ties in file order', async () => {
    expect(all).toHaveLength(N);
    expect(all.some((e) => e.pay_gap === null)).toBe(true);
    expect(all.some((e) => e.location === null)).toBe(true);
    for (const key of employeeSortKeySchema.options) {
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await data(`?sort=${key}&order=${order}`);
        const ids = sorted.employees.map((e) => e.id);
        expect(ids, `${key} ${order}`).toEqual(reference(key, order).map((e) => e.id));
        const nulls = sorted.employees.filter((e) => e[key] === null).length;
        if (nulls > 0) expect(sorted.employees.at(-nulls)?.[key], key).toBeNull();
      }
    }
  });

  it('sorts ascending when no order is given', async () => {
    const sorted = await data('?sort=salary&page=1&page_size=50');
    expect(sorted.employees).toEqual(reference('salary', 'asc').slice(0, 50));
  });

  it('pages a sorted, filtered list without overlap', async () => {
    const women = all.filter((e) => e.gender === 'female' && Math.abs(e.pay_gap ?? 0) > 1);
    const expected = reference('pay_gap', 'desc', women);
    const query = '?gender=female&min_gap=1&sort=pay_gap&order=desc&page_size=500';
    const first = await data(`${query}&page=1`);
    const second = await data(`${query}&page=2`);
    expect(first.total).toBe(women.length);
    expect(first.employees).toEqual(expected.slice(0, 500));
    expect(second.employees).toEqual(expected.slice(500, 1000));
    const last = await data('?sort=level_women_mean_salary&order=desc&page=12&page_size=500');
    expect(last.employees.map((e) => e.id)).toEqual(
      reference('level_women_mean_salary', 'desc')
        .slice(5500, 6000)
        .map((e) => e.id),
    );
    expect(last.employees.at(-1)?.level_women_mean_salary).toBeNull();
  });

  it('carries the head counts of the position group and the level', () => {
    const count = (pick: (e: EmployeeRow) => boolean) => all.filter(pick).length;
    for (const e of [all[0], all[49], all[1234]]) {
      if (!e) throw new Error('missing row');
      const same = (o: EmployeeRow) => o.level === e.level;
      expect(e).toMatchObject({
        level_women_count: count((o) => same(o) && o.gender === 'female'),
        level_men_count: count((o) => same(o) && o.gender === 'male'),
        position_women_count: count(
          (o) => same(o) && o.position === e.position && o.gender === 'female',
        ),
        position_men_count: count(
          (o) => same(o) && o.position === e.position && o.gender === 'male',
        ),
      });
    }
    expect(all[49]).toMatchObject({ level: 'Solo', level_women_count: 0 });
  });

  it('refuses a column or direction outside the list', async () => {
    for (const query of [
      '?sort=ordinal',
      '?sort=salary;drop',
      '?sort=report_id',
      '?sort=pay_gap&order=up',
      '?order=desc&sort=',
    ]) {
      const res = await get(t, account, `/api/reports/pay-gap/${id}/employees${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('INVALID_REQUEST_BODY');
    }
  });
});
