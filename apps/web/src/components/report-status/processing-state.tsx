import { useTranslation } from 'react-i18next';
import { Loader } from '../ui/loader.tsx';
import styles from './report-status.module.css';

/** Shown while the background job works on the file; the screen polls meanwhile. */
export const ProcessingState = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-live="polite" aria-busy="true">
      <div className={styles.spinner}>
        <Loader size="large" label={t('report-status.processing.title')} />
      </div>
      <h2 className={styles.title}>{t('report-status.processing.title')}</h2>
      <p className={styles.text}>{t('report-status.processing.body')}</p>
    </section>
  );
};
