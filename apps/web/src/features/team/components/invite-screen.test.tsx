import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '@parytet/contract/organisations';
import { authRoutes } from '@parytet/contract/routes/auth';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { ApiError } from '#lib/api-error.ts';
import { useAuthStore } from '#lib/auth-store.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { InviteScreen } from './invite-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

// The sign-up test ends signed in; each test starts signed out.
afterEach(() => useAuthStore.getState().logout());

const PREVIEW: InvitationPreview = {
  organisation_name: 'Firma Testowa',
  inviter_name: 'Anna Kowalska',
  email: 'kasia@firma.example',
  role: 'member',
  account_exists: false,
  expires_at: '2026-11-30T10:00:00Z',
};

const open = async (preview: InvitationPreview | ApiError, lng: 'en' | 'pl' = 'en') => {
  answerRoute(organisationsRoutes.showInvitation, () => {
    if (preview instanceof ApiError) throw preview;
    return preview;
  });
  return renderRoutes(
    [
      { path: '/auth/invite/:code', element: <InviteScreen /> },
      { path: '/main/pay-gap', element: <p>pay gap section</p> },
    ],
    { path: '/auth/invite/abc123', lng },
  );
};

describe('InviteScreen', () => {
  it('offers a new address a sign-up with the invited e-mail fixed, then lands in pay gap', async () => {
    answerRoute(authRoutes.register, () => undefined);
    answerRoute(authRoutes.login, { token: 'tok', exp: 4_000_000_000 });
    await open(PREVIEW);
    expect(await screen.findByRole('heading', { name: 'Join Firma Testowa' })).toBeInTheDocument();
    expect(screen.getByText(/Anna Kowalska invited kasia@firma.example/)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('kasia@firma.example');
    expect(email).toHaveAttribute('readonly');

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Kasia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Zielińska');
    await userEvent.type(screen.getByRole('textbox', { name: 'Job title' }), 'Payroll');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByText('pay gap section')).toBeInTheDocument();
    expect(callsOf(authRoutes.register)).toEqual([
      {
        body: {
          email: 'kasia@firma.example',
          password: 'Secret-pass1',
          full_name: 'Kasia Zielińska',
          job_title: 'Payroll',
          lang: 'en',
          invitation_code: 'abc123',
        },
      },
    ]);
  });

  it('offers an existing account a login, in Polish', async () => {
    await open({ ...PREVIEW, account_exists: true }, 'pl');
    expect(await screen.findByRole('button', { name: 'Zaloguj się i dołącz' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Imię' })).not.toBeInTheDocument();
  });

  it('says clearly when the link cannot be used', async () => {
    await open(
      new ApiError({ error: 'INVALID_INVITATION', message: 'This invitation is not valid.' }, 400),
    );
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/not valid/)).toBeInTheDocument());
  });
});
