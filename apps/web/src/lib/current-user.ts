import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@parytet/contract/users';
import { api } from './api-client.ts';

export const currentUserQueryKey = ['users', 'me'] as const;

/** The schema (and zod) load beside the request, keeping them out of the first load. */
export const fetchCurrentUser = async (): Promise<MeResponse> => {
  const [{ meResponseSchema }, response] = await Promise.all([
    import('@parytet/contract/users'),
    api.get('users/me'),
  ]);
  return meResponseSchema.parse(await response.json());
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  });

/** The signed-in user (GET users/me); the private area's guard has already loaded it. */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
