import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '@parytet/contract/organisations';
import { Button } from '#components/ui/button.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import styles from './team.module.css';

export const PendingInvitations = ({
  invitations,
}: {
  invitations: readonly PendingInvitation[];
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <p className={styles.muted}>{t('team.invitations.none')}</p>;
  return (
    <ul className={styles.list}>
      {invitations.map((invitation) => (
        <li key={invitation.id} className={styles.listItem} data-testid="pending-invitation">
          <span>
            <span className={styles.email}>{invitation.email}</span> ·{' '}
            {t(`team.roles.${invitation.role}`)} ·{' '}
            <span className={styles.muted}>
              {t('team.invitations.expires', {
                date: formatDate(invitation.expires_at, lang, 'short'),
              })}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('team.invitations.revokeLabel', { email: invitation.email })}
            busy={revoke.isPending && revoke.variables === invitation.id}
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () =>
                  notifySuccess(t('team.invitations.revoked', { email: invitation.email })),
              })
            }
          >
            {t('team.invitations.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
};
