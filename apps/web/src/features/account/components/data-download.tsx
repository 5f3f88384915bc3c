import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useExportOrganisation } from '../api/export-organisation.ts';
import styles from './account-settings.module.css';

/** The organisation's data as one ZIP; the blocked banner links here (#account-data). */
export const DataDownload = ({ blocked }: { blocked: boolean }) => {
  const { t } = useTranslation();
  const download = useExportOrganisation();
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
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('account.data.preparing') : t('account.data.submit')}
        </Button>
      </div>
    </Card>
  );
};
