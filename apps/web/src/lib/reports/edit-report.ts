import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchReportBody } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { reportListQueryKey } from './report-list.ts';

/**
 * Edits a report's label, currency or period. Every key of the report's views starts with the
 * list's key, so one refresh reaches the list and each view that shows the details.
 */
export const useEditReport = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchReportBody) => call(reportsRoutes.rename, { params: { id }, body }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportListQueryKey }),
  });
};
