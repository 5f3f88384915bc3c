import { useQuery } from '@tanstack/react-query';
import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

const POLL_MS = 500;

/** An export's status, polled until it is ready or failed. */
export const useExportStatus = (exportId: string | null) =>
  useQuery({
    queryKey: routeKey(reportExportsRoutes.exportStatus, { params: { id: exportId ?? '-' } }),
    queryFn: ({ signal }) =>
      call(reportExportsRoutes.exportStatus, { params: { id: exportId ?? '' } }, { signal }),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : POLL_MS;
    },
  });
