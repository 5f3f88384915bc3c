import type { FastifyBaseLogger } from 'fastify';

export type Background = {
  /** Starts work the answer must not wait for; its failure is logged, never thrown. */
  run: (log: FastifyBaseLogger, what: string, task: () => Promise<void>) => void;
  /** Waits for started work, so closing the app does not cut a mail in half. */
  drain: () => Promise<void>;
};

/**
 * Answers that must not reveal whether an address has an account (resend, forgot password) do
 * their lookups and mailing here, so the answer takes the same time either way.
 */
export const createBackground = (): Background => {
  const pending = new Set<Promise<void>>();
  return {
    run: (log, what, task) => {
      const promise = task()
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    drain: async () => {
      await Promise.allSettled([...pending]);
    },
  };
};
