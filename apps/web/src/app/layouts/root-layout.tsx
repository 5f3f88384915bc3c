import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useDismissOnNavigation } from '../hooks/use-dismiss-on-navigation.ts';
import { useQueryNotices } from '../hooks/use-query-notices.ts';
import { useRegistrationDraftJanitor } from '../hooks/use-registration-draft-janitor.ts';
import styles from './root-layout.module.css';

/** Wraps every screen: query-string notices, draft clean-up, navigation progress. */
export const RootLayout = () => {
  // Before the notices: a link to a new screen with `?error=` keeps its own notice.
  useDismissOnNavigation();
  useQueryNotices();
  useRegistrationDraftJanitor();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
