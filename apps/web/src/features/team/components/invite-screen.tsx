import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { InvitationPreview } from '@parytet/contract/organisations';
import { Notice } from '#components/ui/notice.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { useAuthStore } from '#lib/auth-store.ts';
import { paths } from '#lib/paths.ts';
import { useInvitationPreview } from '../api/invitation-preview.ts';
import { InviteAccept } from './invite-accept.tsx';
import { InviteLoginForm } from './invite-login-form.tsx';
import { InviteSignUpForm } from './invite-sign-up-form.tsx';
import styles from './invite-screen.module.css';

/**
 * /auth/invite/:code: who invites whom to which organisation, then the way in that fits: accept
 * when logged in, log in when the address has an account, or sign up with the address fixed.
 */
export const InviteScreen = () => {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const preview = useInvitationPreview(code);
  const isAuthorised = useAuthStore((s) => s.isAuthorised);

  if (preview.isPending) return <BlockLoader />;
  if (preview.isError) {
    return (
      <section className={styles.screen}>
        <PageTitle>{t('team.inviteScreen.invalidTitle')}</PageTitle>
        <Notice tone="error">{errorMessageOf(preview.error)}</Notice>
        <p>
          <Link to={isAuthorised ? paths.main.payGap : paths.auth.login}>
            {t('team.inviteScreen.toLogin')}
          </Link>
        </p>
      </section>
    );
  }
  const invitation = preview.data;
  return (
    <section className={styles.screen} data-testid="invite-screen">
      <PageTitle subtitle={<Subtitle invitation={invitation} />}>
        {t('team.inviteScreen.title', { organisation: invitation.organisation_name })}
      </PageTitle>
      {isAuthorised ? (
        <InviteAccept code={code} invitation={invitation} />
      ) : invitation.account_exists ? (
        <InviteLoginForm code={code} invitation={invitation} />
      ) : (
        <InviteSignUpForm code={code} invitation={invitation} />
      )}
    </section>
  );
};

const Subtitle = ({ invitation }: { invitation: InvitationPreview }) => {
  const { t } = useTranslation();
  const values = { email: invitation.email, role: t(`team.roles.${invitation.role}`) };
  return invitation.inviter_name
    ? t('team.inviteScreen.subtitle', { ...values, inviter: invitation.inviter_name })
    : t('team.inviteScreen.subtitleNoInviter', values);
};
