import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '@parytet/contract/routes/account';
import { usersRoutes } from '@parytet/contract/routes/users';
import { useAuthStore } from '#lib/auth-store.ts';
import { answerRoute, callsOf, resetFakeApi } from '#testing/fake-api.ts';
import { meFixture } from '#testing/plans-fixtures.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

beforeEach(resetFakeApi);
afterEach(cleanup);

const open = async (role: 'owner' | 'viewer' = 'owner') => {
  answerRoute(usersRoutes.me, meFixture({ role }));
  const view = await renderWithProviders(<AccountSettings />);
  await screen.findByRole('heading', { name: 'Account settings' });
  return view;
};

describe('AccountSettings', () => {
  it('offers an owner every part; a viewer neither the archive nor deleting the organisation', async () => {
    await open();
    for (const name of [
      'Name',
      'Password',
      'Your organisation’s data',
      'Delete your account',
      'Delete the organisation',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    cleanup();
    await open('viewer');
    expect(screen.queryByRole('heading', { name: 'Your organisation’s data' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delete the organisation' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
  });

  it('prepares the data ZIP in the background: its progress, then the download', async () => {
    const status = {
      id: '3f0f8c8e-2c53-4a8e-9d1a-3b9b8d6c0a11',
      status: 'queued' as const,
      progress: 0,
      file_name: null,
      size_bytes: null,
      created_at: '2026-11-27T10:00:00.000Z',
      expires_at: '2026-11-28T10:00:00.000Z',
    };
    answerRoute(accountRoutes.startOrganisationExport, status);
    const ready = {
      ...status,
      status: 'ready' as const,
      progress: 100,
      file_name: 'parytet-acme.zip',
    };
    const answers = [{ ...status, status: 'running' as const, progress: 40 }, ready];
    answerRoute(accountRoutes.organisationExportStatus, () => answers.shift() ?? ready);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare all data' }));
    expect(await screen.findByText('Preparing the archive… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the archive' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(
      await screen.findByRole('button', { name: 'Download the ZIP' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('parytet-acme.zip')).toBeInTheDocument();
    expect(callsOf(accountRoutes.organisationExportStatus)[0]).toMatchObject({
      params: { id: status.id },
    });
  });

  const archive = {
    id: '9a1e6f7c-5b2d-4c3e-8f90-1a2b3c4d5e6f',
    status: 'running' as const,
    progress: 60,
    file_name: null,
    size_bytes: null,
    created_at: '2026-11-27T10:00:00.000Z',
    expires_at: '2026-11-28T10:00:00.000Z',
  };
  const readyArchive = {
    ...archive,
    status: 'ready' as const,
    progress: 100,
    file_name: 'parytet-acme.zip',
    size_bytes: 2048,
  };

  it('opened again, follows the archive started before the user left: progress, then download', async () => {
    answerRoute(accountRoutes.latestOrganisationExport, archive);
    const answers = [archive];
    answerRoute(accountRoutes.organisationExportStatus, () => answers.shift() ?? readyArchive);
    await open();
    expect(await screen.findByText('Preparing the archive… 60%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the archive' })).toHaveAttribute(
      'value',
      '60',
    );
    // No second archive while this one is built.
    expect(screen.getByRole('button', { name: 'Prepare all data' })).toBeDisabled();
    expect(
      await screen.findByRole('button', { name: 'Download the ZIP' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('parytet-acme.zip')).toBeInTheDocument();
    expect(callsOf(accountRoutes.organisationExportStatus)[0]).toMatchObject({
      params: { id: archive.id },
    });
    expect(callsOf(accountRoutes.startOrganisationExport)).toEqual([]);
  });

  it('offers the ready archive kept from before with until when; with none, only the button', async () => {
    answerRoute(accountRoutes.latestOrganisationExport, readyArchive);
    answerRoute(accountRoutes.organisationExportStatus, readyArchive);
    await open();
    expect(await screen.findByRole('button', { name: 'Download the ZIP' })).toBeInTheDocument();
    expect(screen.getByText(/^Kept until 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare again' })).toBeEnabled();
    cleanup();
    resetFakeApi();
    // The organisation has no archive (404): the button alone, nothing followed.
    await open();
    expect(await screen.findByRole('button', { name: 'Prepare all data' })).toBeEnabled();
    await waitFor(() => expect(callsOf(accountRoutes.latestOrganisationExport)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Download the ZIP' })).toBeNull();
    expect(callsOf(accountRoutes.organisationExportStatus)).toEqual([]);
  });

  it('saves the name', async () => {
    answerRoute(accountRoutes.updateProfile, undefined);
    await open();
    const field = screen.getByLabelText('Full name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ewa Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Save the name' }));
    await waitFor(() =>
      expect(callsOf(accountRoutes.updateProfile)).toEqual([{ body: { full_name: 'Ewa Nowak' } }]),
    );
  });

  it('checks the new password by the spec’s rules, then keeps this session with the fresh token', async () => {
    answerRoute(accountRoutes.changePassword, { token: 'fresh-token', exp: 4_102_444_800 });
    await open();
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass1!');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(callsOf(accountRoutes.changePassword)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass2!');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('fresh-token'));
    expect(callsOf(accountRoutes.changePassword)).toEqual([
      { body: { current_password: 'Old-pass1!', new_password: 'New-pass2!' } },
    ]);
  });

  it('deletes the organisation only when its name is typed', async () => {
    answerRoute(accountRoutes.deleteOrganisation, undefined);
    await open();
    const field = screen.getByLabelText('Type Firma Testowa to confirm');
    await userEvent.type(field, 'Firma');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the organisation' }));
    expect(await screen.findByText('The name does not match.')).toBeInTheDocument();
    expect(callsOf(accountRoutes.deleteOrganisation)).toEqual([]);
    await userEvent.type(field, ' Testowa');
    await userEvent.click(screen.getByRole('button', { name: 'Delete the organisation' }));
    await waitFor(() =>
      expect(callsOf(accountRoutes.deleteOrganisation)).toEqual([
        { body: { name: 'Firma Testowa' } },
      ]),
    );
  });
});
