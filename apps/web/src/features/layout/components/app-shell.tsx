import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BlockLoader } from '#components/ui/loader.tsx';
import styles from './app-shell.module.css';
import { BlockedBanner } from './blocked-banner.tsx';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { Sidebar } from './sidebar.tsx';

/** The private area's frame: sidebar (desktop) or top bar (≤ 820 px) around the screen. */
export const AppShell = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink} data-print="hide">
        {t('layout.skipToContent')}
      </a>
      <div className={styles.sidebarSlot} data-print="hide">
        <Sidebar />
      </div>
      <div className={styles.topBarSlot} data-print="hide">
        <MobileTopBar />
      </div>
      <main className={styles.main} id="main-content" tabIndex={-1}>
        <BlockedBanner />
        <Suspense fallback={<BlockLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
};
