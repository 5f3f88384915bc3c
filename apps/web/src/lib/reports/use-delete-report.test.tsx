import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { routeKey } from '../api/query-keys.ts';
import { limitsQueryKey } from './report-limits.ts';
import { reportListQueryKey, reportListQueryOptions } from './report-list.ts';
import { useDeleteReport } from './use-delete-report.ts';

vi.mock('../api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const report = (id: string, patch: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  label: `Report ${id}`,
  records: 10,
  created_at: '2025-04-18T10:00:00Z',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  ...patch,
});

describe('useDeleteReport', () => {
  it('names the next report before the caches change, then drops the report’s views', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reports = [report('a'), report('b', { report_failed: true }), report('c')];
    client.setQueryData(reportListQueryKey, reports);
    client.setQueryData(limitsQueryKey, { how_many_reports_allowed: 5 });
    client.setQueryData(routeKey(reportsRoutes.base, { params: { id: 'a' } }), { status: 'ready' });
    client.setQueryData(routeKey(reportsRoutes.base, { params: { id: 'c' } }), { status: 'ready' });
    answerRoute(reportsRoutes.remove, () => undefined);
    answerRoute(reportsRoutes.list, () =>
      callsOf(reportsRoutes.remove).length ? reports.filter((r) => r.id !== 'a') : reports,
    );
    const onDeleted = vi.fn((_id: string, _next: ReportSummary | undefined) => {
      // Told while the list still holds the report, so a screen can leave it first.
      expect(client.getQueryData<ReportSummary[]>(reportListQueryKey)).toHaveLength(3);
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ remove: useDeleteReport({ onDeleted }), list: useQuery(reportListQueryOptions()) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));

    await act(() => result.current.remove.mutateAsync('a'));

    expect(callsOf(reportsRoutes.remove)).toEqual([{ params: { id: 'a' } }]);
    expect(onDeleted).toHaveBeenCalledWith('a', reports[2]);
    expect(
      client.getQueryData(routeKey(reportsRoutes.base, { params: { id: 'a' } })),
    ).toBeUndefined();
    expect(
      client.getQueryData(routeKey(reportsRoutes.base, { params: { id: 'c' } })),
    ).toBeDefined();
    expect(client.getQueryData<ReportSummary[]>(reportListQueryKey)?.map((r) => r.id)).toEqual([
      'b',
      'c',
    ]);
    expect(client.getQueryState(limitsQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the list as it was until the screen has left the deleted report', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reports = [report('a'), report('c')];
    client.setQueryData(reportListQueryKey, reports);
    answerRoute(reportsRoutes.remove, () => undefined);
    answerRoute(reportsRoutes.list, () =>
      callsOf(reportsRoutes.remove).length ? reports.filter((r) => r.id !== 'a') : reports,
    );
    let leave: (value: undefined) => void = () => undefined;
    const left = new Promise<undefined>((resolve) => {
      leave = resolve;
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        remove: useDeleteReport({ onDeleted: () => left }),
        list: useQuery(reportListQueryOptions()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));

    const done = result.current.remove.mutateAsync('a');
    await waitFor(() => expect(callsOf(reportsRoutes.remove)).toHaveLength(1));
    // A navigation still under way: the list must not lose the report the screen shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData<ReportSummary[]>(reportListQueryKey)).toHaveLength(2);

    leave(undefined);
    await act(() => done);
    expect(client.getQueryData<ReportSummary[]>(reportListQueryKey)?.map((r) => r.id)).toEqual([
      'c',
    ]);
  });
});
