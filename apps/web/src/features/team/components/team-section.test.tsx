import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembersResponse } from '@parytet/contract/organisations';
import type { Role } from '@parytet/contract/permissions';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { TeamSection } from './team-section.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const ORG = '8c7f2d6e-1b7a-4f0e-9a51-2f3f6b0c9d11';
const member = (id: string, name: string, email: string, role: Role) => ({
  user_id: id,
  full_name: name,
  email,
  role,
  joined_at: '2026-01-10T10:00:00Z',
});

const MEMBERS: MembersResponse = {
  members: [
    member('u1', 'Anna Kowalska', 'anna@firma.example', 'owner'),
    member('u2', 'Piotr Nowak', 'piotr@firma.example', 'member'),
    member('u3', 'Ewa Wiśniewska', 'ewa@firma.example', 'viewer'),
  ],
  invitations: [
    {
      id: 'i1',
      email: 'new@firma.example',
      role: 'member',
      invited_by: 'Anna Kowalska',
      created_at: '2026-11-20T10:00:00Z',
      expires_at: '2026-11-27T10:00:00Z',
    },
  ],
};

const open = async (role: Role, lng: 'en' | 'pl' = 'en') => {
  answerMe(role);
  answerRoute(organisationsRoutes.members, MEMBERS);
  answerRoute(organisationsRoutes.list, [{ id: ORG, name: 'Firma Testowa', role, acting: true }]);
  answerRoute(organisationsRoutes.auditLog, {
    items: [
      {
        id: '1',
        action: 'report.uploaded',
        actor_email: 'piotr@firma.example',
        target: 'Raport 2025',
        details: {},
        created_at: '2026-11-21T09:30:00Z',
      },
    ],
    total: 1,
    page: 1,
    page_size: 10,
  });
  answerRoute(organisationsRoutes.invite, { id: 'i2' });
  answerRoute(organisationsRoutes.changeRole, () => undefined);
  answerRoute(organisationsRoutes.removeMember, () => undefined);
  answerRoute(organisationsRoutes.revokeInvitation, () => undefined);
  const view = await renderWithProviders(<TeamSection />, { lng });
  await screen.findByTestId('team-section');
  return view;
};

describe('TeamSection', () => {
  it('shows an owner the members, the invite form, pending invitations and the audit log', async () => {
    await open('owner');
    const rows = screen.getAllByTestId('member-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('(you)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Piotr Nowak' })).toHaveValue('member');
    expect(screen.getByRole('heading', { name: 'Invite a colleague' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-invitation')).toHaveTextContent('new@firma.example');
    expect(await screen.findByTestId('audit-entry')).toHaveTextContent('Uploaded a report');
    expect(screen.getAllByRole('button', { name: 'Make owner' })).toHaveLength(2);
  });

  it('shows a viewer the members only: no invite form, role controls, removal or audit log', async () => {
    await open('viewer');
    expect(screen.getAllByTestId('member-row')).toHaveLength(3);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('lets an admin assign roles up to admin and leaves the owner alone', async () => {
    await open('admin');
    const select = screen.getByRole('combobox', { name: 'Role of Piotr Nowak' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['admin', 'member', 'viewer']);
    expect(
      screen.queryByRole('combobox', { name: 'Role of Anna Kowalska' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'viewer');
    await waitFor(() =>
      expect(callsOf(organisationsRoutes.changeRole)).toEqual([
        { params: { user_id: 'u2' }, body: { role: 'viewer' } },
      ]),
    );
  });

  it('checks the invitation with the contract schema, then sends it in the screen language', async () => {
    await open('owner', 'pl');
    const email = screen.getByRole('textbox', { name: 'Adres e-mail' });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(
      await screen.findByText(/adres e-mail/i, { selector: '[id$="error"], p, span' }),
    ).toBeInTheDocument();
    expect(callsOf(organisationsRoutes.invite)).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'kasia@firma.example');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rola' }), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    await waitFor(() =>
      expect(callsOf(organisationsRoutes.invite)).toEqual([
        { body: { email: 'kasia@firma.example', role: 'viewer', lang: 'pl' } },
      ]),
    );
  });

  it('asks before removing a member', async () => {
    await open('owner');
    const row = screen.getAllByTestId('member-row')[1] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(callsOf(organisationsRoutes.removeMember)).toEqual([]);
    expect(within(row).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(row).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(callsOf(organisationsRoutes.removeMember)).toEqual([{ params: { user_id: 'u2' } }]),
    );
  });
});
