import pg from 'pg';
import { onSessionWrite } from '#db/session-writes.ts';

/** The channel migration 0085's triggers notify. */
const SESSION_CHANGE_CHANNEL = 'parytet_session_change';

export type SessionCacheOptions = {
  /** How long a session looked up is used without asking again (0: never); see below. */
  ttlMs: number;
  maxEntries?: number;
  /** Waits before listening again after the listening connection was lost. */
  retryMs?: number;
};

/**
 * The sessions this process looked up (the user behind a token, its membership and plan), kept
 * for a few seconds: every request needs one, and looking it up was half of PostgreSQL's work
 * under load. Kept only while this process listens for changes: a trigger on every table a
 * session is read from notifies at commit (migration 0085), and this process's own writes are
 * told at once (session-writes.ts); either empties the cache. While the listening connection is
 * down nothing is kept, so a missed notification can never keep a revoked session alive; the
 * time limit is a second line of defence.
 */
export const startSessionCache = <T>(
  pool: pg.Pool,
  log: (message: string) => void,
  { ttlMs, maxEntries = 10_000, retryMs = 1_000 }: SessionCacheOptions,
) => {
  const entries = new Map<string, { value: T; until: number }>();
  // Moves on whenever the cache is emptied: a lookup that began before a change may have read
  // the old row, and must not be kept after the change was heard.
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  // Settles when listening first succeeds or fails: the app is ready once it knows which.
  let started: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (started = resolve));

  const forget = () => {
    generation++;
    entries.clear();
  };
  const stopWrites = onSessionWrite(pool, forget);

  const lost = (from: pg.Client, reason: string) => {
    if (client !== from) return;
    started();
    listening = false;
    forget();
    const ended = client;
    client = null;
    void ended?.end().catch(() => undefined);
    if (closed) return;
    log(`session changes not heard (${reason}); sessions are looked up every time until back`);
    retry = setTimeout(listen, retryMs);
    retry.unref();
  };

  const listen = () => {
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', forget);
    next
      .connect()
      .then(() => next.query(`LISTEN ${SESSION_CHANGE_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        forget();
        listening = true;
        started();
      })
      .catch((error: unknown) => lost(next, String(error)));
  };
  if (ttlMs > 0) listen();
  else started();

  return {
    ready,
    get: (key: string): T | undefined => {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** Taken before a lookup, handed to set: what changed meanwhile is not kept. */
    ticket: () => generation,
    set: (key: string, value: T, ticket: number) => {
      if (!listening || ticket !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    /** Whether sessions are being kept (the listening connection is up). */
    get active() {
      return listening;
    },
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      stopWrites();
      forget();
      const ended = client;
      client = null;
      await ended?.end().catch(() => undefined);
    },
  };
};
