import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { useReportList } from '#lib/reports/report-list.ts';
import { ReportActions } from './report-actions.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);
afterEach(cleanup);

const report = (id: string, patch: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  label: `Report ${id}`,
  records: 12,
  created_at: '2025-04-18T10:00:00.000Z',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  ...patch,
});

const Screen = () => {
  const { id } = useParams();
  const shown = useReportList().data?.find((r) => r.id === id);
  return shown ? <ReportActions report={shown} /> : <p>loading</p>;
};
const routes: RouteObject[] = [
  { path: '/main/pay-gap/:id/adjusted', element: <Screen /> },
  { path: '/main/pay-gap/new', element: <p>upload screen</p> },
];

const open = async (reports: ReportSummary[], lng: 'en' | 'pl' = 'en') => {
  let current = reports;
  answerMe('member');
  answerRoute(reportsRoutes.list, () => current);
  answerRoute(reportsRoutes.limits, {
    how_many_reports_allowed: 5,
    current_report_count: 1,
    report_max_records_allowed: 250,
    report_max_upload_bytes: 10_485_760,
  });
  answerRoute(reportsRoutes.remove, ({ params }) => {
    current = current.filter((r) => r.id !== params?.id);
    return undefined;
  });
  answerRoute(reportsRoutes.rename, () => undefined);
  const rendered = await renderRoutes(routes, {
    path: `/main/pay-gap/${reports[0]?.id}/adjusted`,
    lng,
  });
  await screen.findByRole('button', { name: /Actions for report|Działania dla raportu/ });
  return rendered;
};

describe('ReportActions', () => {
  it('opens its menu from the keyboard and closes it with Escape', async () => {
    await open([report('a')]);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Actions for report Report a' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('renames inline, checked with the contract label schema', async () => {
    await open([report('a')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for report Report a' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'New report name' });
    await user.clear(input);
    await user.type(input, 'Bad / label');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The label may contain only letters, digits, spaces and hyphens.',
    );
    expect(callsOf(reportsRoutes.rename)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '  Q2 2025  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsOf(reportsRoutes.rename)).toEqual([
        { params: { id: 'a' }, body: { label: 'Q2 2025' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('asks before deleting; Escape keeps the report', async () => {
    await open([report('a')], 'pl');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Działania dla raportu Report a' }));
    await user.click(screen.getByRole('menuitem', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć ten raport?' });
    expect(dialog).toHaveAccessibleDescription(/Raport „Report a” i wszystkie jego dane/);
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(reportsRoutes.remove)).toHaveLength(0);
  });

  it('after deleting the report on screen opens the next one in the same view', async () => {
    const { router } = await open([report('a'), report('b')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for report Report a' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/b/adjusted'));
    expect(callsOf(reportsRoutes.remove)).toEqual([{ params: { id: 'a' } }]);
  });

  it('after deleting the last report goes to the upload screen', async () => {
    const { router } = await open([report('a', { report_failed: true, report_ready: false })]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for report Report a' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/new'));
    expect(await screen.findByText('upload screen')).toBeInTheDocument();
  });
});
