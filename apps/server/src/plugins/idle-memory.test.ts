import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, registerIdleMemory } from './idle-memory.ts';

const build = async (collect: () => void) => {
  const app = Fastify();
  registerIdleMemory(app, { idleMs: 40, collect });
  app.get('/', async () => ({ ok: true }));
  await app.ready();
  return app;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('collecting the heap when the server is idle', () => {
  it('collects once after a quiet spell, and again only after new requests', async () => {
    const collect = vi.fn();
    const app = await build(collect);
    close = () => app.close();
    await expect.poll(() => collect.mock.calls.length).toBe(1);
    await sleep(150);
    expect(collect).toHaveBeenCalledTimes(1);
    await app.inject('/');
    await expect.poll(() => collect.mock.calls.length).toBe(2);
    await sleep(150);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('waits while requests keep coming', async () => {
    const collect = vi.fn();
    const app = await build(collect);
    close = () => app.close();
    await expect.poll(() => collect.mock.calls.length).toBe(1);
    for (let i = 0; i < 10; i++) {
      await app.inject('/');
      await sleep(10);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    await expect.poll(() => collect.mock.calls.length).toBe(2);
  });

  it("uses V8's own collector, which frees what nothing holds", () => {
    const collect = fullCollection();
    const holder: { garbage: { n: number }[] | null } = {
      garbage: Array.from({ length: 1_000_000 }, (_, n) => ({ n })),
    };
    const holding = process.memoryUsage().heapUsed;
    expect(holder.garbage?.length).toBe(1_000_000);
    holder.garbage = null;
    collect();
    expect(process.memoryUsage().heapUsed).toBeLessThan(holding - 20 * 1024 * 1024);
  });
});
