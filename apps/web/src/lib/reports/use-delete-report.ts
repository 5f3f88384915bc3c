import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';
import { limitsQueryKey } from './report-limits.ts';
import { defaultReport, reportListQueryKey } from './report-list.ts';

/**
 * Deletes a report and refreshes what depended on it: its views leave the cache, the list and
 * the allowance are read again. Resolves with the report to open next (the default of the
 * remaining ones), or undefined when none is left.
 */
export const useDeleteReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ReportSummary | undefined> => {
      await call(reportsRoutes.remove, { params: { id } });
      // The report's key is a prefix of every view of it (base, adjusted, ranges, employees).
      queryClient.removeQueries({ queryKey: routeKey(reportsRoutes.remove, { params: { id } }) });
      await queryClient.refetchQueries({ queryKey: reportListQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
      const remaining = queryClient.getQueryData<ReportSummary[]>(reportListQueryKey) ?? [];
      return defaultReport(remaining.filter((r) => r.id !== id));
    },
  });
};
