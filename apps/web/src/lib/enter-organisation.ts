import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@parytet/contract/auth';
import { useAuthStore } from './auth-store.ts';
import { paths } from './paths.ts';

/**
 * Takes a token for another organisation (switching, an accepted invitation): stores it, drops
 * every cached answer of the previous one and opens the pay-gap section.
 */
export const useEnterOrganisation = () => {
  const storeSession = useAuthStore((s) => s.login);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (session: LoginResponse) => {
    storeSession(session);
    // Reset, not clear: mounted screens keep their queries and read them again with the new token.
    await queryClient.resetQueries();
    await navigate(paths.main.payGap, { replace: true });
  };
};
