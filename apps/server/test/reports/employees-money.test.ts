import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '@parytet/contract/reports';
import {
  employeeCopyChunks,
  groupCopy,
  hundredthsOf,
} from '#modules/report-processing/employees-copy.ts';
import { employeesArrayJson } from '#modules/reports/employees-json.ts';
import { columnsOf } from '../helpers/employee-columns.ts';

// 100000000000000000 once came back as -84467440737095520 (the high half wrapped) and
// 99999999999999999999999999999999 as `4557642822898942(.c2` (digits past 2^53 went wrong).
// Both ends of the money path, the COPY encoder and the JSON writer, are checked over every
// value they can meet. Seeded, so a failure is reproducible.
const SEED = 13;
const MONEY = [
  'salary',
  'position_mean_salary',
  'position_women_mean_salary',
  'position_men_mean_salary',
  'level_mean_salary',
  'level_women_mean_salary',
  'level_men_mean_salary',
  'salary_difference',
  'pay_gap',
] as const;

const row = (value: number | null): EmployeeRow => ({
  id: 'E1',
  gender: 'female',
  level: 'L1',
  position: 'P',
  location: null,
  salary: 1,
  position_mean_salary: value,
  position_women_mean_salary: value,
  position_men_mean_salary: null,
  level_mean_salary: value === null ? null : -value,
  level_women_mean_salary: 0,
  level_men_mean_salary: null,
  salary_difference: value,
  pay_gap: value,
  position_women_count: 1,
  position_men_count: 0,
  level_women_count: 2,
  level_men_count: 0,
});

const REPORT = '0123abcd-0000-4000-8000-00000000ffff';

/** The fields (each with its length) of every tuple of a binary COPY. */
const tuplesOf = (copy: Buffer) => {
  const tuples: Buffer[][] = [];
  let at = 19;
  for (let fields = copy.readInt16BE(at); fields !== -1; fields = copy.readInt16BE(at)) {
    at += 2;
    const tuple: Buffer[] = [];
    for (let f = 0; f < fields; f++) {
      const end = at + 4 + Math.max(copy.readInt32BE(at), 0);
      tuple.push(copy.subarray(at, end));
      at = end;
    }
    tuples.push(tuple);
  }
  return tuples;
};

/**
 * What PostgreSQL answers to COPY … TO STDOUT (FORMAT binary) for the read columns, made from
 * the tuples the encoders wrote for COPY FROM: the row's own fields and its position's and
 * level's group figures, joined in the view's order (migration 0200), in the same field
 * encoding. Going through the real encoders ties both ends together.
 */
const storedAndReadBack = (rows: EmployeeRow[]) => {
  const own = tuplesOf(Buffer.concat([...employeeCopyChunks(REPORT, columnsOf(rows))]));
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  rows.forEach((r, i) => {
    const figures = (prefix: 'position' | 'level') => ({
      level: r.level,
      mean: r[`${prefix}_mean_salary`],
      womenMean: r[`${prefix}_women_mean_salary`],
      menMean: r[`${prefix}_men_mean_salary`],
      womenCount: r[`${prefix}_women_count`],
      menCount: r[`${prefix}_men_count`],
    });
    const [p = []] = tuplesOf(
      groupCopy(REPORT, [{ ...figures('position'), position: r.position }]),
    );
    const [l = []] = tuplesOf(groupCopy(REPORT, [{ ...figures('level'), position: null }]));
    const [, , id, gender, level, position, location, salary, difference, gap] = own[i] ?? [];
    const fields = [id, gender, level, position, location, salary, p[3], p[4], p[5], l[2], l[3]];
    fields.push(l[4], difference, gap, p[6], p[7], l[5], l[6]);
    const count = Buffer.alloc(2);
    count.writeInt16BE(fields.length);
    parts.push(count, ...fields.map((field) => field ?? Buffer.alloc(0)));
  });
  parts.push(Buffer.from([0xff, 0xff]));
  return JSON.parse(
    Buffer.concat(employeesArrayJson(Buffer.concat(parts)).json).toString(),
  ) as EmployeeRow[];
};

/** The exact decimal text of hundredths / 100, as JSON writes it (3530.5, 3530.25, 3530). */
const decimalOf = (hundredths: bigint) => {
  const abs = hundredths < 0n ? -hundredths : hundredths;
  const cents = Number(abs % 100n);
  const fraction =
    cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, '0')}`;
  return `${hundredths < 0n ? '-' : ''}${abs / 100n}${fraction}`;
};

describe('money from the engine to the employees answer', () => {
  it('stores every 2-decimal amount a double can hold exactly and reads it back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        const value = cents / 100;
        expect(Number(hundredthsOf(value))).toBe(cents);
        const [back] = storedAndReadBack([row(value)]);
        for (const key of MONEY) {
          if (key === 'salary') continue;
          const expected = row(value)[key];
          expect(back?.[key]).toBe(expected === null ? null : expected + 0);
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('rounds any finite amount to the nearest hundredth, or refuses it beyond a bigint', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        let stored: number | bigint;
        try {
          stored = hundredthsOf(value);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(Math.abs(value) * 100).toBeGreaterThanOrEqual(2 ** 63 - 1024);
          return;
        }
        const scaled = value * 100;
        expect(Math.abs(Number(stored) - scaled)).toBeLessThanOrEqual(
          0.5 + Math.abs(scaled) * 2 ** -50,
        );
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('writes every stored bigint as the exact decimal it stands for, as valid JSON', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (hundredths) => {
        const copy = Buffer.concat([
          Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
          Buffer.alloc(8),
          Buffer.from([0, 6, 0, 0, 0, 1, 0x41, 0, 0, 0, 4]),
          Buffer.from('male'),
          Buffer.from([0, 0, 0, 1, 0x4c, 0, 0, 0, 1, 0x50, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 8]),
          Buffer.alloc(8),
          Buffer.from([0xff, 0xff]),
        ]);
        copy.writeBigInt64BE(hundredths, copy.length - 10);
        const text = Buffer.concat(employeesArrayJson(copy).json).toString();
        expect(text).toBe(
          `[{"id":"A","gender":"male","level":"L","position":"P","location":null,"salary":${decimalOf(hundredths)}}]`,
        );
        expect(() => JSON.parse(text) as unknown).not.toThrow();
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('never wraps the amounts a hostile file carries around: they are refused or kept exactly', () => {
    expect(() => hundredthsOf(1e17)).toThrow(RangeError);
    expect(() => hundredthsOf(1e32)).toThrow(RangeError);
    expect(() => hundredthsOf(Infinity)).toThrow(RangeError);
    expect(hundredthsOf(90_000_000_000_000)).toBe(9_000_000_000_000_000n);
    expect(hundredthsOf(-90_000_000_000_000.02)).toBe(-9_000_000_000_000_002n);
    expect(storedAndReadBack([row(90_000_000_000_000)])[0]?.position_mean_salary).toBe(
      90_000_000_000_000,
    );
  });
});
