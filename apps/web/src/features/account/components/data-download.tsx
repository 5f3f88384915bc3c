import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { notifyError } from '#lib/notify.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import {
  downloadOrganisationExport,
  useLatestOrganisationExport,
  useOrganisationExportStatus,
  useStartOrganisationExport,
} from '../api/export-organisation.ts';
import styles from './account-settings.module.css';

/**
 * The organisation's data as one ZIP, built on the server in the background: the button starts
 * it, a progress bar follows it, then the file is offered until it expires. Opened again, it
 * shows the organisation's newest archive where it is. The blocked banner links here.
 */
export const DataDownload = ({ blocked }: { blocked: boolean }) => {
  const { t, i18n } = useTranslation();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const start = useStartOrganisationExport();
  // The archive started here, else the organisation's newest (one started before the user left
  // this screen, or by another owner or admin), followed until it is ready or failed.
  const latest = useLatestOrganisationExport().data ?? null;
  const exportId = startedId ?? latest?.id ?? null;
  const polled = useOrganisationExportStatus(exportId).data;
  const current = polled ?? (latest?.id === exportId ? latest : undefined);
  const building =
    current !== undefined && current.status !== 'ready' && current.status !== 'failed';

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (created) => setStartedId(created.id),
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
            <span>
              {t('account.data.keptUntil', {
                date: formatDate(current.expires_at, currentLanguage(i18n), 'date-time'),
              })}
            </span>
          </div>
        )}
      </div>
    </Card>
  );
};
