import type pg from 'pg';

/**
 * This process's own writes that may change a session, told at once: the session cache also
 * hears of them by PostgreSQL's notification at commit, but that arrives on another connection,
 * possibly after this process's next request. Told when the statement completes and again when
 * its connection goes back to the pool, its transaction ended (a lookup in between may have
 * read the rows as they were before the commit).
 */
const listeners = new WeakMap<pg.Pool, Set<() => void>>();

/** A statement that is not a read and names a table a session is read from. */
export const mayChangeSessions = (text: string) =>
  !/^\s*select\b/i.test(text) && /\b(?:users|memberships|organisations)\b/i.test(text);

export const onSessionWrite = (pool: pg.Pool, listener: () => void) => {
  const set = listeners.get(pool) ?? new Set();
  listeners.set(pool, set.add(listener));
  return () => void set.delete(listener);
};

export const sessionsWritten = (pool: pg.Pool) => {
  for (const listener of listeners.get(pool) ?? []) listener();
};
