import { useTranslation } from 'react-i18next';
import { can } from '@parytet/contract/permissions';
import { useCurrentUser } from '#lib/current-user.ts';
import styles from './account-settings.module.css';
import { DataDownload } from './data-download.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { DeleteOrganisationForm } from './delete-organisation-form.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';

/**
 * The profile's self-service: name, password, the organisation's data as one archive
 * (roles with organisation.export), deleting one's account and, for the owner, the organisation.
 */
export const AccountSettings = () => {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <section
      className={styles.settings}
      aria-labelledby="account-settings-heading"
      data-account-settings
    >
      <h2 id="account-settings-heading" className={styles.heading}>
        {t('account.title')}
      </h2>
      <NameForm fullName={user.full_name} />
      <PasswordForm />
      {can(user.role, 'organisation.export') && <DataDownload blocked={user.blocked} />}
      <DeleteAccountForm />
      {can(user.role, 'organisation.delete') && (
        <DeleteOrganisationForm organisationName={user.organisation_name} />
      )}
    </section>
  );
};
