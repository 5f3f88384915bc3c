import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponseSchema, type Plan } from '@parytet/contract/plans';
import { api } from '../../../lib/api-client.ts';

export const fetchPlans = (): Promise<Plan[]> => api.get('plans').json(plansResponseSchema);

/** GET plans: the same for everyone and rarely changed, so read once per session. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'] as const,
    queryFn: fetchPlans,
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const usePlans = () => useQuery(plansQueryOptions());
