import { useTranslation } from 'react-i18next';
import { IconChevronLeft } from '#components/ui/icons.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { paths } from '#lib/paths.ts';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed.ts';
import { SidebarContent } from './sidebar-content.tsx';
import styles from './sidebar.module.css';
import { REPORT_LIST_ANCHOR } from '#components/report-actions/report-list-anchor.ts';

const BODY_ID = 'sidebar-body';

/** Desktop sidebar: 180 px open, icons only when collapsed (animated, spec §9: 0.45 s). */
export const Sidebar = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { collapsed, toggle } = useSidebarCollapsed();
  return (
    <div
      className={[styles.sidebar, collapsed && styles.collapsed, className]
        .filter(Boolean)
        .join(' ')}
      data-collapsed={collapsed}
    >
      <div className={styles.top}>
        <Logo
          to={paths.main.payGap}
          compact={collapsed}
          label={t('common.homeLink')}
          className={styles.logo}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={BODY_ID}
          aria-label={t('layout.collapse')}
          onClick={toggle}
        >
          <IconChevronLeft />
        </button>
      </div>
      <div className={styles.body} id={BODY_ID}>
        <SidebarContent collapsed={collapsed} reportListId={REPORT_LIST_ANCHOR} />
      </div>
    </div>
  );
};
