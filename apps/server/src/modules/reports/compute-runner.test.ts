import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { computeInThread, stopComputeThread } from './compute-runner.ts';

const csv = (rows: string[]) =>
  new TextEncoder().encode(
    ['ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits', ...rows].join(
      '\n',
    ),
  );
const people = Array.from(
  { length: 8 },
  (_, i) => `${i + 1},${i % 2 ? 'Female' : 'Male'},L1,Analyst,,0,${5000 + i * 100},0`,
);
const task = (data: Uint8Array, options = {}) => ({
  reportId: randomUUID(),
  data,
  fileName: 'a.csv',
  options,
});

const collect = async (rows: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of rows) chunks.push(chunk);
  return Buffer.concat(chunks);
};

afterAll(() => stopComputeThread());

describe('compute thread', () => {
  it('answers the reports, then streams the rows in binary COPY format', async () => {
    const outcome = await computeInThread(task(csv(people)));
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.results.records).toBe(8);
    expect(outcome.results.base.number_of_women).toBe(4);
    const copy = await collect(outcome.rows);
    expect(copy.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(copy.readInt16BE(copy.length - 2)).toBe(-1);
  });

  it("answers the engine's refusal of a file", async () => {
    const outcome = await computeInThread(task(csv(people.map((p) => p.replace('Male', 'M')))));
    expect(outcome).toMatchObject({ ok: false, code: 'INCORRECT_GENDERS' });
  });

  it('rejects when the engine throws, and takes the next file afterwards', async () => {
    await expect(computeInThread(task(csv(people), { workingDays: 0 }))).rejects.toThrow(
      /workingDays/,
    );
    const next = await computeInThread(task(csv(people)));
    expect(next.ok).toBe(true);
    if (next.ok) await collect(next.rows);
  });

  it('runs files one after another', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => computeInThread(task(csv(people)))));
    for (const outcome of outcomes) {
      if (!outcome.ok) throw new Error(outcome.code);
      expect((await collect(outcome.rows)).length).toBeGreaterThan(100);
    }
  });
});
