import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/audit-log.ts';
import styles from './team.module.css';

/** The organisation's audit log, newest first, a page at a time (owners and admins). */
export const AuditLog = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (!log.data) return <BlockLoader />;
  const pages = Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE));
  return (
    <section aria-labelledby="audit-heading">
      <h3 id="audit-heading" className={styles.subheading}>
        {t('team.audit.title')}
      </h3>
      <p className={styles.intro}>{t('team.audit.intro')}</p>
      {log.data.items.length === 0 ? (
        <p className={styles.muted}>{t('team.audit.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('team.audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.audit.when')}</th>
                <th scope="col">{t('team.audit.who')}</th>
                <th scope="col">{t('team.audit.what')}</th>
                <th scope="col">{t('team.audit.target')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td>{formatDate(entry.created_at, lang, 'date-time')}</td>
                  <td className={styles.email}>{entry.actor_email ?? t('team.audit.system')}</td>
                  <td>{t(`team.audit.actions.${entry.action}`)}</td>
                  <td className={styles.email}>{entry.target ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('team.audit.title')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('team.audit.previous')}
          </Button>
          <span aria-live="polite">{t('team.audit.page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('team.audit.next')}
          </Button>
        </nav>
      )}
    </section>
  );
};
