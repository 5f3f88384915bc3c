import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LimitsResponse, ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerRoute, callsOf, fakeCall } from '#testing/fake-api.ts';
import { ApiError } from '../api-error.ts';
import { limitsQueryOptions } from './report-limits.ts';
import { reportListQueryKey, reportListQueryOptions } from './report-list.ts';
import { uploadTimeoutMs, useUploadReport } from './use-upload-report.ts';

vi.mock('../api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const ID = '7d0f6a1e-7a7e-4d0a-9a55-1a1f3c6a2b10';
const summary: ReportSummary = {
  id: ID,
  label: 'Q1',
  records: null,
  created_at: '2025-04-18T10:00:00Z',
  report_ready: false,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
};
const limits: LimitsResponse = {
  how_many_reports_allowed: 5,
  current_report_count: 1,
  report_max_records_allowed: 2000,
  report_max_upload_bytes: 10_485_760,
};

/** The upload hook beside the list and the limits, as the new-report screen has them. */
const setup = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      upload: useUploadReport(),
      list: useQuery(reportListQueryOptions()),
      limits: useQuery(limitsQueryOptions()),
    }),
    { wrapper },
  );
  return { ...hook, client };
};
const file = new File(['ID,Gender'], 'salaries.csv');

describe('useUploadReport', () => {
  it('sends label then file, and has the new report in the list before it resolves', async () => {
    answerRoute(reportsRoutes.list, () => (callsOf(reportsRoutes.upload).length ? [summary] : []));
    answerRoute(reportsRoutes.limits, limits);
    answerRoute(reportsRoutes.upload, { id: ID });
    const { result, client } = setup();
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    let listWhenResolved: unknown;
    await act(async () => {
      await result.current.upload.mutateAsync({ file, label: 'Q1', onProgress: vi.fn() });
      listWhenResolved = client.getQueryData(reportListQueryKey);
    });
    expect(listWhenResolved).toEqual([summary]);
    const sent = callsOf(reportsRoutes.upload)[0]?.body;
    expect(sent).toEqual({ label: 'Q1', file });
    expect(Object.keys(sent as object)).toEqual(['label', 'file']);
    // Exempt from the API's 10 s, never retried.
    // The fake takes the call's options too, though its own signature names two arguments.
    const calls = fakeCall.mock.calls as unknown[][];
    const options = calls.find(([route]) => route === reportsRoutes.upload)?.[2];
    expect(options).toMatchObject({ timeout: 300_000, retry: 0 });
    await waitFor(() => expect(callsOf(reportsRoutes.limits)).toHaveLength(2));
  });

  it('reads the limits again after a refused upload', async () => {
    answerRoute(reportsRoutes.list, []);
    answerRoute(reportsRoutes.limits, limits);
    answerRoute(reportsRoutes.upload, () => {
      throw new ApiError({ error: 'MAX_REPORTS_REACHED', message: 'x' }, 403);
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.limits.data).toEqual(limits));
    await act(async () => {
      await expect(
        result.current.upload.mutateAsync({ file, label: 'Q1', onProgress: vi.fn() }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    await waitFor(() => expect(callsOf(reportsRoutes.limits)).toHaveLength(2));
    expect(callsOf(reportsRoutes.list)).toHaveLength(1);
  });
});

describe('uploadTimeoutMs', () => {
  it('waits at least 5 minutes, and as long as a slow line takes for a large file', () => {
    expect(uploadTimeoutMs(1024)).toBe(300_000);
    expect(uploadTimeoutMs(67_108_864)).toBe(2_048_000);
  });
});
