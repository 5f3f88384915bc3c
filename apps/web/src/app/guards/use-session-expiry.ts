import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '#lib/notify.ts';
import { logout } from '#lib/session.ts';

// setTimeout keeps delays in a signed 32-bit integer; longer ones would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Ends the session when the token expires, rather than on the next failing call. */
export const useSessionExpiry = (exp: number | null) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (exp === null) return;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = window.setTimeout(
      () => {
        logout();
        notifyInfo(t('errors.UNAUTHORIZED'), { carryOver: true });
      },
      Math.max(delay, 0),
    );
    return () => window.clearTimeout(timer);
  }, [exp, t]);
};
