import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '@parytet/contract/reports';
import {
  LEVEL_GROUP_COPY_COLUMNS,
  POSITION_GROUP_COPY_COLUMNS,
  employeeCopyChunks,
  groupCopy,
} from '#modules/report-processing/employees-copy.ts';
import { EMPLOYEE_ROW_COLUMNS } from '#db/employee-columns.ts';
import { columnsOf } from '../helpers/employee-columns.ts';

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

type Layout = { int4: readonly number[]; int8: readonly number[] };
const ROW_LAYOUT: Layout = { int4: [1], int8: [7, 8, 9] };

/** Reads binary COPY tuples back: the uuid as hex, text as strings, integers as the layout says. */
const decode = (copy: Buffer, layout: Layout = ROW_LAYOUT) => {
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
      else if (layout.int4.includes(f)) tuple.push(copy.readInt32BE(at));
      else if (layout.int8.includes(f)) tuple.push(copy.readBigInt64BE(at));
      else tuple.push(copy.toString('utf8', at, at + length));
      at += Math.max(length, 0);
    }
    tuples.push(tuple);
  }
  return tuples;
};

describe('employeeCopyChunks', () => {
  it('writes each row as the COPY columns, money in hundredths, without its groups', () => {
    const copy = Buffer.concat([
      ...employeeCopyChunks(
        '0123abcd-0000-4000-8000-00000000ffff',
        columnsOf([row(), row({ id: 'E2', gender: 'female', salary: 90_071_992_547.4 })]),
      ),
    ]);
    const tuples = decode(copy);
    expect(tuples).toHaveLength(2);
    expect(tuples[0]).toHaveLength(EMPLOYEE_ROW_COLUMNS.length);
    expect(tuples[0]).toEqual([
      '0123abcd00004000800000000000ffff',
      0,
      'E1',
      'male',
      'L1',
      'Kierownik zmiany – Łódź',
      null,
      353025n,
      -96975n,
      -2155n,
    ]);
    expect(tuples[1]?.slice(1, 4)).toEqual([1, 'E2', 'female']);
    expect(tuples[1]?.[7]).toBe(9_007_199_254_740n);
  });

  it('splits a large report into chunks of about 1 MB', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => row({ id: `E${i}` }));
    const chunks = [...employeeCopyChunks('0123abcd-0000-4000-8000-00000000ffff', columnsOf(rows))];
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1 << 20);
    expect(decode(Buffer.concat(chunks))).toHaveLength(20_000);
  });

  it('writes a part of the rows under their own ordinals, each part a whole COPY', () => {
    const rows = Array.from({ length: 5 }, (_, i) =>
      row({ id: `E${i}`, location: i % 2 === 0 ? 'Kraków' : null, pay_gap: i === 3 ? null : i }),
    );
    const part = decode(
      Buffer.concat([
        ...employeeCopyChunks('0123abcd-0000-4000-8000-00000000ffff', columnsOf(rows), 2, 4),
      ]),
    );
    expect(part.map((t) => [t[1], t[2], t[6], t[9]])).toEqual([
      [2, 'E2', 'Kraków', 200n],
      [3, 'E3', null, null],
    ]);
  });
});

describe('groupCopy', () => {
  const group = {
    level: 'L1',
    mean: 21_474_836.48,
    womenMean: -21_474_836.49,
    menMean: null,
    womenCount: 0,
    menCount: 2_147_483_647,
  };

  it('writes a level group as the level columns', () => {
    const copy = groupCopy('0123abcd-0000-4000-8000-00000000ffff', [
      { ...group, position: null },
      { ...group, level: 'L2', position: null, mean: 0, womenMean: -0.01 },
    ]);
    const tuples = decode(copy, { int4: [5, 6], int8: [2, 3, 4] });
    expect(tuples[0]).toHaveLength(LEVEL_GROUP_COPY_COLUMNS.length);
    expect(tuples).toEqual([
      [
        '0123abcd00004000800000000000ffff',
        'L1',
        2_147_483_648n,
        -2_147_483_649n,
        null,
        0,
        2_147_483_647,
      ],
      ['0123abcd00004000800000000000ffff', 'L2', 0n, -1n, null, 0, 2_147_483_647],
    ]);
  });

  it('writes a position group with its level and position', () => {
    const copy = groupCopy('0123abcd-0000-4000-8000-00000000ffff', [
      { ...group, position: 'Kierownik zmiany – Łódź', menMean: 90_071_992_547.4, womenCount: 3 },
    ]);
    const tuples = decode(copy, { int4: [6, 7], int8: [3, 4, 5] });
    expect(tuples[0]).toHaveLength(POSITION_GROUP_COPY_COLUMNS.length);
    expect(tuples[0]).toEqual([
      '0123abcd00004000800000000000ffff',
      'L1',
      'Kierownik zmiany – Łódź',
      2_147_483_648n,
      -2_147_483_649n,
      9_007_199_254_740n,
      3,
      2_147_483_647,
    ]);
  });

  it('writes an empty COPY for no groups', () => {
    expect(decode(groupCopy('0123abcd-0000-4000-8000-00000000ffff', []))).toEqual([]);
  });
});
