import { useQuery } from '@tanstack/react-query';
import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

export const lettersQueryKey = (reportId: string) =>
  routeKey(reportExportsRoutes.listLetters, { params: { id: reportId } });

/** The information requests answered from a report, newest first. */
export const useLetters = (reportId: string) =>
  useQuery({
    queryKey: lettersQueryKey(reportId),
    queryFn: ({ signal }) =>
      call(reportExportsRoutes.listLetters, { params: { id: reportId } }, { signal }),
  });
