import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';

/** The nice value in a /proc stat line (its 19th field). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

const script = `
(async () => {
  const { readFileSync } = await import('node:fs');
  const { parentPort } = await import('node:worker_threads');
  const { lowerThreadPriority } = await import(${JSON.stringify(new URL('./lower-thread-priority.ts', import.meta.url).href)});
  lowerThreadPriority();
  parentPort.postMessage(readFileSync('/proc/thread-self/stat', 'utf8'));
})();
`;

it.runIf(existsSync('/proc/thread-self'))(
  'lowers the worker thread that calls it, not the thread that started it',
  async () => {
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    const worker = new Worker(script, { eval: true });
    const stat = await new Promise<string>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(niceOf(stat)).toBe(10);
    expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
  },
);
