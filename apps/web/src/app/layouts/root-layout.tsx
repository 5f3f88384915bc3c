import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useQueryNotices } from '../hooks/use-query-notices.ts';
import { useRegistrationDraftJanitor } from '../hooks/use-registration-draft-janitor.ts';
import styles from './root-layout.module.css';

/** Wraps every screen: query-string notices, draft clean-up, navigation progress. */
export const RootLayout = () => {
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
