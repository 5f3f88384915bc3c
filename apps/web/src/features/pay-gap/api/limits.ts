import { queryOptions } from '@tanstack/react-query';
import { limitsResponseSchema } from '@parytet/contract/reports';
import { api } from '../../../lib/api-client.ts';

export const limitsQueryKey = ['reports', 'pay-gap', 'limits'] as const;

/** GET reports/pay-gap/limits; the screen shows its own message when it fails. */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) =>
      api.get('reports/pay-gap/limits', { signal }).json(limitsResponseSchema),
    meta: { silentError: true },
  });
