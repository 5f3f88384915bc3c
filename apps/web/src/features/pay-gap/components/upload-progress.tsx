import { useTranslation } from 'react-i18next';
import styles from './upload.module.css';

/**
 * How much of the file has gone; before it, while the browser compresses it; at 100 % the
 * server is still checking it.
 */
export const UploadProgress = ({
  fraction,
  compressing = false,
}: {
  fraction: number;
  compressing?: boolean;
}) => {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = compressing
    ? t('pay-gap.upload.progress.compressing')
    : percent < 100
      ? t('pay-gap.upload.progress.sending', { percent })
      : t('pay-gap.upload.progress.checking');
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        value={percent}
        max={100}
        aria-label={t('pay-gap.upload.progress.label')}
        aria-valuetext={label}
      />
      <p className={styles.progressText} aria-live="polite">
        {label}
      </p>
    </div>
  );
};
