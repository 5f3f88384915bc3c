import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReportSummary } from '@parytet/contract/reports';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { SalaryRangesFrame } from './salary-ranges-frame.tsx';
import { SalaryRangesIndex } from './salary-ranges-index.tsx';

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

const routes: RouteObject[] = [
  { path: '/main/salary-ranges', element: <SalaryRangesIndex /> },
  {
    path: '/main/salary-ranges/:id/base',
    element: <SalaryRangesFrame view="base">{(r) => <p>base of {r.id}</p>}</SalaryRangesFrame>,
  },
  {
    path: '/main/salary-ranges/:id/extended',
    element: (
      <SalaryRangesFrame view="extended">{(r) => <p>extended of {r.id}</p>}</SalaryRangesFrame>
    ),
  },
];

const open = (path: string, reports: ReportSummary[], lng: 'en' | 'pl' = 'en') => {
  answerMe('owner');
  answerRoute(reportsRoutes.list, reports);
  return renderRoutes(routes, { path, lng });
};

describe('salary-ranges section routing', () => {
  it('explains that a report is needed when there is none', async () => {
    await open('/main/salary-ranges', []);
    expect(
      await screen.findByText(/There are currently no reports available to you/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload salary data' })).toHaveAttribute(
      'href',
      '/main/pay-gap/new',
    );
  });

  it('opens the default report in the base view', async () => {
    const reports = [report('f', { report_ready: false, report_failed: true }), report('r')];
    const { router } = await open('/main/salary-ranges', reports);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/salary-ranges/r/base'));
    expect(await screen.findByText('base of r')).toBeInTheDocument();
  });

  it('moves an unknown id to the default report, keeping the view', async () => {
    const { router } = await open('/main/salary-ranges/zzz/extended', [report('r')]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/main/salary-ranges/r/extended'),
    );
  });

  it('shows the base and extended tabs in Polish', async () => {
    await open('/main/salary-ranges/r/extended', [report('r')], 'pl');
    expect(await screen.findByText('extended of r')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rozszerzone' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Podstawowe' })).toHaveAttribute(
      'href',
      '/main/salary-ranges/r/base',
    );
  });
});
