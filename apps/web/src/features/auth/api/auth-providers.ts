import { useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse, SocialProvider } from '@parytet/contract/auth-providers';
import { authRoutes } from '@parytet/contract/routes/auth';
import { apiUrl } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api/call.ts';
import { routeKey } from '../../../lib/api/query-keys.ts';

const NONE: AuthProvidersResponse = { google: false, microsoft: false };

/**
 * The providers the server offers. A server that does not offer social sign-in (no such endpoint, an error)
 * means no buttons: they are shown only when the server says a provider is configured.
 */
export const fetchAuthProviders = async (): Promise<AuthProvidersResponse> => {
  try {
    return await call(authRoutes.providers, {}, { retry: 0 });
  } catch {
    return NONE;
  }
};

export const useAuthProviders = () =>
  useQuery({
    queryKey: routeKey(authRoutes.providers),
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
    meta: { silentError: true },
  });

/** The browser itself goes there: the server redirects on to the provider. */
export const socialLoginUrl = (provider: SocialProvider) => apiUrl(`auth/login/${provider}`);
