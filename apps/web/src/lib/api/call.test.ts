import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '@parytet/contract/routes/auth';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { usersRoutes } from '@parytet/contract/routes/users';
import { currentUserQueryKey } from '../current-user.ts';
import { call } from './call.ts';
import { routeKey } from './query-keys.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;
const ID = '11111111-1111-4111-8111-111111111111';
const processing = {
  status: 'processing',
  report_ready: false,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
};

describe('call', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path parameters and sends the query without empty values', async () => {
    fetchMock.mockResolvedValue(json(200, processing));
    const answer = await call(reportsRoutes.employees, {
      params: { id: `${ID}/x` },
      query: { level: 'L 1', position: '', page: 2 },
    });
    const url = new URL(lastRequest().url);
    expect(lastRequest().method).toBe('GET');
    expect(url.pathname).toBe(`/api/reports/pay-gap/${ID}%2Fx/employees`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ level: 'L 1', page: '2' });
    expect(answer.status).toBe('processing');
  });

  it('sends a JSON body and parses the answer with the route schema', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(async (request) => {
      sent = await (request as Request).json();
      return json(200, { token: 't', exp: 1 });
    });
    expect(await call(authRoutes.login, { body: { email: 'a@b.pl', password: 'x' } })).toEqual({
      token: 't',
      exp: 1,
    });
    expect(lastRequest().method).toBe('POST');
    expect(sent).toEqual({ email: 'a@b.pl', password: 'x' });
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(json(200, { ...processing, status: 'ready', report_ready: true }));
    await expect(call(reportsRoutes.base, { params: { id: ID } })).rejects.toThrow();
  });

  it('answers undefined for a route without a body, and the response for a download', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await call(reportsRoutes.remove, { params: { id: ID } })).toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
    fetchMock.mockResolvedValue(new Response('xlsx', { status: 200 }));
    const file = await call(reportsRoutes.exampleDownload, { query: { lang: 'en' } });
    expect(await file.text()).toBe('xlsx');
  });
});

describe('routeKey', () => {
  it('nests like the paths, with the query last', () => {
    expect(routeKey(reportsRoutes.list)).toEqual(['reports', 'pay-gap']);
    expect(routeKey(reportsRoutes.base, { params: { id: ID } })).toEqual([
      'reports',
      'pay-gap',
      ID,
      'base',
    ]);
    expect(
      routeKey(reportsRoutes.employees, { params: { id: ID }, query: { page: 1, level: '' } }),
    ).toEqual(['reports', 'pay-gap', ID, 'employees', { page: '1' }]);
  });

  it('names the current user as its route does', () => {
    expect(routeKey(usersRoutes.me)).toEqual(currentUserQueryKey);
  });
});
