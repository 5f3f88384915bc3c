import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalRoutes } from '@parytet/contract/routes/legal';
import { call } from './api/call.ts';
import { routeKey } from './api/query-keys.ts';

/** GET legal: the deployment's configuration, the same for everyone: read once per session. */
export const legalDetailsQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(legalRoutes.details),
    queryFn: ({ signal }) => call(legalRoutes.details, {}, { signal }),
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const useLegalDetails = () => useQuery(legalDetailsQueryOptions());
