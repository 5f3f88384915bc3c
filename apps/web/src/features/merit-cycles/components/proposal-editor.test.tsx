import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@parytet/contract/error-messages';
import type { MeritCycle, PatchMeritProposalBody } from '@parytet/contract/merit-cycles';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { ApiError } from '#lib/api-error.ts';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { fakeLayout } from '#testing/fake-layout.ts';
import {
  budget,
  cycle,
  CYCLE_ID,
  impact,
  proposal,
  proposalsAnswer,
} from '#testing/merit-cycles.ts';
import { renderRoutes } from '#testing/render.tsx';
import { ProposalsScreen } from './proposals-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
});
afterEach(() => restoreLayout());

const ROWS = [
  proposal('E01'),
  proposal('E02', { gender: 'male', base_salary: 8000, raise_amount: 200, new_base_salary: 8200 }),
  proposal('E03', { performance: 'Exceeds', quartile: 1, guideline_percent: 6, raise_amount: 360 }),
];

const open = async (overrides: Partial<MeritCycle> = {}, role: 'owner' | 'viewer' = 'owner') => {
  answerMe(role);
  answerRoute(routes.get, cycle(overrides));
  answerRoute(routes.proposals, proposalsAnswer(ROWS));
  answerRoute(routes.impact, impact(8, 6));
  const view = await renderRoutes(
    [
      { path: '/main/merit-cycles/:id/proposals', element: <ProposalsScreen /> },
      { path: '/main/merit-cycles/:id/impact', element: <p>impact view</p> },
    ],
    { path: `/main/merit-cycles/${CYCLE_ID}/proposals` },
  );
  return view;
};

/** The PATCH answers the edited row with the new raise, and the budget it leaves. */
const answerPatch = () =>
  answerRoute(routes.updateProposal, ({ params, body }) => {
    const patch = body as PatchMeritProposalBody;
    const before = ROWS.find((r) => r.employee_id === params?.employeeId) ?? proposal('?');
    const amount = patch.raise_amount ?? (before.base_salary * (patch.raise_percent ?? 0)) / 100;
    const used = budget(450 - before.raise_amount + amount);
    // The cycle read again after the edit carries the new budget, as the server's would.
    answerRoute(routes.get, cycle({ budget: used }));
    return {
      proposal: {
        ...before,
        raise_amount: amount,
        raise_percent: (amount / before.base_salary) * 100,
        new_base_salary: before.base_salary + amount,
        source: 'manual' as const,
        reason: patch.reason ?? null,
      },
      budget: used,
    };
  });

const row = (id: string) =>
  screen.getByRole('rowheader', { name: id }).closest('tr') as HTMLElement;
const editButton = (id: string) =>
  within(row(id)).getByRole('button', { name: `Edit the raise of ${id}` });
const editor = (id: string) => screen.getByRole('form', { name: new RegExp(`Raise for ${id}`) });

describe('editing a proposal in place', () => {
  it('raises by amount with a reason; the row, the budget and the before/after follow', async () => {
    await open();
    answerPatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the raise of E01' }));
    const form = editor('E01');
    const amount = within(form).getByRole('textbox', { name: 'Raise (zł a month)' });
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('150');
    await user.clear(amount);
    await user.type(amount, '300');
    expect(within(form).getByText(/new base pay 6\s300,00\szł a month/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Market rate');
    expect(callsOf(routes.impact)).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(callsOf(routes.updateProposal)[0]).toEqual({
      params: { id: CYCLE_ID, employeeId: 'E01' },
      body: { raise_amount: 300, reason: 'Market rate' },
    });
    expect(within(row('E01')).getByText(/By hand: Market rate/)).toBeInTheDocument();
    expect(within(row('E01')).getAllByText(/^300,00\szł$/)).toHaveLength(1);
    // The budget bar shows the answer's budget at once; the impact is read again.
    const bar = screen.getByRole('region', { name: 'Budget' });
    expect(within(bar).getByText(/^600,00\szł/)).toBeInTheDocument();
    await waitFor(() => expect(callsOf(routes.impact).length).toBeGreaterThan(1));
    expect(editButton('E01')).toHaveFocus();
  });

  it('raises by percent: the amount turns into its percent, and the percent is sent', async () => {
    await open();
    answerPatch();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the raise of E02' }));
    const form = editor('E02');
    await user.click(within(form).getByRole('radio', { name: 'Percent' }));
    const percent = within(form).getByRole('textbox', { name: 'Raise (% of base pay)' });
    expect(percent).toHaveValue('2,5');
    await user.clear(percent);
    await user.type(percent, '4');
    expect(within(form).getByText(/Raise 320,00\szł \(4,00%\)/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Promotion');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsOf(routes.updateProposal)).toHaveLength(1));
    expect(callsOf(routes.updateProposal)[0]?.body).toEqual({
      raise_percent: 4,
      reason: 'Promotion',
    });
  });

  it("refuses a negative raise on the field with the API's NEGATIVE_RAISE message", async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the raise of E01' }));
    const form = editor('E01');
    const amount = within(form).getByRole('textbox', { name: 'Raise (zł a month)' });
    await user.clear(amount);
    await user.type(amount, '-50');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Cut');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(errorMessages.en.NEGATIVE_RAISE);
    expect(callsOf(routes.updateProposal)).toHaveLength(0);
  });

  it('shows the server refusing a negative raise on the field too', async () => {
    await open();
    answerRoute(routes.updateProposal, () => {
      throw new ApiError(
        { error: 'NEGATIVE_RAISE', message: errorMessages.en.NEGATIVE_RAISE },
        400,
      );
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the raise of E03' }));
    const form = editor('E03');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Check');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const amount = within(form).getByRole('textbox', { name: 'Raise (zł a month)' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(errorMessages.en.NEGATIVE_RAISE),
    );
  });

  it('asks for the reason, and Escape closes the editor back on its button', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the raise of E01' }));
    const form = editor('E01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Please give the reason for this raise.',
    );
    expect(callsOf(routes.updateProposal)).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(editButton('E01')).toHaveFocus());
  });

  it('is read only once the cycle is submitted', async () => {
    await open({ state: 'submitted' });
    expect(await screen.findByRole('rowheader', { name: 'E01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit the raise/ })).toBeNull();
    expect(screen.getByText(/can no longer be changed/)).toBeInTheDocument();
  });

  it('sorts and filters on the server', async () => {
    await open();
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'E01' });
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await waitFor(() =>
      expect(callsOf(routes.proposals).at(-1)?.query).toMatchObject({
        sort: 'raise_amount',
        // A number column sorts from the largest first.
        order: 'desc',
        gender: 'female',
        page: 1,
      }),
    );
  });

  it('takes a viewer, who may not see per-person raises, to the aggregates', async () => {
    const { router } = await open({}, 'viewer');
    await screen.findByText('impact view');
    expect(router.state.location.pathname).toBe(`/main/merit-cycles/${CYCLE_ID}/impact`);
    expect(callsOf(routes.proposals)).toHaveLength(0);
  });
});
