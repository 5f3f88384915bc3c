import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalResponseSchema, type LegalResponse } from '@parytet/contract/legal';
import { api } from '../../../lib/api-client.ts';

export const fetchLegalDetails = (): Promise<LegalResponse> =>
  api.get('legal').json(legalResponseSchema);

/** GET legal: the deployment's configuration, the same for everyone: read once per session. */
export const legalDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['legal'] as const,
    queryFn: fetchLegalDetails,
    staleTime: Infinity,
    meta: { silentError: true },
  });

export const useLegalDetails = () => useQuery(legalDetailsQueryOptions());
