import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '#components/ui/language-switch.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { useDocumentTitle } from '#components/ui/page-title.tsx';
import { HOME_PATH } from '#lib/paths.ts';
import { MethodologyPage } from './methodology-page.tsx';
import styles from './methodology-standalone.module.css';

/**
 * /methodology: the methodology as a page of its own (public, opened in a new tab from the
 * report screens and the menu), with the brand, a way home and the language switch.
 */
export const MethodologyStandalone = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.methodology'));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo to={HOME_PATH} label={t('common.homeLink')} />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <MethodologyPage />
      </main>
    </div>
  );
};
