import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';
import { limitsQueryKey } from './report-limits.ts';
import { defaultReport, reportListQueryKey } from './report-list.ts';

export type DeleteReportOptions = {
  /**
   * Told once the server has deleted the report, with the report to open next (the default of
   * the remaining ones, if any), before the caches change: a screen showing the deleted report
   * must leave it first, or it would find its report gone and redirect on its own. A returned
   * promise is awaited: the caches change only once the screen has left the report.
   */
  onDeleted?: (id: string, next: ReportSummary | undefined) => Promise<void> | void;
};

/**
 * Deletes a report and refreshes what depended on it: its views leave the cache, the list and
 * the allowance are read again.
 */
export const useDeleteReport = ({ onDeleted }: DeleteReportOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(reportsRoutes.remove, { params: { id } });
      const known = queryClient.getQueryData<ReportSummary[]>(reportListQueryKey) ?? [];
      await onDeleted?.(id, defaultReport(known.filter((r) => r.id !== id)));
      // The report's key is a prefix of every view of it (base, adjusted, ranges, employees).
      queryClient.removeQueries({ queryKey: routeKey(reportsRoutes.remove, { params: { id } }) });
      await queryClient.refetchQueries({ queryKey: reportListQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    },
  });
};
