import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#lib/auth-store.ts';
import { renderRoutes } from '#testing/render-app.tsx';
import { GuestGuard } from './guest-guard.tsx';
import { PrivateGuard } from './private-guard.tsx';
import { defaultPlanFeatures } from '@parytet/contract/features';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const me = {
  full_name: 'Anna Kowalska',
  email: 'anna@firma.pl',
  subscription_plan: 'STARTER',
  can_use_chat: false,
  can_upload_reports: true,
  organisation_name: 'Firma',
  organisation_id: '8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11',
  role: 'owner',
  features: defaultPlanFeatures.STARTER,
  trial_ends_at: null,
  blocked: false,
  blocked_at: null,
  data_deleted_on: null,
};

const routes = [
  {
    Component: GuestGuard,
    children: [
      { path: '/auth/main', element: <p>auth main</p> },
      { path: '/auth/login', element: <p>login</p> },
    ],
  },
  {
    Component: PrivateGuard,
    children: [{ path: '/main/pay-gap', element: <p>pay gap</p> }],
  },
];

const fetchMock = vi.fn<typeof fetch>();
const signIn = () =>
  useAuthStore.getState().login({ token: 'jwt', exp: Math.floor(Date.now() / 1000) + 3600 });

describe('route guards', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().logout();
  });

  it('sends a visitor without a session from the private area to auth main', async () => {
    renderRoutes(routes, '/main/pay-gap');
    expect(await screen.findByText('auth main')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a signed-in user in once the current-user call succeeds', async () => {
    signIn();
    fetchMock.mockResolvedValue(Response.json(me));
    renderRoutes(routes, '/main/pay-gap');
    expect(await screen.findByText('pay gap')).toBeInTheDocument();
    expect(new URL((fetchMock.mock.calls[0]?.[0] as Request).url).pathname).toBe('/api/users/me');
  });

  it('ends the session and goes to auth main when the current-user call fails', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      Response.json({ error: 'UNAUTHORIZED', message: 'Session expired' }, { status: 401 }),
    );
    renderRoutes(routes, '/main/pay-gap');
    expect(await screen.findByText('auth main')).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().isAuthorised).toBe(false));
  });

  it('moves a signed-in user from an auth screen to the pay-gap section', async () => {
    signIn();
    fetchMock.mockResolvedValue(Response.json(me));
    renderRoutes(routes, '/auth/login');
    expect(await screen.findByText('pay gap')).toBeInTheDocument();
  });

  it('shows auth screens to visitors', async () => {
    renderRoutes(routes, '/auth/login');
    expect(await screen.findByText('login')).toBeInTheDocument();
  });
});
