import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { useAuthStore } from '#lib/auth-store.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { OrganisationSwitcher } from './organisation-switcher.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const open = () =>
  renderRoutes(
    [
      { path: '/main/profile', element: <OrganisationSwitcher /> },
      { path: '/main/pay-gap', element: <p>pay gap section</p> },
    ],
    { path: '/main/profile' },
  );

describe('OrganisationSwitcher', () => {
  it('is not shown to a user with one organisation', async () => {
    answerRoute(organisationsRoutes.list, [{ id: A, name: 'Alpha', role: 'owner', acting: true }]);
    await open();
    await waitFor(() => expect(callsOf(organisationsRoutes.list)).toHaveLength(1));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('switches: stores the new token and opens the pay-gap section', async () => {
    answerRoute(organisationsRoutes.list, [
      { id: A, name: 'Alpha', role: 'owner', acting: true },
      { id: B, name: 'Beta', role: 'viewer', acting: false },
    ]);
    answerRoute(organisationsRoutes.switch, { token: 'beta-token', exp: 4_000_000_000 });
    await open();
    const select = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(select).toHaveValue(A);
    await userEvent.selectOptions(select, B);
    expect(await screen.findByText('pay gap section')).toBeInTheDocument();
    expect(callsOf(organisationsRoutes.switch)).toEqual([{ body: { organisation_id: B } }]);
    expect(useAuthStore.getState().token).toBe('beta-token');
  });
});
