import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissOnNavigation } from '#lib/notify.ts';

/**
 * A new screen takes the old toasts away (a plan error must not follow the user to a working
 * report). Only the path counts: removing `?error=` from the address is no navigation.
 */
export const useDismissOnNavigation = () => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissOnNavigation();
  }, [pathname]);
};
