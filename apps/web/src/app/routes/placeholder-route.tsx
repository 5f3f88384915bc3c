import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { isRouteHandle } from './route-handle.ts';
import styles from './placeholder-route.module.css';

/** Stands in for a screen another issue delivers; the route's `handle.titleKey` names it. */
export const PlaceholderRoute = () => {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle;
  const titleKey = isRouteHandle(handle) ? handle.titleKey : undefined;
  return (
    <section className={styles.screen}>
      <PageTitle>{titleKey ? t(titleKey) : t('common.appName')}</PageTitle>
      <Card flat className={styles.body}>
        <p>{t('common.placeholder')}</p>
      </Card>
    </section>
  );
};
