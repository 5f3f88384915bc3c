import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { cycle, CYCLE_ID } from '#testing/merit-cycles.ts';
import { renderRoutes } from '#testing/render.tsx';
import { CreateCycleScreen } from './create-cycle-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const report = (id: string, ready: boolean): ReportSummary => ({
  id,
  label: `Report ${id}`,
  report_ready: ready,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'EUR',
  period_start: null,
  period_end: null,
  records: 10,
  created_at: '2026-01-01T00:00:00Z',
});

const open = async (reports: ReportSummary[]) => {
  answerMe('owner');
  answerRoute(reportsRoutes.list, reports);
  answerRoute(routes.create, cycle());
  return renderRoutes(
    [
      { path: '/main/merit-cycles/new', element: <CreateCycleScreen /> },
      { path: '/main/merit-cycles/:id/guidelines', element: <p>guidelines</p> },
    ],
    { path: '/main/merit-cycles/new' },
  );
};

describe('a new merit cycle', () => {
  it('asks for a ready report first, and offers it once it is ready', async () => {
    await open([report('a', false)]);
    expect(
      await screen.findByText('A merit cycle needs a ready report. Upload your salary file first.'),
    ).toBeInTheDocument();
    // The list is polled while a report is processing; once ready, the form chooses it (it
    // kept an empty report id when the form was made before the report was ready).
    answerRoute(reportsRoutes.list, [report('a', true)]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Start the merit cycle' }, { timeout: 5000 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Start the merit cycle' }));
    await waitFor(() => expect(callsOf(routes.create)).toHaveLength(1));
    expect(callsOf(routes.create)[0]?.body).toMatchObject({ report_id: 'a' });
  });

  it('sends the ready report, the name, the date and the budget read with a decimal comma', async () => {
    const { router } = await open([report('busy', false), report('ready', true)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the merit cycle' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring');
    await user.click(screen.getByRole('radio', { name: 'Amount a month' }));
    const value = screen.getByRole('textbox', { name: 'Budget (€ a month)' });
    await user.clear(value);
    await user.type(value, '12500,5');
    await user.click(screen.getByRole('button', { name: 'Start the merit cycle' }));
    await waitFor(() => expect(callsOf(routes.create)).toHaveLength(1));
    expect(callsOf(routes.create)[0]?.body).toEqual({
      report_id: 'ready',
      name: 'Spring',
      effective_on: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      budget: { kind: 'amount', value: 12500.5 },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/main/merit-cycles/${CYCLE_ID}/guidelines`),
    );
  });
});
