import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, resilientPool } from './resilient-pool.ts';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A pool whose queries, from the `after`th on, fail `failures` times as terminated connections. */
const fakePool = (failures: number, after = 0) => {
  const ran: string[] = [];
  const released: unknown[] = [];
  let left = failures;
  const pool = {
    options: {},
    connect: async () => ({
      query: async (text: string) => {
        ran.push(text);
        if (ran.length > after && left-- > 0) throw terminated();
        return { command: 'SELECT', rowCount: 1, rows: [{ ok: 1 }] };
      },
      release: (error?: unknown) => released.push(error),
    }),
    end: async () => undefined,
  } as unknown as pg.Pool;
  return { pool: resilientPool(pool, () => undefined), ran, released };
};

describe('resilientPool', () => {
  it('runs a first SELECT again on a fresh connection and discards the lost one', async () => {
    const { pool, ran, released } = fakePool(2);
    const client = await pool.connect();
    await expect(client.query('select 1', [])).resolves.toMatchObject({ rows: [{ ok: 1 }] });
    expect(ran).toEqual(['select 1', 'select 1', 'select 1']);
    client.release();
    expect(released.map((e) => (e instanceof Error ? 'destroyed' : 'kept'))).toEqual([
      'destroyed',
      'destroyed',
      'kept',
    ]);
  });

  it('never repeats a write', async () => {
    const { pool, ran } = fakePool(1);
    const client = await pool.connect();
    await expect(client.query('update users set x = 1', [])).rejects.toThrow(/terminating/);
    expect(ran).toHaveLength(1);
  });

  it('never repeats a statement after the first on its client (a transaction)', async () => {
    const { pool, ran, released } = fakePool(0);
    const client = await pool.connect();
    await client.query('begin', []);
    const failing = fakePool(1, 1);
    const inTransaction = await failing.pool.connect();
    await inTransaction.query('begin', []);
    await expect(inTransaction.query('select 1', [])).rejects.toThrow(/terminating/);
    expect(failing.ran).toEqual(['begin', 'select 1']);
    // Its client is discarded, not returned to the pool.
    inTransaction.release();
    expect(failing.released).toHaveLength(1);
    expect(failing.released[0]).toBeInstanceOf(Error);
    client.release();
    expect(ran).toEqual(['begin']);
    expect(released).toEqual([undefined]);
  });

  it('gives up after three fresh connections', async () => {
    const { pool, ran } = fakePool(10);
    const client = await pool.connect();
    await expect(client.query('select 1', [])).rejects.toThrow(/terminating/);
    expect(ran).toHaveLength(4);
  });

  it('tells a lost connection from a refused query', () => {
    expect(isConnectionLost(terminated())).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
  });
});
