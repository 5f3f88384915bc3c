import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import type { ExportFormat } from '@parytet/contract/report-exports';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { FileBuildStatus, isBuilding } from '#components/ui/file-build-status.tsx';
import { Select } from '#components/ui/select.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { buildLink } from '#lib/build-link.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useCreateExport } from '../api/create-export.ts';
import { downloadExport } from '../api/export-download.ts';
import { useExportStatus } from '../api/export-status.ts';
import styles from './report-exports.module.css';

const FORMAT_NAMES: Record<ExportFormat, string> = { pdf: 'PDF', xlsx: 'XLSX' };

/**
 * PDF and XLSX buttons: each starts a background export, shows its progress, then offers the
 * file (kept on the server for a limited time).
 */
export const ExportPanel = ({ reportId }: { reportId: string }) => {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Language>(currentLanguage(i18n));
  const [exportId, setExportId] = useState<string | null>(null);
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

  const busy = create.isPending || isBuilding(current);
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
      <FileBuildStatus
        build={current}
        download={downloadExport}
        text={{
          preparing: t('report-exports.export.preparing', { format }),
          progress: t('report-exports.export.progress', { format }),
          failed: t('report-exports.export.failed'),
          ready: t('report-exports.export.ready', { format }),
          download: t('report-exports.export.download', { format }),
          keptUntil: (date) => t('report-exports.export.kept', { date }),
        }}
        look={{
          frame: styles.status,
          progress: styles.progress,
          fileName: styles.fileName,
          kept: styles.muted,
          button: { variant: 'primary', className: styles.wrapButton },
        }}
      />
    </section>
  );
};
