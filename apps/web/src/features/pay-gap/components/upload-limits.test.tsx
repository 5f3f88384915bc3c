import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitsResponse } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerRoute } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { ApiError } from '#lib/api-error.ts';
import { UploadLimits } from './upload-limits.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const answer = {
  current: (): Promise<LimitsResponse> => Promise.reject(new Error('unset')),
};
beforeEach(() => answerRoute(reportsRoutes.limits, () => answer.current()));
afterEach(cleanup);

describe('UploadLimits', () => {
  it('shows the allowance in Polish number format', async () => {
    answer.current = () =>
      Promise.resolve({
        how_many_reports_allowed: 5,
        current_report_count: 2,
        report_max_records_allowed: 20_000,
        report_max_upload_bytes: 67_108_864,
      });
    await renderWithProviders(<UploadLimits />);
    expect(await screen.findByText('Reports allowed')).toBeInTheDocument();
    expect(screen.getByText('Max records per report').parentElement).toHaveTextContent(/20\s000/);
    // The plan's own file size, as the operator raised it.
    expect(screen.getByText('Largest file').parentElement).toHaveTextContent('64 MB');
    expect(screen.queryByText(/You have used all the reports/)).not.toBeInTheDocument();
  });

  it('warns when every report is used', async () => {
    answer.current = () =>
      Promise.resolve({
        how_many_reports_allowed: 1,
        current_report_count: 1,
        report_max_records_allowed: 250,
        report_max_upload_bytes: 10_485_760,
      });
    await renderWithProviders(<UploadLimits />);
    expect(await screen.findByText(/You have used all the reports your plan allows/)).toBeVisible();
  });

  it.each([401, 403])('reads a %s as "you cannot upload reports"', async (status) => {
    answer.current = () =>
      Promise.reject(new ApiError({ error: 'FORBIDDEN', message: 'x' }, status));
    await renderWithProviders(<UploadLimits />);
    expect(
      await screen.findByText('You cannot upload reports. Please contact us to upgrade your plan.'),
    ).toBeInTheDocument();
  });

  it('says the limits could not be loaded on any other failure', async () => {
    answer.current = () =>
      Promise.reject(new ApiError({ error: 'INTERNAL_ERROR', message: 'x' }, 500));
    await renderWithProviders(<UploadLimits />);
    expect(await screen.findByText(/We could not load your limits/)).toBeInTheDocument();
  });
});
