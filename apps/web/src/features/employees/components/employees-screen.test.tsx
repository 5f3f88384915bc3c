import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { renderRoutes } from '#testing/render.tsx';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute } from '#testing/fake-api.ts';
import { fakeLayout } from '#testing/fake-layout.ts';
import { employeesAnswer, STAFF } from '#testing/employees.ts';
import { EmployeesScreen } from './employees-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const FAILED = '22222222-2222-4222-8222-222222222222';
const READY = '33333333-3333-4333-8333-333333333333';
const summary = (id: string, patch: Partial<ReportSummary>): ReportSummary => ({
  id,
  label: `Report ${id.slice(0, 4)}`,
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  records: 8,
  created_at: '2025-04-18T10:00:00Z',
  ...patch,
});

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeLayout();
  answerMe('owner');
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const open = (id: string, lng: 'en' | 'pl' = 'en') =>
  renderRoutes([{ path: '/main/employees/:id', element: <EmployeesScreen /> }], {
    path: `/main/employees/${id}`,
    lng,
  });

describe('EmployeesScreen', () => {
  it('invites to upload a report when there is none', async () => {
    answerRoute(reportsRoutes.list, []);
    await open('anything');
    expect(
      await screen.findByText(
        /^There are currently no reports available to you\. Upload your anonymized salary data to view your pay gap insights/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload salary data' })).toHaveAttribute(
      'href',
      '/main/pay-gap/new',
    );
  });

  it('says the same in Polish', async () => {
    answerRoute(reportsRoutes.list, []);
    await open('anything', 'pl');
    expect(
      await screen.findByText(/Prześlij zanonimizowane dane o wynagrodzeniach/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pracownicy' })).toBeInTheDocument();
  });

  it('opens the default report (the first ready one) for an unknown id', async () => {
    answerRoute(reportsRoutes.list, [
      summary(FAILED, { report_ready: false, report_failed: true }),
      summary(READY, {}),
    ]);
    answerRoute(reportsRoutes.employees, ({ params }) => {
      if (params?.id !== READY) throw new Error(`no report ${params?.id}`);
      return employeesAnswer(STAFF);
    });
    const { router } = await open('not-a-report');
    expect(await screen.findByText('8 employees')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/main/employees/${READY}`);
    expect(
      screen.getByRole('heading', { level: 1, name: `Report ${READY.slice(0, 4)}` }),
    ).toBeInTheDocument();
  });
});
