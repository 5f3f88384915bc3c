import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '#components/ui/notice.tsx';
import { Loader } from '#components/ui/loader.tsx';
import { ApiError } from '#lib/api-error.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { limitsQueryOptions } from '#lib/reports/report-limits.ts';
import { sizeLimitText } from '../lib/file-size.ts';
import fieldStyles from '#components/ui/field.module.css';
import { LimitMessage } from './limit-message.tsx';
import styles from './upload.module.css';

/** The plan's allowance: reports allowed, reports counted so far, records per report, file size. */
export const UploadLimits = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { data, error, isPending } = useQuery(limitsQueryOptions());

  if (isPending) return <Loader size="small" label={t('pay-gap.limits.loading')} />;
  if (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return (
      <Notice tone="error">
        {refused ? t('errors.USER_CANNOT_UPLOAD_REPORTS') : t('pay-gap.limits.failed')}
      </Notice>
    );
  }
  const used = data.current_report_count >= data.how_many_reports_allowed;
  return (
    <>
      <dl className={styles.limits}>
        <div>
          <dt>{t('pay-gap.limits.allowed')}</dt>
          <dd>{formatNumber(data.how_many_reports_allowed, lang)}</dd>
        </div>
        <div>
          <dt>{t('pay-gap.limits.current')}</dt>
          <dd>{formatNumber(data.current_report_count, lang)}</dd>
        </div>
        <div>
          <dt>{t('pay-gap.limits.records')}</dt>
          <dd>{formatNumber(data.report_max_records_allowed, lang)}</dd>
        </div>
        <div>
          <dt>{t('pay-gap.limits.fileSize')}</dt>
          <dd>{sizeLimitText(t, data.report_max_upload_bytes, lang)}</dd>
        </div>
      </dl>
      <p className={fieldStyles.hint}>{t('pay-gap.limits.failedDoNotCount')}</p>
      {used && (
        <Notice tone="info" title={t('pay-gap.limits.usedUp')}>
          <LimitMessage problem={{ kind: 'reports' }} />
        </Notice>
      )}
    </>
  );
};
