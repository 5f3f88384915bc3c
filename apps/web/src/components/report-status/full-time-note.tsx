import { useTranslation } from 'react-i18next';
import styles from './report-section.module.css';

/**
 * Said wherever a report's amounts are full-time equivalents (the file had FTE or Weekly Hours,
 * decisions §8): each amount is what was paid divided by the person's share of full time.
 */
export const FullTimeNote = ({ shown }: { shown: boolean }) => {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={styles.blockIntro} data-note="full-time-equivalent">
      {t('common.fullTimeEquivalent.note')}
    </p>
  );
};
