import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '#components/ui/notice.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import styles from './app-shell.module.css';

/** Where the profile's data download sits (features/account). */
const DATA_DOWNLOAD_HREF = `${paths.main.profile}#account-data`;

/**
 * On every private screen of a blocked organisation (decisions section 4): why uploads are
 * refused, and until when the data can be downloaded before it is deleted.
 */
export const BlockedBanner = () => {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user?.blocked || !user.data_deleted_on) return null;
  return (
    <div className={styles.banner} data-blocked-banner data-print="hide">
      <Notice tone="error" title={t('plans.blocked.title')}>
        <p>
          {t('plans.blocked.trialEnded', {
            organisation: user.organisation_name,
            date: formatDate(new Date(user.data_deleted_on), currentLanguage(i18n)),
          })}{' '}
          {t('plans.blocked.contact')}
        </p>
        <p>
          <Link to={DATA_DOWNLOAD_HREF}>{t('plans.blocked.download')}</Link>
        </p>
      </Notice>
    </div>
  );
};
