import { useQuery } from '@tanstack/react-query';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

/** Which social sign-in providers this deployment offers (an unconfigured one is not shown). */
const fetchAuthProviders = () => call(authRoutes.providers);

export const useAuthProviders = () =>
  useQuery({
    queryKey: routeKey(authRoutes.providers),
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
  });
