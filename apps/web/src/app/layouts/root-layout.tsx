import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toasts } from '#components/ui/toasts.tsx';
import { queryClient } from '#lib/query-client.ts';
import { useDismissOnNavigation } from '../hooks/use-dismiss-on-navigation.ts';
import { useQueryNotices } from '../hooks/use-query-notices.ts';
import { useRegistrationDraftJanitor } from '../hooks/use-registration-draft-janitor.ts';
import styles from './root-layout.module.css';

/**
 * Wraps every screen: server state, the toast stack, query-string notices, draft clean-up and
 * navigation progress. Loaded as a lazy route beside the screen's own code, so React Query, the
 * HTTP client and the toasts stay out of the first load (docs/performance.md, "Web").
 */
export const RootLayout = () => (
  <QueryClientProvider client={queryClient}>
    <RootFrame />
    <Toasts />
  </QueryClientProvider>
);

const RootFrame = () => {
  const { t } = useTranslation();
  // Before the notices: a link to a new screen with `?error=` keeps its own notice.
  useDismissOnNavigation();
  useQueryNotices();
  useRegistrationDraftJanitor();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div className={styles.progress}>
          {/* The bar is seen; the words are heard while the next screen's code loads. */}
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
