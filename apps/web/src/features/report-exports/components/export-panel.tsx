import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import type { ExportFormat } from '@parytet/contract/report-exports';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { buildLink } from '#lib/build-link.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useCreateExport } from '../api/create-export.ts';
import { downloadExport } from '../api/export-download.ts';
import { useExportStatus } from '../api/export-status.ts';
import { saveBlob } from '#lib/downloads.ts';
import styles from './report-exports.module.css';

const FORMAT_NAMES: Record<ExportFormat, string> = { pdf: 'PDF', xlsx: 'XLSX' };

/**
 * PDF and XLSX buttons: each starts a background export, shows its progress, then offers the
 * file (kept on the server for a limited time).
 */
export const ExportPanel = ({ reportId }: { reportId: string }) => {
  const { t, i18n } = useTranslation();
  const uiLanguage = currentLanguage(i18n);
  const [lang, setLang] = useState<Language>(uiLanguage);
  const [exportId, setExportId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const create = useCreateExport(reportId);
  const status = useExportStatus(exportId);
  const current = status.data;

  const start = (format: ExportFormat) =>
    create.mutate(
      { format, lang },
      {
        onSuccess: (created) => setExportId(created.id),
        onError: (error) => notifyError(errorMessageOf(error)),
      },
    );

  const save = async () => {
    if (!current?.file_name || saving) return;
    setSaving(true);
    try {
      const file = await downloadExport(current.id, current.file_name);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const busy =
    create.isPending ||
    (current !== undefined && current.status !== 'ready' && current.status !== 'failed');
  const format = current ? FORMAT_NAMES[current.format] : '';

  return (
    <section className={styles.panel} aria-labelledby="exports-title">
      <h2 id="exports-title" className={styles.panelTitle}>
        {t('report-exports.export.title')}
      </h2>
      <p className={styles.intro}>{t('report-exports.export.intro')}</p>
      <div className={styles.row}>
        <Select
          label={t('report-exports.export.language')}
          value={lang}
          onChange={(e) => setLang(e.target.value === 'en' ? 'en' : 'pl')}
          options={[
            { value: 'pl', label: t('report-exports.languages.pl') },
            { value: 'en', label: t('report-exports.languages.en') },
          ]}
        />
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => start('pdf')}>
            {t('report-exports.export.pdf')}
          </Button>
          <Button disabled={busy} variant="secondary" onClick={() => start('xlsx')}>
            {t('report-exports.export.xlsx')}
          </Button>
          <ButtonLink
            variant="secondary"
            to={buildLink(paths.main.reportingPrint, { id: reportId }, { lang })}
          >
            {t('report-exports.export.print')}
          </ButtonLink>
        </div>
      </div>
      <div aria-live="polite" className={styles.status}>
        {current && current.status !== 'ready' && current.status !== 'failed' && (
          <>
            <span>{t('report-exports.export.preparing', { format })}</span>
            <progress
              className={styles.progress}
              max={100}
              value={current.progress}
              aria-label={t('report-exports.export.progress', { format })}
            />
          </>
        )}
        {current?.status === 'failed' && (
          <span role="alert">{t('report-exports.export.failed')}</span>
        )}
        {current?.status === 'ready' && current.file_name && (
          <>
            <span>{t('report-exports.export.ready', { format })}</span>
            <Button
              variant="primary"
              className={styles.wrapButton}
              busy={saving}
              onClick={() => void save()}
            >
              {t('report-exports.export.download', { format })}
            </Button>
            <span className={styles.fileName}>{current.file_name}</span>
            <span className={styles.muted}>
              {t('report-exports.export.kept', {
                date: formatDate(current.expires_at, uiLanguage, 'date-time'),
              })}
            </span>
          </>
        )}
      </div>
    </section>
  );
};
