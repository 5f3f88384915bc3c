import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { createAccount, datasetsDir, uploadAndWait, type TestApp } from '../reports/reports-kit.ts';

// Migration 0090: a report's stored JSON is compressed with lz4 where the server has it (storing
// it took half the time of pglz), and the migration passes on a server built without lz4.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const hasLz4 = async () => {
  const client = await t.ctx.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('CREATE TEMP TABLE lz4_probe (j json COMPRESSION lz4)');
    return true;
  } catch (error) {
    // 0A000: "compression method lz4 not supported".
    if ((error as { code?: string }).code === '0A000') return false;
    throw error;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
};

describe('stored report JSON', () => {
  it('is compressed with lz4 where the server has it, with pglz otherwise', async () => {
    const lz4 = await hasLz4();
    const account = await createAccount(t);
    const data = await readFile(path.join(datasetsDir, 'montgomery2023_upload_format.csv'));
    const report = await uploadAndWait(t, account, { fileName: 'm.csv', data });
    const { rows } = await t.ctx.pool.query<Record<string, string | boolean | null>>(
      `SELECT pg_column_compression(extended_salary_ranges) AS ranges,
              indicator_inputs IS NULL AS no_json_inputs,
              pg_column_compression(indicator_inputs_packed) AS packed
         FROM report_results WHERE report_id = $1`,
      [report.id],
    );
    const expected = lz4 ? 'lz4' : 'pglz';
    // The indicators' inputs are packed in binary since migration 0190, stored uncompressed.
    expect(rows[0]).toEqual({
      ranges: expected,
      no_json_inputs: true,
      packed: null,
    });
    const columns = await t.ctx.pool.query<{ attname: string; attcompression: string }>(
      `SELECT attname, attcompression FROM pg_attribute
        WHERE attrelid IN ('report_results'::regclass, 'report_indicators'::regclass)
          AND atttypid = 'json'::regtype ORDER BY attname`,
    );
    expect(columns.rows.map((c) => c.attcompression)).toEqual(
      Array.from({ length: 7 }, () => (lz4 ? 'l' : '')),
    );
  });
});
