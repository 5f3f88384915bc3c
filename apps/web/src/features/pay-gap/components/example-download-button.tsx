import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toApiError } from '#lib/api-error.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { saveBlob } from '#lib/downloads.ts';
import { downloadExample } from '../api/example-download.ts';
import { EXAMPLE_ERROR_TOASTS, toastKeyFor } from '../lib/upload-errors.ts';

/** Downloads the example workbook in the current language, under the server's file name. */
export const ExampleDownloadButton = () => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await downloadExample(currentLanguage(i18n));
      saveBlob(blob, fileName);
    } catch (error) {
      notifyError(t(toastKeyFor(toApiError(error).code, EXAMPLE_ERROR_TOASTS)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} disabled={busy} onClick={() => void download()}>
      {t('pay-gap.example.download')}
    </Button>
  );
};
