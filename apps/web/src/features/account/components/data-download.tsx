import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { notifyError } from '#lib/notify.ts';
import {
  downloadOrganisationExport,
  useOrganisationExportStatus,
  useStartOrganisationExport,
} from '../api/export-organisation.ts';
import styles from './account-settings.module.css';

/**
 * The organisation's data as one ZIP, built on the server in the background: the button starts
 * it, a progress bar follows it, then the file is offered. The blocked banner links here.
 */
export const DataDownload = ({ blocked }: { blocked: boolean }) => {
  const { t } = useTranslation();
  const [exportId, setExportId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const start = useStartOrganisationExport();
  const current = useOrganisationExportStatus(exportId).data;
  const building =
    current !== undefined && current.status !== 'ready' && current.status !== 'failed';

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (created) => setExportId(created.id),
      onError: (error) => notifyError(errorMessageOf(error)),
    });

  const save = async () => {
    if (!current?.file_name || saving) return;
    setSaving(true);
    try {
      const file = await downloadOrganisationExport(current.id, current.file_name);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      as="section"
      flat
      className={styles.part}
      id="account-data"
      aria-labelledby="account-data-title"
    >
      <h3 id="account-data-title" className={styles.partTitle}>
        {t('account.data.title')}
      </h3>
      <p className={styles.text}>{t('account.data.intro')}</p>
      {blocked && <p className={styles.text}>{t('account.data.blocked')}</p>}
      <div className={styles.actions}>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={start.isPending || building}
          aria-busy={start.isPending || building || undefined}
          onClick={begin}
        >
          {current?.status === 'ready' ? t('account.data.again') : t('account.data.submit')}
        </Button>
      </div>
      <div aria-live="polite" className={styles.text}>
        {building && (
          <>
            <span>{t('account.data.preparing', { percent: current.progress })}</span>
            <progress
              className={styles.progress}
              max={100}
              value={current.progress}
              aria-label={t('account.data.progress')}
            />
          </>
        )}
        {current?.status === 'failed' && <span role="alert">{t('account.data.failed')}</span>}
        {current?.status === 'ready' && current.file_name && (
          <div className={styles.actions}>
            <Button type="button" size="sm" busy={saving} onClick={() => void save()}>
              {t('account.data.download')}
            </Button>
            <span>{current.file_name}</span>
          </div>
        )}
      </div>
    </Card>
  );
};
