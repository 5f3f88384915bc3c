import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { IconMail } from '#components/ui/icons.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { readEmailFromState } from '../hooks/navigation-notice.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';

/** After sign-up: "check your inbox", with the address from the navigation state. */
export const VerifyEmailNoticeScreen = () => {
  const { t, i18n } = useTranslation();
  const email = readEmailFromState(useLocation().state);
  const resend = useResendVerification();

  return (
    <AuthScreen
      badge={<IconMail size={26} />}
      title={t('auth.verifyNotice.title')}
      footer={
        <p>
          {t('auth.verifyNotice.wrongAddress')}{' '}
          <Link to={paths.auth.signUp}>{t('auth.verifyNotice.signUpAgain')}</Link>
        </p>
      }
    >
      <div className={authStyles.text}>
        <p>
          {email ? (
            <Trans
              i18nKey="auth.verifyNotice.sentTo"
              values={{ email }}
              components={{ email: <span className={authStyles.email} /> }}
            />
          ) : (
            t('auth.verifyNotice.sentGeneric')
          )}
        </p>
        <p>{t('auth.verifyNotice.validity')}</p>
      </div>
      {resend.isSuccess && <Notice tone="success">{t('auth.verifyNotice.resent')}</Notice>}
      <div className={authStyles.actions}>
        <ButtonLink to={paths.auth.login} fullWidth>
          {t('auth.verifyNotice.toLogin')}
        </ButtonLink>
        {email ? (
          <Button
            variant="secondary"
            fullWidth
            busy={resend.isPending}
            onClick={() => resend.mutate({ email, lang: currentLanguage(i18n) })}
          >
            {t('auth.verifyNotice.resend')}
          </Button>
        ) : (
          <ButtonLink to={paths.auth.resend} variant="secondary" fullWidth>
            {t('auth.verifyNotice.resend')}
          </ButtonLink>
        )}
      </div>
    </AuthScreen>
  );
};
