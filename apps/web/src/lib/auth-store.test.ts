import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTokenAlive, readPersistedAuth, useAuthStore } from './auth-store.ts';
import { STORAGE_PREFIX } from './storage.ts';

const key = (name: string) => `${STORAGE_PREFIX}${name}`;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const inSeconds = (offset: number) => Math.floor(NOW / 1000) + offset;

describe('auth store', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().logout();
  });

  it('restores a live session from session storage', () => {
    window.sessionStorage.setItem(key('token'), JSON.stringify('jwt'));
    window.sessionStorage.setItem(key('exp'), JSON.stringify(inSeconds(3600)));
    expect(readPersistedAuth(NOW)).toMatchObject({
      token: 'jwt',
      exp: inSeconds(3600),
      isAuthorised: true,
    });
  });

  it('drops an expired token, also from storage', () => {
    window.sessionStorage.setItem(key('token'), JSON.stringify('jwt'));
    window.sessionStorage.setItem(key('exp'), JSON.stringify(inSeconds(-1)));
    expect(readPersistedAuth(NOW)).toMatchObject({ token: null, exp: null, isAuthorised: false });
    expect(window.sessionStorage.getItem(key('token'))).toBeNull();
    expect(window.sessionStorage.getItem(key('exp'))).toBeNull();
  });

  it('treats a token without an expiry as no session', () => {
    window.sessionStorage.setItem(key('token'), JSON.stringify('jwt'));
    expect(readPersistedAuth(NOW).isAuthorised).toBe(false);
  });

  it('survives corrupt storage (logged, not thrown)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(key('token'), '{oops');
    window.sessionStorage.setItem(key('registration'), '"not an object"');
    expect(readPersistedAuth(NOW)).toMatchObject({ token: null, registration: null });
    expect(warn).toHaveBeenCalledWith('store deserialization failed');
  });

  it('restores the registration draft, keeping only its known text fields', () => {
    window.sessionStorage.setItem(
      key('registration'),
      JSON.stringify({ email: 'a@b.pl', firstName: 'Anna', extra: 'x', company: 5 }),
    );
    expect(readPersistedAuth(NOW).registration).toEqual({ email: 'a@b.pl', firstName: 'Anna' });
  });

  it('login stores token and expiry; logout clears everything', () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    useAuthStore.getState().updateRegistration({ email: 'a@b.pl' });
    useAuthStore.getState().login({ token: 'jwt', exp });
    expect(useAuthStore.getState()).toMatchObject({ token: 'jwt', exp, isAuthorised: true });
    expect(window.sessionStorage.getItem(key('token'))).toBe('"jwt"');
    expect(window.sessionStorage.getItem(key('exp'))).toBe(String(exp));

    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      exp: null,
      registration: null,
      isAuthorised: false,
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the registration draft in session storage until it is cleared', () => {
    const { updateRegistration } = useAuthStore.getState();
    updateRegistration({ email: 'a@b.pl', password: 'Secret1!' });
    updateRegistration({ firstName: 'Anna' });
    expect(JSON.parse(window.sessionStorage.getItem(key('registration')) ?? '{}')).toEqual({
      email: 'a@b.pl',
      password: 'Secret1!',
      firstName: 'Anna',
    });
    useAuthStore.getState().clearRegistration();
    expect(useAuthStore.getState().registration).toBeNull();
    expect(window.sessionStorage.getItem(key('registration'))).toBeNull();
  });

  it('isTokenAlive compares the expiry (seconds) with now (milliseconds)', () => {
    expect(isTokenAlive(inSeconds(1), NOW)).toBe(true);
    expect(isTokenAlive(inSeconds(0), NOW)).toBe(false);
    expect(isTokenAlive(null, NOW)).toBe(false);
  });
});
