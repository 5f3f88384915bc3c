import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@parytet/contract/users';
import { call } from './api/call.ts';

/** The route's path, written out only here so the first load needs no schema (see below). */
export const currentUserQueryKey = ['users', 'me'] as const;

/** The route (with its schema and zod) loads beside the request, out of the first load. */
const fetchCurrentUser = async (): Promise<MeResponse> => {
  const { usersRoutes } = await import('@parytet/contract/routes/users');
  return call(usersRoutes.me);
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  });

/** The signed-in user; the private area's guard has already loaded it. */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
