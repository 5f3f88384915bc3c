import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#components/ui/button.tsx';
import { LanguageSwitch } from '#components/ui/language-switch.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { SiteFooter } from '#components/ui/site-footer.tsx';
import { useDocumentTitle } from '#components/ui/page-title.tsx';
import { paths } from '#lib/paths.ts';
import styles from './landing-screen.module.css';
import { TypingSlogans } from './typing-slogans.tsx';

const FEATURES = ['gap', 'adjusted', 'ranges'] as const;

/** `/auth/main`: what Parytet does, the typed slogans, and the way in. */
export const LandingScreen = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo label="Parytet" className={styles.logo} />
        <LanguageSwitch tone="dark" />
      </header>
      <main id="main-content">
        <section className={styles.hero} aria-labelledby="landing-title">
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
            <h1 className={styles.title} id="landing-title">
              {t('landing.title')}
            </h1>
            <TypingSlogans />
            <p className={styles.lead}>{t('landing.lead')}</p>
            <div className={styles.actions}>
              <ButtonLink to={paths.auth.signUp}>{t('landing.signUp')}</ButtonLink>
              <ButtonLink to={paths.auth.login} variant="inverse">
                {t('landing.login')}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.visual} aria-hidden="true">
            <span className={styles.bar} />
            <span className={styles.bar} />
            <span className={styles.bar} />
          </div>
        </section>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span className={styles.featureMark} aria-hidden="true" />
              <h2>{t(`landing.features.${feature}.title`)}</h2>
              <p>{t(`landing.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter className={styles.footer} />
    </div>
  );
};
