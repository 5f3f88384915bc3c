import { Trans, useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '#components/ui/language-switch.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { SiteFooter } from '#components/ui/site-footer.tsx';
import { paths } from '#lib/paths.ts';
import styles from './auth-layout.module.css';

/** The frame of the sign-in screens: brand panel on wide screens, the form beside it. */
export const AuthLayout = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Logo to={paths.auth.main} label={t('common.homeLink')} className={styles.brandLogo} />
        <div className={styles.pitch}>
          <p className={styles.pitchTitle}>
            <Trans i18nKey="auth.layout.pitch" components={{ em: <em /> }} />
          </p>
          <ul className={styles.points}>
            <li>{t('auth.layout.point1')}</li>
            <li>{t('auth.layout.point2')}</li>
            <li>{t('auth.layout.point3')}</li>
          </ul>
        </div>
        <p className={styles.brandNote}>{t('auth.layout.note')}</p>
        <div className={styles.bars} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </aside>
      <div className={styles.main}>
        <div className={styles.topRow}>
          <Logo to={paths.auth.main} label={t('common.homeLink')} className={styles.mobileLogo} />
          <LanguageSwitch />
        </div>
        <main className={styles.panel} id="main-content">
          <div className={styles.panelInner}>
            <Outlet />
          </div>
        </main>
        <SiteFooter className={styles.footer} />
      </div>
    </div>
  );
};
