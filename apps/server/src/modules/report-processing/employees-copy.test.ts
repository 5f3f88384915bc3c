import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '@parytet/contract/reports';
import { EMPLOYEE_COPY_COLUMNS, employeeCopyChunks } from './employees-copy.ts';

const row = (overrides: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id: 'E1',
  gender: 'male',
  level: 'L1',
  position: 'Kierownik zmiany – Łódź',
  location: null,
  salary: 3530.25,
  position_mean_salary: 21_474_836.48,
  position_women_mean_salary: -21_474_836.49,
  position_men_mean_salary: 90_071_992_547.4,
  level_mean_salary: 0,
  level_women_mean_salary: -0.01,
  level_men_mean_salary: null,
  salary_difference: -969.75,
  pay_gap: -21.55,
  position_women_count: 0,
  position_men_count: 2_147_483_647,
  level_women_count: 3,
  level_men_count: 1,
  ...overrides,
});

/** Reads binary COPY tuples back: text as strings, 8-byte fields as bigints, 4-byte as numbers. */
const decode = (copy: Buffer) => {
  expect(copy.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  let at = 19;
  const tuples: (string | bigint | number | null)[][] = [];
  for (let fields = copy.readInt16BE(at); fields !== -1; fields = copy.readInt16BE(at)) {
    at += 2;
    const tuple: (string | bigint | number | null)[] = [];
    for (let f = 0; f < fields; f++) {
      const length = copy.readInt32BE(at);
      at += 4;
      if (length === -1) tuple.push(null);
      else if (f === 0) tuple.push(copy.subarray(at, at + length).toString('hex'));
      else if (f === 1 || f >= 16) tuple.push(copy.readInt32BE(at));
      else if (length === 8 && f >= 7) tuple.push(copy.readBigInt64BE(at));
      else tuple.push(copy.toString('utf8', at, at + length));
      at += Math.max(length, 0);
    }
    tuples.push(tuple);
  }
  return tuples;
};

describe('employeeCopyChunks', () => {
  it('writes each row as the COPY columns, money in hundredths', () => {
    const copy = Buffer.concat([
      ...employeeCopyChunks('0123abcd-0000-4000-8000-00000000ffff', [row(), row({ id: 'E2' })]),
    ]);
    const tuples = decode(copy);
    expect(tuples).toHaveLength(2);
    expect(tuples[0]).toHaveLength(EMPLOYEE_COPY_COLUMNS.length);
    expect(tuples[0]).toEqual([
      '0123abcd00004000800000000000ffff',
      0,
      'E1',
      'male',
      'L1',
      'Kierownik zmiany – Łódź',
      null,
      353025n,
      2_147_483_648n,
      -2_147_483_649n,
      9_007_199_254_740n,
      0n,
      -1n,
      null,
      -96975n,
      -2155n,
      0,
      2_147_483_647,
      3,
      1,
    ]);
    expect(tuples[1]?.slice(1, 3)).toEqual([1, 'E2']);
  });

  it('splits a large report into chunks of about 1 MB', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => row({ id: `E${i}` }));
    const chunks = [...employeeCopyChunks('0123abcd-0000-4000-8000-00000000ffff', rows)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1 << 20);
    expect(decode(Buffer.concat(chunks))).toHaveLength(20_000);
  });
});
