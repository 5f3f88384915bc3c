import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toApiError } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import {
  downloadBandsExport,
  downloadReportBandsExport,
  type BandsExportFormat,
} from '../api/band-documents-calls.ts';
import styles from './salary-bands.module.css';

export type ExportButtonsProps = {
  /** A report read against the bands; none: the bands themselves with their adverts. */
  reportId?: string;
  version?: number;
};

/** PDF and XLSX of the bands or of a report against them, in the language on screen. */
export const ExportButtons = ({ reportId, version }: ExportButtonsProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [busy, setBusy] = useState<BandsExportFormat | null>(null);
  const download = async (format: BandsExportFormat) => {
    setBusy(format);
    try {
      const file = reportId
        ? await downloadReportBandsExport(reportId, format, lang, version)
        : await downloadBandsExport(format, lang, version);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(toApiError(error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.exports} data-print="hide">
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          busy={busy === format}
          onClick={() => void download(format)}
        >
          {t(`salary-bands.exports.${format}`)}
          <span className="visually-hidden">
            {' '}
            {t(reportId ? 'salary-bands.exports.ofReport' : 'salary-bands.exports.ofBands')}
          </span>
        </Button>
      ))}
    </div>
  );
};
