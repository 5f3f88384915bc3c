import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserStore,
  STORAGE_PREFIX,
  StorageError,
  storageMessages,
  trySafely,
} from './storage.ts';

const asString = (value: unknown) => {
  if (typeof value !== 'string') throw new TypeError('not a string');
  return value;
};

describe('browser storage helpers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('stores JSON under the versioned prefix and reads it back', () => {
    const store = createBrowserStore('session');
    store.set('token', 'abc');
    expect(window.sessionStorage.getItem(`${STORAGE_PREFIX}token`)).toBe('"abc"');
    expect(store.get('token', asString)).toBe('abc');
  });

  it('answers null for a missing key', () => {
    expect(createBrowserStore('local').get('nothing', asString)).toBeNull();
  });

  it('fails with "store deserialization failed" on unreadable or unexpected data', () => {
    const store = createBrowserStore('session');
    window.sessionStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(() => store.get('broken', asString)).toThrow(storageMessages.deserialize);
    window.sessionStorage.setItem(`${STORAGE_PREFIX}number`, '5');
    expect(() => store.get('number', asString)).toThrow(StorageError);
  });

  it('fails with "store serialization failed" when a value cannot be stored', () => {
    const store = createBrowserStore('session');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => store.set('x', circular)).toThrow('store serialization failed');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.set('x', 'value')).toThrow('store serialization failed');
  });

  it('names the storage when removing or clearing fails', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => createBrowserStore('local').remove('x')).toThrow(
      "couldn't remove localStorage item",
    );
    expect(() => createBrowserStore('session').remove('x')).toThrow(
      "couldn't remove sessionStorage item",
    );
    window.localStorage.setItem(`${STORAGE_PREFIX}a`, '1');
    expect(() => createBrowserStore('local').clear()).toThrow("couldn't clear localStorage");
  });

  it('clears only the keys of this app', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}a`, '1');
    window.localStorage.setItem('someone-else', '2');
    createBrowserStore('local').clear();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}a`)).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('2');
  });

  it('trySafely logs the failure and falls back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = trySafely(() => {
      throw new StorageError(storageMessages.deserialize);
    }, 'fallback');
    expect(result).toBe('fallback');
    expect(warn).toHaveBeenCalledWith('store deserialization failed');
  });
});
