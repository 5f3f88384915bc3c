import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import {
  computeEarly,
  computeInThread,
  computeThreadState,
  dropEarly,
  EARLY_MAX_ROWS,
  enableComputeWarmUp,
  stopComputeThread,
  takeEarly,
} from './compute-runner.ts';
import { parseLimits } from './parse-limits.ts';

const csv = (rows: string[]) =>
  new TextEncoder().encode([SALARY_FILE_HEADER.join(','), ...rows].join('\n'));
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
  it('streams the rows in binary COPY format, and answers the other reports meanwhile', async () => {
    const outcome = await computeInThread(task(csv(people)));
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.rows.apart).toBe(false);
    const { results } = await outcome.results;
    expect(results.records).toBe(8);
    expect(results.base.number_of_women).toBe(4);
    const copy = await collect(outcome.rows.rows);
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
    if (next.ok) await collect(next.rows.rows);
  });

  it('has a large report’s rows stored apart, all in one COPY', async () => {
    const many = Array.from(
      { length: 20_001 },
      (_, i) => `${i + 1},${i % 2 ? 'Female' : 'Male'},L1,Analyst,,0,${5000 + (i % 50)},0`,
    );
    const outcome = await computeInThread(task(csv(many)));
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.rows.apart).toBe(true);
    const copy = await collect(outcome.rows.rows);
    const firstOrdinal = copy.readInt32BE(19 + 2 + 4 + 16 + 4);
    expect(firstOrdinal).toBe(0);
    expect(copy.readInt16BE(copy.length - 2)).toBe(-1);
    expect((await outcome.results).results.records).toBe(20_001);
  });

  it('runs files one after another', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => computeInThread(task(csv(people)))));
    for (const outcome of outcomes) {
      if (!outcome.ok) throw new Error(outcome.code);
      expect((await collect(outcome.rows.rows)).length).toBeGreaterThan(100);
    }
  });

  it('keeps its thread for the next file, unless a file left it a heap over the limit', async () => {
    const run = async () => {
      const outcome = await computeInThread(task(csv(people)));
      if (outcome.ok) await collect(outcome.rows.rows);
      return computeThreadState();
    };
    const first = await run();
    const second = await run();
    expect(second?.threadId).toBe(first?.threadId);
    expect(second?.heapBytes).toBeLessThan(parseLimits.keepHeapBytes);
    const limit = parseLimits.keepHeapBytes;
    try {
      parseLimits.keepHeapBytes = 1;
      await run();
      await expect.poll(computeThreadState).toBe(null);
    } finally {
      parseLimits.keepHeapBytes = limit;
    }
    const next = await run();
    expect(next?.threadId).not.toBe(first?.threadId);
  });

  it('takes the next file at once after being stopped while a file was still in hand', async () => {
    const outcome = computeInThread(task(csv(people)));
    // Stopped as soon as the outcome is known, before the thread has said it is free.
    const settled = await outcome.then(async (first) => {
      await stopComputeThread();
      return first;
    });
    expect(settled.ok).toBe(true);
    const started = performance.now();
    const next = await computeInThread(task(csv(people)));
    if (!next.ok) throw new Error(next.code);
    await collect(next.rows.rows);
    expect(performance.now() - started).toBeLessThan(parseLimits.computeTimeoutMs / 2);
  }, 90_000);
});

describe('an upload computed early, while it is being stored', () => {
  it('is handed to its job once, with its rows', async () => {
    // As where this process works the report jobs (the test files share a process).
    enableComputeWarmUp();
    const early = task(csv(people));
    computeEarly(early, 8);
    const computed = takeEarly(early.reportId);
    expect(takeEarly(early.reportId)).toBeUndefined();
    const outcome = await computed;
    if (!outcome?.ok) throw new Error('no early outcome');
    expect((await outcome.results).results.records).toBe(8);
    expect((await collect(outcome.rows.rows)).length).toBeGreaterThan(100);
  });

  it('is dropped when its upload is refused, and the next file is computed as usual', async () => {
    const early = task(csv(people));
    computeEarly(early, 8);
    dropEarly(early.reportId);
    expect(takeEarly(early.reportId)).toBeUndefined();
    const next = await computeInThread(task(csv(people)));
    if (!next.ok) throw new Error(next.code);
    await collect(next.rows.rows);
  });

  it('is not started for more rows than early computations may hold', () => {
    const large = task(csv(people));
    computeEarly(large, EARLY_MAX_ROWS + 1);
    expect(takeEarly(large.reportId)).toBeUndefined();
  });
});
