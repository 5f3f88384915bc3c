import { useQuery } from '@tanstack/react-query';
import {
  authProvidersResponseSchema,
  type AuthProvidersResponse,
  type SocialProvider,
} from '@parytet/contract/auth-providers';
import { api, apiUrl } from '../../../lib/api-client.ts';

const NONE: AuthProvidersResponse = { google: false, microsoft: false };

/**
 * GET auth/providers. A server that does not offer social sign-in (no such endpoint, an error)
 * means no buttons: they are shown only when the server says a provider is configured.
 */
export const fetchAuthProviders = async (): Promise<AuthProvidersResponse> => {
  try {
    return await api.get('auth/providers', { retry: 0 }).json(authProvidersResponseSchema);
  } catch {
    return NONE;
  }
};

export const useAuthProviders = () =>
  useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
    meta: { silentError: true },
  });

/** The browser itself goes there: the server redirects on to the provider. */
export const socialLoginUrl = (provider: SocialProvider) => apiUrl(`auth/login/${provider}`);
