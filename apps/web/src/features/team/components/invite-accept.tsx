import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '@parytet/contract/organisations';
import { Button } from '#components/ui/button.tsx';
import { useEnterOrganisation } from '#lib/enter-organisation.ts';
import { notifySuccess } from '#lib/notify.ts';
import { logout } from '#lib/session.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import styles from './invite-screen.module.css';

export type InviteStepProps = { code: string; invitation: InvitationPreview };

/** Logged in already: accept (the server checks the address), or log out to use another account. */
export const InviteAccept = ({ code, invitation }: InviteStepProps) => {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const enter = useEnterOrganisation();
  const organisation = invitation.organisation_name;
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('team.inviteScreen.loggedInIntro', { organisation })}</p>
      <Button
        busy={accept.isPending}
        onClick={() =>
          accept.mutate(code, {
            onSuccess: (session) => {
              void enter(session).then(() =>
                notifySuccess(t('team.inviteScreen.joined', { organisation })),
              );
            },
          })
        }
      >
        {t('team.inviteScreen.accept')}
      </Button>
      <Button variant="ghost" onClick={logout}>
        {t('team.inviteScreen.otherAccount')}
      </Button>
    </div>
  );
};
