import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReportSummary } from '@parytet/contract/reports';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerRoute } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { PayGapFrame } from './pay-gap-frame.tsx';
import { PayGapIndex } from './pay-gap-index.tsx';

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
  { path: '/main/pay-gap', element: <PayGapIndex /> },
  { path: '/main/pay-gap/new', element: <p>upload screen</p> },
  {
    path: '/main/pay-gap/:id/base',
    element: (
      <PayGapFrame methodologyAnchor="gap-formula">{(r) => <p>base of {r.id}</p>}</PayGapFrame>
    ),
  },
  {
    path: '/main/pay-gap/:id/adjusted',
    element: (
      <PayGapFrame methodologyAnchor="adjusted-gap">{(r) => <p>adjusted of {r.id}</p>}</PayGapFrame>
    ),
  },
];

const open = (path: string, reports: ReportSummary[]) => {
  answerRoute(reportsRoutes.list, reports);
  return renderRoutes(routes, { path });
};

describe('pay-gap section routing', () => {
  it('sends a user without reports to the upload screen', async () => {
    const { router } = await open('/main/pay-gap', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/new'));
    // The location changes before the new route's element has rendered.
    expect(await screen.findByText('upload screen')).toBeInTheDocument();
  });

  it('also from a report view', async () => {
    const { router } = await open('/main/pay-gap/abc/adjusted', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/new'));
  });

  it('opens the first ready, not failed report in the base view', async () => {
    const reports = [
      report('p', { report_ready: false }),
      report('f', { report_ready: false, report_failed: true, error_code: 'SINGLE_GENDER' }),
      report('r'),
    ];
    const { router } = await open('/main/pay-gap', reports);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/r/base'));
    expect(await screen.findByText('base of r')).toBeInTheDocument();
  });

  it('opens the first report when none is ready', async () => {
    const reports = [report('p', { report_ready: false }), report('q', { report_ready: false })];
    const { router } = await open('/main/pay-gap', reports);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/p/base'));
  });

  it('sends an unknown report id to the upload screen', async () => {
    const { router } = await open('/main/pay-gap/nope/base', [report('r')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/pay-gap/new'));
  });

  it('shows a known report with its label and the section navigation', async () => {
    await open('/main/pay-gap/r/adjusted', [report('r')]);
    expect(await screen.findByText('adjusted of r')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Report r');
    const nav = screen.getByRole('navigation', { name: 'Pay-gap views' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Base data' }));
    expect(screen.getByRole('link', { name: 'Adjusted pay gap' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /How we calculate/ })).toHaveAttribute(
      'href',
      '/methodology#adjusted-gap',
    );
  });
});
