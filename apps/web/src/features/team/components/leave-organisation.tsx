import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@parytet/contract/users';
import { useEnterOrganisation } from '#lib/enter-organisation.ts';
import { fetchOrganisations, switchOrganisation } from '#lib/organisations.ts';
import { useLeaveOrganisation } from '../api/leave-organisation.ts';
import { ConfirmButton } from './confirm-button.tsx';
import styles from './team.module.css';

/**
 * Leaving is offered only to a user with another organisation to go to (the server refuses the
 * only one), and explained instead of offered to the last owner.
 */
export const LeaveOrganisation = ({
  me,
  lastOwner,
  otherOrganisations,
}: {
  me: MeResponse;
  lastOwner: boolean;
  otherOrganisations: number;
}) => {
  const { t } = useTranslation();
  const leave = useLeaveOrganisation();
  const enter = useEnterOrganisation();
  if (otherOrganisations === 0) return null;

  // Gone from this organisation: the session moves on to another of the user's.
  const moveOn = async () => {
    const next = (await fetchOrganisations()).find((o) => o.id !== me.organisation_id);
    if (next) await enter(await switchOrganisation(next.id));
  };
  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        void moveOn();
      },
    });

  return (
    <section aria-labelledby="leave-heading">
      <h3 id="leave-heading" className={styles.subheading}>
        {t('team.leave.title', { organisation: me.organisation_name })}
      </h3>
      {lastOwner ? (
        <p className={styles.muted}>{t('team.leave.lastOwner')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('team.leave.body')}</p>
          <ConfirmButton
            question={t('team.leave.title', { organisation: me.organisation_name })}
            confirmLabel={t('team.leave.confirm')}
            busy={leave.isPending}
            onConfirm={onLeave}
          >
            {t('team.leave.button')}
          </ConfirmButton>
        </>
      )}
    </section>
  );
};
