import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '#components/ui/button.tsx';
import {
  IconBands,
  IconBenchmark,
  IconChat,
  IconEmployees,
  IconLogout,
  IconMerit,
  IconPayGap,
  IconRanges,
  IconTransparency,
  IconUpgrade,
  type IconProps,
} from '#components/ui/icons.tsx';
import { LanguageSwitch } from '#components/ui/language-switch.tsx';
import { LockedTag } from '#components/ui/locked-feature.tsx';
import { NewTabLink } from '#components/ui/new-tab-link.tsx';
import { useAuthStore } from '#lib/auth-store.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import { paths } from '#lib/paths.ts';
import { usePlans } from '#lib/plans.ts';
import { useReportList } from '#lib/reports/report-list.ts';
import { logout } from '#lib/session.ts';
import { buildNavItems, type NavKey } from '../hooks/nav-items.ts';
import { ChatList } from './chat-list.tsx';
import { OrganisationSwitcher } from './organisation-switcher.tsx';
import { ReportList } from './report-list.tsx';
import styles from './sidebar-content.module.css';
import { UserBadge } from './user-badge.tsx';

const ICONS: Record<NavKey, ComponentType<IconProps>> = {
  payGap: IconPayGap,
  salaryRanges: IconRanges,
  employees: IconEmployees,
  reporting: IconTransparency,
  salaryBands: IconBands,
  meritCycles: IconMerit,
  benchmarking: IconBenchmark,
  chat: IconChat,
  upgradePlan: IconUpgrade,
};

export type SidebarContentProps = {
  collapsed?: boolean;
  /** The report list's id, for links to it (given on one of the sidebar's two copies). */
  reportListId?: string;
};

/** Navigation, reports, language, user and logout: shared by the sidebar and the mobile menu. */
export const SidebarContent = ({ collapsed = false, reportListId }: SidebarContentProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAuthorised = useAuthStore((s) => s.isAuthorised);
  const { data: user } = useCurrentUser();
  const { data: reports = [] } = useReportList();
  const { data: plans } = usePlans();
  const items = buildNavItems({ user, reports, pathname, plans });

  const onLogout = () => {
    logout();
    void navigate(paths.auth.main, { replace: true });
  };

  return (
    <div className={[styles.content, collapsed && styles.collapsed].filter(Boolean).join(' ')}>
      <nav aria-label={t('layout.navLabel')}>
        <ul className={styles.navList}>
          {items.map(({ key, to, disabledReason, active, lock }) => {
            const Icon = ICONS[key];
            const label = <span className={styles.label}>{t(`nav.${key}`)}</span>;
            return (
              <li key={key}>
                {to ? (
                  <Link
                    to={to}
                    className={styles.navItem}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? t(`nav.${key}`) : undefined}
                    data-locked={lock ? true : undefined}
                  >
                    <Icon />
                    {label}
                    {lock && !collapsed && (
                      <>
                        <span className={styles.lockBreak} aria-hidden="true" />
                        <LockedTag planTitle={lock.planTitle} />
                      </>
                    )}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.navItem}
                    disabled
                    title={t(`layout.disabled.${disabledReason ?? 'comingSoon'}`)}
                  >
                    <Icon />
                    {label}
                    <span className="visually-hidden">
                      {' '}
                      ({t(`layout.disabled.${disabledReason ?? 'comingSoon'}`)})
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {isAuthorised && !collapsed && <ReportList id={reportListId} />}
      {isAuthorised && !collapsed && user?.features.chat && <ChatList />}
      <div className={styles.footer}>
        <div className={styles.hideCollapsed}>
          <LanguageSwitch tone="dark" />
        </div>
        {isAuthorised ? (
          <>
            {!collapsed && <OrganisationSwitcher />}
            {user && <UserBadge user={user} compact={collapsed} />}
            <button
              type="button"
              className={styles.navItem}
              onClick={onLogout}
              title={collapsed ? t('layout.logout') : undefined}
            >
              <IconLogout />
              <span className={styles.label}>{t('layout.logout')}</span>
            </button>
          </>
        ) : (
          <div className={[styles.guestActions, styles.hideCollapsed].join(' ')}>
            <ButtonLink to={paths.auth.signUp} size="sm" fullWidth>
              {t('landing.signUp')}
            </ButtonLink>
            <ButtonLink to={paths.auth.login} size="sm" variant="inverse" fullWidth>
              {t('landing.login')}
            </ButtonLink>
          </div>
        )}
        <ul className={[styles.pageLinks, styles.hideCollapsed].join(' ')}>
          {(['methodology', 'terms', 'privacy'] as const).map((page) => (
            <li key={page}>
              <NewTabLink to={paths[page]}>{t(`nav.${page}`)}</NewTabLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
