import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import { optionalColumnNames, requiredColumnNames } from '@parytet/contract/salary-file';
import { currentLanguage } from '#lib/i18n.ts';
import { dismissSuccessNotices } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useCan } from '#lib/permissions.ts';
// The operator's contact is configuration served by the legal feature; the screen only shows it.
import { OperatorContact } from '../operator-contact.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { ErrorDetailsTable } from './error-details-table.tsx';
import { processingMessageKey } from './processing-messages.ts';
import styles from './report-status.module.css';

export type ReportErrorScreenProps = {
  /** The report failed (or is ready without data): say why, from its error code. */
  code?: ProcessingErrorCode | null;
  details?: readonly ErrorDetail[] | null;
};

/** A report the job could not process: the reason, the places at fault, the way forward. */
export const ReportErrorScreen = ({ code, details }: ReportErrorScreenProps) => {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const lang = currentLanguage(i18n);
  // The columns named from the contract's lists, so the message never falls behind the engine.
  const columns = {
    required: requiredColumnNames(lang).join(', '),
    optional: optionalColumnNames(lang).join(', '),
  };
  // "File uploaded, we are processing it" must not stay beside the card saying it failed.
  useEffect(dismissSuccessNotices, []);
  return (
    <section className={[styles.panel, styles.error].join(' ')} role="alert">
      <h2 className={styles.title}>{t('report-status.failed.title')}</h2>
      <p className={styles.message}>{t(processingMessageKey(code), columns)}</p>
      {details && details.length > 0 && <ErrorDetailsTable code={code} details={details} />}
      <p className={styles.text}>{t('report-status.failed.thanks')}</p>
      <OperatorContact className={styles.text} />
      <div className={styles.actions}>
        {can('reports.upload') && (
          <ButtonLink to={paths.main.payGapNew}>{t('report-status.failed.uploadAgain')}</ButtonLink>
        )}
      </div>
    </section>
  );
};

export type LoadErrorScreenProps = { onRetry?: () => void; retrying?: boolean };

/** The report could not be fetched at all (network, server). */
export const LoadErrorScreen = ({ onRetry, retrying = false }: LoadErrorScreenProps) => {
  const { t } = useTranslation();
  return (
    <section className={[styles.panel, styles.error].join(' ')} role="alert">
      <h2 className={styles.title}>{t('report-status.load.title')}</h2>
      <p className={styles.text}>{t('report-status.load.body')}</p>
      {onRetry && (
        <div className={styles.actions}>
          <Button variant="secondary" busy={retrying} onClick={onRetry}>
            {t('report-status.load.retry')}
          </Button>
        </div>
      )}
    </section>
  );
};
