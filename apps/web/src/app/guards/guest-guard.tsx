import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '#lib/auth-store.ts';
import { HOME_PATH } from '#lib/paths.ts';

/** Spec §2: a signed-in user who opens an auth screen is taken to the pay-gap section. */
export const GuestGuard = () => {
  const isAuthorised = useAuthStore((s) => s.isAuthorised);
  return isAuthorised ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
};
