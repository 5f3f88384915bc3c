import { afterAll, describe, expect, it } from 'vitest';
import { fullCollection } from '#plugins/idle-memory.ts';
import { SALARY_FILE_HEADER } from '@parytet/contract/salary-file';
import type { CountResult, CountTask } from './count-thread.ts';
import { createLimitedThread } from './limited-thread.ts';
import { parseLimits } from './parse-limits.ts';

const thread = createLimitedThread<CountTask, CountResult>({
  url: new URL('./count-thread.ts', import.meta.url),
  limits: () => ({
    timeoutMs: 20_000,
    resourceLimits: parseLimits.resourceLimits,
    idleMs: 60_000,
  }),
});
afterAll(() => thread.close());

const data = new TextEncoder().encode(
  [
    SALARY_FILE_HEADER.join(','),
    '1,Female,L1,Analyst,,0,5000,0',
    '2,Male,L1,Analyst,,0,5100,0',
  ].join('\n'),
);
const count = () => thread.run({ data, fileName: 'a.csv', maxRecords: 100 });

describe('a limited thread', () => {
  it('is kept for the next task, and ended when a task left it a heap over the limit', async () => {
    expect(await count()).toEqual({ ok: true, result: { ok: true, records: 2 } });
    const first = thread.threadId();
    expect(first).not.toBeNull();
    await count();
    expect(thread.threadId()).toBe(first);
    const limit = parseLimits.keepHeapBytes;
    try {
      parseLimits.keepHeapBytes = 1;
      expect(await count()).toMatchObject({ ok: true });
      expect(thread.threadId()).toBeNull();
    } finally {
      parseLimits.keepHeapBytes = limit;
    }
    await count();
    expect(thread.threadId()).not.toBe(first);
  });

  it('keeps no file it was given once the task is done, while the thread waits for the next', async () => {
    const collect = fullCollection();
    // In a function of its own, so no reference to the file is left in this test's scope.
    const runAndForget = async () => {
      const file = new TextEncoder().encode(new TextDecoder().decode(data));
      const outcome = await thread.run({ data: file, fileName: 'b.csv', maxRecords: 100 });
      return { outcome, file: new WeakRef(file) };
    };
    const { outcome, file } = await runAndForget();
    expect(outcome).toMatchObject({ ok: true });
    expect(thread.threadId()).not.toBeNull();
    // A boolean: expect.poll keeps the last value it was given, which would keep the file.
    await expect
      .poll(
        () => {
          collect();
          return file.deref() === undefined;
        },
        // A collection can take longer than the default second on a loaded machine.
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
