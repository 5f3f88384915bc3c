import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { REPORT_LIST_ANCHOR } from '#components/report-actions/report-list-anchor.ts';
import { IconChat, IconClose, IconLock, IconMenu, IconPlus } from '#components/ui/icons.tsx';
import { useUnlockText } from '#components/ui/locked-feature.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { paths } from '#lib/paths.ts';
import { useCan } from '#lib/permissions.ts';
import { PLANS_HREF, useFeatureAccess } from '#lib/plan-features.ts';
import styles from './mobile-top-bar.module.css';
import { SidebarContent } from './sidebar-content.tsx';

/** Narrow screens: new report, the menu ("control") and chat; the menu slides in from the right. */
export const MobileTopBar = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const { unlockPlanTitle: chatPlanTitle } = useFeatureAccess('chat');
  // What unlocks the chat, in the words the locked screens use; empty while the plans load.
  const chatUnlock = useUnlockText(chatPlanTitle);
  const can = useCan();
  const drawer = useRef<HTMLDialogElement>(null);

  // Following a link inside the menu closes it.
  useEffect(() => {
    drawer.current?.close();
  }, [pathname]);

  // A link to the report list (e.g. from a limit message) opens the menu that holds it on a phone.
  useEffect(() => {
    const openReportList = () => {
      const bar = drawer.current?.parentElement;
      if (window.location.hash !== `#${REPORT_LIST_ANCHOR}` || !bar) return;
      if (bar.getClientRects().length > 0 && !drawer.current?.open) drawer.current?.showModal();
    };
    window.addEventListener('hashchange', openReportList);
    return () => window.removeEventListener('hashchange', openReportList);
  }, []);

  return (
    <header className={[styles.bar, className].filter(Boolean).join(' ')}>
      <Logo
        to={paths.main.payGap}
        label={t('common.homeLink')}
        className={styles.logo}
        markOnPhones
      />
      {can('reports.upload') && (
        <Link to={paths.main.payGapNew} className={[styles.iconButton, styles.newReport].join(' ')}>
          <IconPlus size={18} />
          <span className={styles.newReportLabel}>{t('nav.newReport')}</span>
        </Link>
      )}
      {user?.features.chat ? (
        <Link to={paths.chat.root} className={styles.iconButton} aria-label={t('nav.chat')}>
          <IconChat />
        </Link>
      ) : user ? (
        // Outside the plan: the way to the plans, naming the one that unlocks the chat.
        <Link
          to={PLANS_HREF}
          className={styles.iconButton}
          data-locked
          aria-label={chatUnlock ? `${t('nav.chat')} (${chatUnlock})` : t('nav.chat')}
        >
          <IconChat />
          <IconLock size={12} />
        </Link>
      ) : (
        <button
          type="button"
          className={styles.iconButton}
          disabled
          aria-label={`${t('nav.chat')} (${t('layout.disabled.needsChat')})`}
        >
          <IconChat />
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        aria-label={t('layout.openMenu')}
        onClick={() => drawer.current?.showModal()}
      >
        <IconMenu />
      </button>
      <dialog ref={drawer} className={styles.drawer} aria-label={t('layout.menu')}>
        <div className={styles.drawerTop}>
          <Logo label="Parytet" className={styles.logo} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('layout.closeMenu')}
            onClick={() => drawer.current?.close()}
          >
            <IconClose />
          </button>
        </div>
        <div className={styles.drawerBody}>
          <SidebarContent />
        </div>
      </dialog>
    </header>
  );
};
