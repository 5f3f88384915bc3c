import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '@parytet/contract/routes/auth';
import { ApiError } from '#lib/api-error.ts';
import { useAuthStore } from '#lib/auth-store.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render-app.tsx';
import { SocialCallbackScreen } from './social-callback-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/auth/callback', element: <SocialCallbackScreen /> },
      { path: '*', element: <Where /> },
    ],
    path,
  );

describe('social callback screen', () => {
  afterEach(() => useAuthStore.getState().logout());

  it('sends the answer once and takes a returning user to the pay-gap section', async () => {
    answerRoute(authRoutes.socialCallback, {
      token: 'session',
      exp: Math.floor(Date.now() / 1000) + 3600,
      should_provide_attributes: false,
    });
    const { findByTestId } = renderAt('/auth/callback?mode=google&code=c1&state=s1&iss=http://i');
    expect(await findByTestId('where')).toHaveTextContent(/^\/main\/pay-gap$/);
    expect(callsOf(authRoutes.socialCallback)).toEqual([
      { params: { provider: 'google' }, query: { code: 'c1', state: 's1', iss: 'http://i' } },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ token: 'session', isAuthorised: true });
  });

  it('takes a new user to "tell us more" in that mode with the sign-up token, not a session', async () => {
    answerRoute(authRoutes.socialCallback, {
      token: 'signup',
      exp: 1,
      should_provide_attributes: true,
    });
    const { findByTestId } = renderAt('/auth/callback?mode=microsoft&code=c&state=s');
    expect(await findByTestId('where')).toHaveTextContent('/auth/microsoft/details');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthorised: false,
      registration: { socialToken: 'signup' },
    });
  });

  it('sends an e-mail of a password account to auth main with account_exists_locally', async () => {
    answerRoute(authRoutes.socialCallback, () => {
      throw new ApiError({ error: 'ACCOUNT_EXISTS_LOCALLY', message: 'exists' }, 409);
    });
    const { findByTestId } = renderAt('/auth/callback?mode=google&code=c&state=s');
    await waitFor(async () =>
      expect(await findByTestId('where')).toHaveTextContent(
        '/auth/main?error=account_exists_locally',
      ),
    );
  });

  it('turns a cancelled sign-in (no code) into an error on auth main without calling the API', async () => {
    const { findByTestId } = renderAt('/auth/callback?mode=google&error=access_denied');
    expect(await findByTestId('where')).toHaveTextContent('/auth/main?error=SOCIAL_LOGIN_FAILED');
    expect(callsOf(authRoutes.socialCallback)).toEqual([]);
  });
});
