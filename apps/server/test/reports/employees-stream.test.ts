import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, row } from './csv-files.ts';
import { createAccount, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let account: Account;
let id: string;
let base: string;

// Enough rows (about 9 MB of JSON) that the answer is still being read from PostgreSQL when the
// client goes.
const N = 20_000;

/** Connections taken from the pool and not given back; other work holds one only for moments. */
const checkedOut = () => t.ctx.pool.totalCount - t.ctx.pool.idleCount;

/** GET over a real socket; `hangUpAfter` bytes in, the client goes. */
const fetchWhole = (hangUpAfter?: number) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}/api/reports/pay-gap/${id}/employees`, {
        headers: account.auth,
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          bytes += chunk.length;
          if (hangUpAfter !== undefined && bytes >= hangUpAfter) {
            req.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', () => undefined);
      });
      req.on('error', (error) => (hangUpAfter === undefined ? reject(error) : undefined));
      req.end();
    },
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  account = await createAccount(t);
  const rows = Array.from({ length: N }, (_, i) => row(i + 1, { 6: String(4000 + (i % 97) * 10) }));
  id = (await uploadAndWait(t, account, { fileName: 'staff.csv', data: csv(rows) })).id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

describe('the whole employees list, sent as it is read', () => {
  it('arrives whole and valid, marked not to be stored', async () => {
    const { status, headers, body } = await fetchWhole();
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    const data = employeesDataSchema.parse(JSON.parse(body.toString()));
    expect(data.total).toBe(N);
    expect(data.page_size).toBe(N);
    expect(data.employees).toHaveLength(N);
    expect(data.employees.at(-1)?.id).toBe(String(N));
  });

  it('gives its database connection back when the client hangs up mid-answer', async () => {
    const { status, body } = await fetchWhole(64 * 1024);
    expect(status).toBe(200);
    expect(body.length).toBeLessThan(8_000_000);
    await expect.poll(checkedOut, { timeout: 10_000, interval: 50 }).toBe(0);
    // The pool still serves: the next whole list is complete.
    const again = await fetchWhole();
    expect(employeesDataSchema.parse(JSON.parse(again.body.toString())).employees).toHaveLength(N);
    await expect.poll(checkedOut, { timeout: 10_000, interval: 50 }).toBe(0);
  });
});
