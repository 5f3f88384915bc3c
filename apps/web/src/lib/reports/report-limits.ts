import { queryOptions } from '@tanstack/react-query';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';

export const limitsQueryKey = routeKey(reportsRoutes.limits);

/** The plan's report allowance; the screen shows its own message when it fails. */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => call(reportsRoutes.limits, {}, { signal }),
    meta: { silentError: true },
  });
