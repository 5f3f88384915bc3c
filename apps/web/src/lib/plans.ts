import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { call } from './api/call.ts';
import { routeKey } from './api/query-keys.ts';

const fetchPlans = () => call(plansRoutes.list);

/** The same for everyone and rarely changed, so read once per session. */
const plansQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(plansRoutes.list),
    queryFn: fetchPlans,
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const usePlans = () => useQuery(plansQueryOptions());
