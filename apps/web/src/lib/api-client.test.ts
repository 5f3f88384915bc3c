import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_RETRY, api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { useAuthStore } from './auth-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;

describe('api client', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    useAuthStore.getState().logout();
    await i18next.changeLanguage('en');
  });

  it('calls the API under /api with the language and, when signed in, the bearer token', async () => {
    await i18next.changeLanguage('pl');
    useAuthStore.getState().login({ token: 'jwt-1', exp: Math.floor(Date.now() / 1000) + 60 });
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get('users/me').json();
    const request = lastRequest();
    expect(new URL(request.url).pathname).toBe('/api/users/me');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(request.headers.get('Accept-Language')).toBe('pl');
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.post('auth/login', { json: {} }).json();
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('turns an error answer into an ApiError carrying the server code and message', async () => {
    fetchMock.mockResolvedValue(
      json(401, { error: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password!' }),
    );
    const error = await api.post('auth/login', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      status: 401,
      message: 'Invalid email or password!',
    });
  });

  it('gives an answer that is not the contract error the generic message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 404 }));
    const error = await api.get('reports/pay-gap').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'An error occurred' });
  });

  it('gives a network failure the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.post('auth/login', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'INTERNAL_ERROR',
      status: null,
      message: 'An error occurred',
    });
  });

  it('ends the session on a 401 to a call that carried the token', async () => {
    useAuthStore.getState().login({ token: 'jwt-1', exp: Math.floor(Date.now() / 1000) + 60 });
    fetchMock.mockResolvedValue(json(401, { error: 'UNAUTHORIZED', message: 'Session expired' }));
    await api.get('users/me').catch(() => undefined);
    expect(useAuthStore.getState().isAuthorised).toBe(false);
  });

  it('does not end the session on other failures', async () => {
    useAuthStore.getState().login({ token: 'jwt-1', exp: Math.floor(Date.now() / 1000) + 60 });
    fetchMock.mockResolvedValue(json(403, { error: 'FORBIDDEN', message: 'No' }));
    await api.post('reports/pay-gap/upload').catch(() => undefined);
    expect(useAuthStore.getState().isAuthorised).toBe(true);
  });

  it('retries idempotent calls on a 503, twice, then gives up', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(async () =>
        json(503, { error: 'INTERNAL_ERROR', message: 'Busy' }),
      );
      const settled = api.get('users/me').catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await settled).toMatchObject({ status: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries a POST', async () => {
    fetchMock.mockImplementation(async () =>
      json(503, { error: 'INTERNAL_ERROR', message: 'Busy' }),
    );
    await api.post('auth/login', { json: {} }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('backs off from 0.3 s', () => {
    expect(API_RETRY.delay(1)).toBe(300);
    expect(API_RETRY.delay(2)).toBe(600);
    expect(API_RETRY.limit).toBe(2);
  });
});
