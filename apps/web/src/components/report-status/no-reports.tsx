import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { useCan } from '#lib/permissions.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import { ButtonLink } from '../ui/button.tsx';
import { IconPlus } from '../ui/icons.tsx';
import styles from './report-status.module.css';

/** A report screen opened before any report exists. */
export const NoReports = () => {
  const { t } = useTranslation();
  const can = useCan();
  const role = useCurrentUser().data?.role ?? 'viewer';
  if (!can('reports.upload')) {
    return (
      <section className={styles.panel}>
        <h2 className={styles.title}>{t('report-status.none.title')}</h2>
        <p className={styles.text}>{t('team.noUpload', { role: t(`team.roles.${role}`) })}</p>
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <h2 className={styles.title}>{t('report-status.none.title')}</h2>
      <p className={styles.text}>{t('report-status.none.body')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.main.payGapNew} icon={<IconPlus size={18} />}>
          {t('report-status.none.upload')}
        </ButtonLink>
      </div>
    </section>
  );
};
