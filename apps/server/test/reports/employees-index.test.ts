import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employeeSortKeySchema,
  employeesQuerySchema,
  type EmployeesQuery,
} from '@parytet/contract/reports';
import { employeesViaSql } from '#modules/reports/employees.service.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, type Row } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let account: Account;
let id: string;

// Labels that sort naturally and with Polish letters ('L2' before 'L10', 'Ś' after 'S'), ties in
// salary, a men-only level (empty women's means and gaps), empty locations, ids of mixed shape.
const N = 2500;
const POSITIONS = ['Analityk', 'Ślusarz', 'Spawacz', 'Łącznik', 'Position 2', 'Position 10'];
const rows: Row[] = Array.from({ length: N }, (_, index) => {
  const i = index + 1;
  const solo = i % 41 === 0;
  return [
    i % 7 === 0 ? `X-${i}` : `E${i}`,
    solo || i % 3 === 0 ? 'Male' : 'Female',
    solo ? 'Solo' : `L${[1, 2, 10, 11, 3][i % 5] ?? 1}`,
    POSITIONS[(i * 7) % POSITIONS.length] ?? 'P',
    i % 4 === 0 ? '' : (['Kraków', 'Gdańsk', 'Sopot'][i % 3] ?? ''),
    '0',
    String(4000 + ((i * 37) % 89) * 25),
    '0',
  ];
});

/** A small deterministic generator, so a failure names a query that can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const queries = (): Record<string, string>[] => {
  const pick = random(42);
  const choose = <T>(values: readonly T[]) => values[Math.floor(pick() * values.length)] as T;
  const keys = [undefined, ...employeeSortKeySchema.options];
  const filters: Record<string, string>[] = [
    {},
    { level: 'L10' },
    { level: 'Solo' },
    { level: 'nope' },
    { gender: 'female' },
    { gender: 'male', min_gap: '3' },
    { min_gap: '0.29' },
    { position: 'Ślusarz', gender: 'female' },
    { level: 'L2', position: 'Position 10', min_gap: '1.5' },
  ];
  const pages: Record<string, string>[] = [
    {},
    { page: '1', page_size: '50' },
    { page: '3', page_size: '7' },
    { page: '2' },
    { page_size: '1000' },
    { page: '400', page_size: '10' },
  ];
  const out: Record<string, string>[] = [];
  for (const key of keys) {
    for (const order of [undefined, 'asc', 'desc']) {
      const sort: Record<string, string> = key ? { sort: key } : {};
      if (key && order) sort.order = order;
      if (!key && order) continue;
      for (let k = 0; k < 4; k++) out.push({ ...sort, ...choose(filters), ...choose(pages) });
    }
  }
  for (const f of filters) for (const p of pages) out.push({ ...f, ...p });
  return out;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  account = await createAccount(t);
  id = (await uploadAndWait(t, account, { fileName: 'staff.csv', data: csv(rows) })).id;
}, 120_000);
afterAll(() => t.close());

describe('employees through the in-memory index', () => {
  it('answers byte for byte what SQL answers, over many filters, sorts and pages', async () => {
    const all = queries();
    expect(all.length).toBeGreaterThan(150);
    for (const params of all) {
      const search = new URLSearchParams(params).toString();
      const res = await get(t, account, `/api/reports/pay-gap/${id}/employees?${search}`);
      expect(res.statusCode, search).toBe(200);
      const query: EmployeesQuery = employeesQuerySchema.parse(params);
      const expected = await employeesViaSql(t.ctx, account.organisationId, id, query);
      const body = res.body;
      const at = body.indexOf('"employees":');
      expect(body.slice(at + '"employees":'.length, -1), search).toBe(
        Buffer.concat(expected.json).toString(),
      );
      expect((res.json() as { total: number }).total, search).toBe(expected.total);
    }
  }, 300_000);
});
