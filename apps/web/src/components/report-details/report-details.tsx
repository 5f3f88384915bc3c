import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  patchReportBodySchema,
  type PatchReportBody,
  type ReportSummary,
} from '@parytet/contract/reports';
import { formatDate, type Lang } from '#lib/format.ts';
import { useCan } from '#lib/permissions.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useEditReport } from '#lib/reports/edit-report.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { Button } from '../ui/button.tsx';
import { dateOrNull, DetailsFields } from './details-fields.tsx';
import styles from './report-details.module.css';

// A calendar date, read as the local day it names (not UTC midnight, a day early in the west).
const localDay = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** "1 Jan 2025 – 31 Dec 2025"; null when the report has no period (stored before periods). */
const formatPeriod = (report: Pick<ReportSummary, 'period_start' | 'period_end'>, lang: Lang) => {
  if (!report.period_start || !report.period_end) return null;
  return `${formatDate(localDay(report.period_start), lang, 'long')} – ${formatDate(localDay(report.period_end), lang, 'long')}`;
};

type EditorProps = { report: ReportSummary; onClose: () => void };

const DetailsEditor = ({ report, onClose }: EditorProps) => {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const edit = useEditReport(report.id);
  const { register, handleSubmit, formState } = useForm<PatchReportBody>({
    resolver: zodResolver(patchReportBodySchema),
    defaultValues: {
      currency: report.currency,
      period_start: report.period_start,
      period_end: report.period_end,
    },
  });
  const onSubmit = async (body: PatchReportBody) => {
    try {
      await edit.mutateAsync(body);
      notifySuccess(t('report-status.reportDetails.saved'));
      onClose();
    } catch {
      notifyError(t('report-status.reportDetails.failed'));
    }
  };
  const { errors } = formState;
  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={t('report-status.reportDetails.edit')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <DetailsFields
        register={{
          currency: register('currency'),
          period_start: register('period_start', { setValueAs: dateOrNull }),
          period_end: register('period_end', { setValueAs: dateOrNull }),
        }}
        errors={{
          currency: message(errors.currency),
          period_start: message(errors.period_start),
          period_end: message(errors.period_end),
        }}
        disabled={formState.isSubmitting}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" busy={formState.isSubmitting}>
          {t('report-status.reportDetails.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('report-status.reportDetails.cancel')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The report's period and currency under its title, with an editor for both when the role may
 * edit the report (a viewer sees no control the server would refuse).
 */
export const ReportDetails = ({ report }: { report: ReportSummary }) => {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const canEdit = useCan()('reports.rename');
  const period = formatPeriod(report, currentLanguage(i18n));
  return (
    <div className={styles.details}>
      <dl className={styles.list} data-testid="report-details">
        <div>
          <dt>{t('report-status.reportDetails.period')}</dt>
          <dd>{period ?? t('report-status.reportDetails.noPeriod')}</dd>
        </div>
        <div>
          <dt>{t('report-status.reportDetails.currency')}</dt>
          <dd>{report.currency}</dd>
        </div>
      </dl>
      {canEdit && !editing && (
        <Button variant="secondary" size="sm" data-print="hide" onClick={() => setEditing(true)}>
          {t('report-status.reportDetails.edit')}
        </Button>
      )}
      {canEdit && editing && (
        <div data-print="hide" className={styles.editorWrap}>
          <DetailsEditor report={report} onClose={() => setEditing(false)} />
        </div>
      )}
    </div>
  );
};
