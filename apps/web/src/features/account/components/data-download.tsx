import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { FileBuildStatus, isBuilding } from '#components/ui/file-build-status.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { notifyError } from '#lib/notify.ts';
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
  const { t } = useTranslation();
  const [startedId, setStartedId] = useState<string | null>(null);
  const start = useStartOrganisationExport();
  // The archive started here, else the organisation's newest (one started before the user left
  // this screen, or by another owner or admin), followed until it is ready or failed.
  const latest = useLatestOrganisationExport().data ?? null;
  const exportId = startedId ?? latest?.id ?? null;
  const polled = useOrganisationExportStatus(exportId).data;
  const current = polled ?? (latest?.id === exportId ? latest : undefined);
  const building = isBuilding(current);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (created) => setStartedId(created.id),
      onError: (error) => notifyError(errorMessageOf(error)),
    });

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
      <FileBuildStatus
        build={current}
        download={downloadOrganisationExport}
        text={{
          preparing: t('account.data.preparing', { percent: current?.progress }),
          progress: t('account.data.progress'),
          failed: t('account.data.failed'),
          download: t('account.data.download'),
          keptUntil: (date) => t('account.data.keptUntil', { date }),
        }}
        look={{
          frame: styles.text,
          progress: styles.progress,
          ready: styles.actions,
          button: { size: 'sm' },
        }}
      />
    </Card>
  );
};
