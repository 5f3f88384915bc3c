import { useTranslation } from 'react-i18next';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import styles from './section-header.module.css';

/** Prints the report as it is on screen; the print stylesheet leaves out the app around it. */
export const PrintButton = () => {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.print} data-print="hide" onClick={() => window.print()}>
      {t('common.print')}
    </button>
  );
};

/**
 * Only on paper: whose report it is and when it was printed (the report's label is the page's
 * heading). Page numbers come from the `@page` margin boxes in global.css.
 */
export const PrintHeader = () => {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const printed = t('report-status.print.printed', {
    date: formatDate(new Date(), currentLanguage(i18n)),
  });
  return (
    <p className={styles.printHeader} data-print="only" data-testid="print-header">
      {user?.organisation_name && (
        <>
          <strong>{user.organisation_name}</strong>
          {' · '}
        </>
      )}
      {printed}
    </p>
  );
};
