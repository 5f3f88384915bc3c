import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenLoader } from '#components/ui/loader.tsx';
import { useAuthStore } from '#lib/auth-store.ts';
import { currentUserQueryOptions } from '#lib/current-user.ts';
import { paths } from '#lib/paths.ts';
import { logout } from '#lib/session.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * Spec §2: the private area needs a session and a successful current-user call; otherwise the
 * user goes to the auth main screen. A failed call also ends the session, so the auth screens'
 * guard does not bounce the user straight back here.
 */
export const PrivateGuard = () => {
  const isAuthorised = useAuthStore((s) => s.isAuthorised);
  const exp = useAuthStore((s) => s.exp);
  useSessionExpiry(exp);
  const me = useQuery({ ...currentUserQueryOptions(), enabled: isAuthorised });

  useEffect(() => {
    if (me.isError) logout();
  }, [me.isError]);

  if (!isAuthorised || me.isError) return <Navigate to={paths.auth.main} replace />;
  if (me.isPending) return <FullScreenLoader />;
  return <Outlet />;
};
