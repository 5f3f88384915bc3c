/** Every key the app stores carries this prefix; bump the version when a stored shape changes. */
export const STORAGE_PREFIX = 'parytet.v1.';

export type StorageKind = 'local' | 'session';

export class StorageError extends Error {
  override name = 'StorageError';
}

export const storageMessages = {
  serialize: 'store serialization failed',
  deserialize: 'store deserialization failed',
  remove: (kind: StorageKind) => `couldn't remove ${kind}Storage item`,
  clear: (kind: StorageKind) => `couldn't clear ${kind}Storage`,
} as const;

export type BrowserStore = {
  /**
   * The stored value, or null when absent; throws when it cannot be read or `parse` rejects it
   * (`parse` returns the typed value or throws, e.g. a zod schema's `parse`).
   */
  get: <T>(key: string, parse: (value: unknown) => T) => T | null;
  set: (key: string, value: unknown) => void;
  remove: (key: string) => void;
  /** Removes this app's keys only; other apps on the same origin keep theirs. */
  clear: () => void;
};

const backend = (kind: StorageKind): Storage =>
  kind === 'local' ? window.localStorage : window.sessionStorage;

export const createBrowserStore = (kind: StorageKind, prefix = STORAGE_PREFIX): BrowserStore => ({
  get: (key, parse) => {
    try {
      const raw = backend(kind).getItem(prefix + key);
      if (raw === null) return null;
      return parse(JSON.parse(raw));
    } catch (cause) {
      throw new StorageError(storageMessages.deserialize, { cause });
    }
  },
  set: (key, value) => {
    try {
      const raw = JSON.stringify(value);
      if (raw === undefined) throw new TypeError('value is not serialisable');
      backend(kind).setItem(prefix + key, raw);
    } catch (cause) {
      throw new StorageError(storageMessages.serialize, { cause });
    }
  },
  remove: (key) => {
    try {
      backend(kind).removeItem(prefix + key);
    } catch (cause) {
      throw new StorageError(storageMessages.remove(kind), { cause });
    }
  },
  clear: () => {
    try {
      const storage = backend(kind);
      const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null && key.startsWith(prefix),
      );
      for (const key of ours) storage.removeItem(key);
    } catch (cause) {
      throw new StorageError(storageMessages.clear(kind), { cause });
    }
  },
});

/**
 * Runs a storage operation and falls back instead of failing: storage can be full, disabled
 * (private mode, strict cookie settings) or hold a value an older version wrote.
 */
export const trySafely = <T>(operation: () => T, fallback: T): T => {
  try {
    return operation();
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return fallback;
  }
};

export const sessionStore = createBrowserStore('session');
export const localStore = createBrowserStore('local');
