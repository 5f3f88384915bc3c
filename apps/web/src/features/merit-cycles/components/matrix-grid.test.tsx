import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { budget, cycle, CYCLE_ID } from '#testing/merit-cycles.ts';
import { renderRoutes } from '#testing/render.tsx';
import { GuidelinesScreen } from './guidelines-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const open = async (
  overrides: Partial<MeritCycle> = {},
  role: 'owner' | 'viewer' = 'owner',
  lng: 'en' | 'pl' = 'en',
) => {
  answerMe(role);
  answerRoute(routes.get, cycle(overrides));
  const view = await renderRoutes(
    [{ path: '/main/merit-cycles/:id/guidelines', element: <GuidelinesScreen /> }],
    { path: `/main/merit-cycles/${CYCLE_ID}/guidelines`, lng },
  );
  await screen.findByRole('heading', { name: /^(Merit matrix|Matryca podwyżek)$/ });
  return view;
};

const cell = (rating: string, q: number) =>
  screen.getByRole('textbox', { name: `Raise for ${rating}, quartile ${q} (%)` });

describe('the merit matrix grid', () => {
  it('labels every cell by rating and quartile and shows the saved raises', async () => {
    await open();
    const grid = screen.getByRole('table', { name: /Raise in percent/ });
    expect(within(grid).getAllByRole('textbox')).toHaveLength(8);
    expect(cell('Exceeds', 1)).toHaveValue('6');
    expect(cell('Everyone else', 2)).toHaveValue('2,5');
    expect(within(grid).getByRole('columnheader', { name: /Q1 lowest paid/ })).toBeInTheDocument();
  });

  it('moves like a spreadsheet: arrows, Enter and Ctrl+End, left and right from the edge', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(cell('Exceeds', 1));
    await user.keyboard('{ArrowDown}');
    expect(cell('Everyone else', 1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Exceeds', 1)).toHaveFocus();
    // The caret at the end of "6": right goes to the next cell (its text selected).
    await user.keyboard('{End}{ArrowRight}');
    expect(cell('Exceeds', 2)).toHaveFocus();
    // Inside the text the arrow moves the caret, not the focus.
    await user.keyboard('{End}{ArrowLeft}');
    expect(cell('Exceeds', 2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Exceeds', 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Everyone else', 1)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('Everyone else', 4)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('Exceeds', 1)).toHaveFocus();
  });

  it("refuses a negative or over-precise raise on its cell with the contract's rule", async () => {
    await open();
    const user = userEvent.setup();
    await user.clear(cell('Exceeds', 1));
    await user.type(cell('Exceeds', 1), '-1');
    await user.clear(cell('Everyone else', 3));
    await user.type(cell('Everyone else', 3), '2,555');
    await user.click(screen.getByRole('button', { name: 'Save the matrix' }));
    expect(cell('Exceeds', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Exceeds', 1)).toHaveAccessibleDescription('This cannot be negative.');
    expect(cell('Everyone else', 3)).toHaveAccessibleDescription(
      'Please use at most two decimals.',
    );
    expect(cell('Exceeds', 2)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Some cells need a correction');
    expect(callsOf(routes.guidelines)).toHaveLength(0);
  });

  it('adds the missing rating and saves the matrix with decimal commas read as numbers', async () => {
    await open();
    answerRoute(routes.guidelines, ({ body }) => ({
      ...cycle().guidelines,
      rows: (body as { rows: MeritCycle['guidelines']['rows'] }).rows,
      kept_manual: 2,
      budget: budget(500),
    }));
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Add a row for a rating' }),
      'Meets',
    );
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    // The new row copies the row everyone else had, and the catch-all stays last.
    expect(cell('Meets', 2)).toHaveValue('2,5');
    const ratings = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(ratings).toEqual(['Exceeds', 'Meets', 'Everyone else']);
    await user.clear(cell('Meets', 4));
    await user.type(cell('Meets', 4), '1,25');
    await user.click(screen.getByRole('checkbox', { name: 'Keep the raises edited by hand' }));
    await user.click(screen.getByRole('button', { name: 'Save the matrix' }));
    await waitFor(() => expect(callsOf(routes.guidelines)).toHaveLength(1));
    expect(callsOf(routes.guidelines)[0]).toEqual({
      params: { id: CYCLE_ID },
      body: {
        rows: [
          { rating: 'Exceeds', raise_percent: [6, 5, 4, 3] },
          { rating: 'Meets', raise_percent: [3, 2.5, 2, 1.25] },
          { rating: null, raise_percent: [3, 2.5, 2, 1] },
        ],
        keep_manual: false,
      },
    });
  });

  it('is read only once submitted', async () => {
    await open({ state: 'submitted' });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText(/can no longer be changed/)).toBeInTheDocument();
    expect(screen.getAllByText('2,50%').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save the matrix' })).toBeNull();
  });

  it('is read only for a viewer, who is told they see aggregates only', async () => {
    await open({}, 'viewer');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText(/you see this cycle's aggregates only/)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Merit cycle views' });
    expect(within(tabs).queryByRole('link', { name: 'Proposals' })).toBeNull();
    expect(within(tabs).queryByRole('link', { name: 'Optimiser' })).toBeNull();
  });

  it('speaks Polish', async () => {
    await open({}, 'owner', 'pl');
    expect(
      screen.getByRole('textbox', { name: 'Podwyżka dla oceny Pozostali, kwartyl 1 (%)' }),
    ).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Zapisz matrycę' })).toBeInTheDocument();
  });
});
