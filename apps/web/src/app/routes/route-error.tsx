import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { HOME_PATH } from '#lib/paths.ts';
import styles from './route-error.module.css';

// Loaded on demand, so React Query stays out of the first load; the screen never waits for it.
const CrashContact = lazy(async () => ({
  default: (await import('./crash-contact.tsx')).CrashContact,
}));

/** Shows nothing when the contact's code cannot be loaded (e.g. after a deploy). */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Last line of defence: a screen crashed or its code could not be loaded (e.g. after a deploy). */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={styles.page}>
      <Card accent className={styles.card}>
        <PageTitle subtitle={t('common.crashed.body')}>{t('common.crashed.title')}</PageTitle>
        <Optional>
          <Suspense fallback={null}>
            <CrashContact />
          </Suspense>
        </Optional>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{t('common.crashed.reload')}</Button>
          <ButtonLink to={HOME_PATH} variant="secondary" reloadDocument>
            {t('common.crashed.home')}
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
};
