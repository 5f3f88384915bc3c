import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAuthStore } from '#lib/auth-store.ts';
import { paths } from '#lib/paths.ts';

const DRAFT_SCREENS = [paths.auth.signUp, paths.auth.details];

const isRegistrationScreen = (pathname: string) =>
  DRAFT_SCREENS.some((pattern) => matchPath(pattern, pathname) !== null);

/** Spec §2: the registration draft lives only while the user is on sign-up or "tell us more". */
export const useRegistrationDraftJanitor = () => {
  const { pathname } = useLocation();
  const clearRegistration = useAuthStore((s) => s.clearRegistration);
  useEffect(() => {
    if (!isRegistrationScreen(pathname)) clearRegistration();
  }, [pathname, clearRegistration]);
};
