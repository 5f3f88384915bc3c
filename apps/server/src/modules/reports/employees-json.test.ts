import { describe, expect, it } from 'vitest';
import { employeesResponseSchema } from '@parytet/contract/reports';
import { employeesArrayJsonPieces, employeesResponseStream } from './employees-json-stream.ts';
import { employeesArrayJson, employeesResponseJson } from './employees-json.ts';

type Stored = [string, string, string, string, string | null, ...(number | null)[]];

/** Binary COPY output as PostgreSQL writes it for EMPLOYEE_READ_COLUMNS. */
const copyOf = (rows: Stored[]) => {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    row.forEach((value, i) => {
      const length = Buffer.alloc(4);
      if (value === null) {
        length.writeInt32BE(-1);
        parts.push(length);
      } else if (i < 5) {
        const text = Buffer.from(String(value));
        length.writeInt32BE(text.length);
        parts.push(length, text);
      } else if (i >= 14) {
        // The head counts are int4.
        const int4 = Buffer.alloc(4);
        int4.writeInt32BE(Number(value));
        length.writeInt32BE(4);
        parts.push(length, int4);
      } else {
        const int8 = Buffer.alloc(8);
        int8.writeBigInt64BE(BigInt(value));
        length.writeInt32BE(8);
        parts.push(length, int8);
      }
    });
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
};

const stored = (id = 'E1', location: string | null = null): Stored => [
  id,
  'female',
  'L1',
  'Analyst',
  location,
  353025,
  400000,
  350001,
  450050,
  5,
  -5,
  null,
  -96975,
  -2155_0000_0000_01,
  1,
  0,
  12,
  2_147_483_647,
];

const status = {
  status: 'ready',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'EUR',
  period_start: '2025-01-01',
  period_end: '2025-12-31',
} as const;
const meta = { total: 1, page: 1, page_size: 1, levels: ['L1'], positions: ['Analyst'] };

describe('employees JSON from binary COPY', () => {
  it('writes the contract shape, hundredths back as 2-decimal numbers', () => {
    const { json, rows } = employeesArrayJson(copyOf([stored()]));
    expect(rows).toBe(1);
    const parsed = employeesResponseSchema.parse(
      JSON.parse(employeesResponseJson(status, json, meta).toString()),
    );
    if (parsed.status !== 'ready') throw new Error(`expected a ready answer: ${parsed.status}`);
    expect(parsed.employees?.[0]).toEqual({
      id: 'E1',
      gender: 'female',
      level: 'L1',
      position: 'Analyst',
      location: null,
      salary: 3530.25,
      position_mean_salary: 4000,
      position_women_mean_salary: 3500.01,
      position_men_mean_salary: 4500.5,
      level_mean_salary: 0.05,
      level_women_mean_salary: -0.05,
      level_men_mean_salary: null,
      salary_difference: -969.75,
      // Values beyond 32 bits come back whole too.
      pay_gap: -2155_0000_0000.01,
      position_women_count: 1,
      position_men_count: 0,
      level_women_count: 12,
      level_men_count: 2_147_483_647,
    });
    expect(parsed).toMatchObject({ ...status, ...meta });
  });

  it('escapes text that is not plain and keeps the rest byte for byte', () => {
    const odd = 'Kierownik "Zmiany"\\\n\t Łódź';
    const { json } = employeesArrayJson(copyOf([stored(odd, 'Łódź – 🏭'), stored('E2', odd)]));
    const parsed = JSON.parse(Buffer.concat(json).toString()) as { id: string; location: string }[];
    expect(parsed.map((e) => [e.id, e.location])).toEqual([
      [odd, 'Łódź – 🏭'],
      ['E2', odd],
    ]);
  });

  it('answers an empty list', () => {
    const { json, rows } = employeesArrayJson(copyOf([]));
    expect(rows).toBe(0);
    expect(
      JSON.parse(employeesResponseJson(status, json, { ...meta, total: 0 }).toString()),
    ).toMatchObject({ employees: [], total: 0 });
  });

  it('spans more than one output buffer', () => {
    const many = Array.from({ length: 8000 }, (_, i) => stored(`E${i}`, 'x'.repeat(100)));
    const { json, rows } = employeesArrayJson(copyOf(many));
    expect(rows).toBe(8000);
    const parsed = JSON.parse(Buffer.concat(json).toString()) as { id: string }[];
    expect(parsed.at(-1)?.id).toBe('E7999');
  });
});

/** The buffer cut into pieces of the given sizes in turn, as a socket might deliver it. */
async function* piecesOf(buffer: Buffer, sizes: number[]) {
  for (let at = 0, k = 0; at < buffer.length; k++) {
    const size = sizes[k % sizes.length] ?? 1;
    yield buffer.subarray(at, at + size);
    at += size;
  }
}

const collect = async (pieces: AsyncIterable<Buffer>) => {
  const all: Buffer[] = [];
  for await (const piece of pieces) all.push(piece);
  return Buffer.concat(all);
};

describe('employees JSON from binary COPY as it arrives', () => {
  const odd = 'Kierownik "Zmiany"\\\n\t Łódź';
  const copies = {
    empty: copyOf([]),
    odd: copyOf([stored(odd, 'Łódź – 🏭'), stored('E2', odd), stored('E3')]),
    many: copyOf(Array.from({ length: 6000 }, (_, i) => stored(`E${i}`, 'x'.repeat(100)))),
  };

  it('writes the same bytes however the output is cut', async () => {
    for (const [name, copy] of Object.entries(copies)) {
      const whole = Buffer.concat(employeesArrayJson(copy).json);
      for (const sizes of [[copy.length], [1], [7, 3, 1, 64], [17, 65_536, 2]]) {
        const streamed = await collect(employeesArrayJsonPieces(piecesOf(copy, sizes)));
        expect(streamed.equals(whole), `${name} cut ${sizes.join(',')}`).toBe(true);
      }
    }
  });

  it('fails when the output ends before its trailer', async () => {
    const cut = copies.odd.subarray(0, copies.odd.length - 2);
    await expect(collect(employeesArrayJsonPieces(piecesOf(cut, [5])))).rejects.toThrow(/trailer/);
  });

  it('answers the same document as the whole answer', async () => {
    const { json } = employeesArrayJson(copies.odd);
    const answerMeta = { ...meta, total: 3, page_size: 3 };
    const streamed = await collect(
      employeesResponseStream(
        status,
        employeesArrayJsonPieces(piecesOf(copies.odd, [11])),
        answerMeta,
      ),
    );
    expect(streamed.toString()).toBe(employeesResponseJson(status, json, answerMeta).toString());
    expect(employeesResponseSchema.safeParse(JSON.parse(streamed.toString())).success).toBe(true);
  });
});
