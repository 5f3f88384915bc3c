import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Notice } from '#components/ui/notice.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useAuthStore } from '#lib/auth-store.ts';
import { HOME_PATH, paths } from '#lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { readNavigationNotice } from '../hooks/navigation-notice.ts';
import { AuthScreen } from './auth-screen.tsx';
import { LoginForm } from './login-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export const LoginScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readNavigationNotice(location.state);
  const storeSession = useAuthStore((s) => s.login);
  const login = useLogin();
  const notVerified = login.error instanceof ApiError && login.error.code === 'USER_NOT_VERIFIED';

  return (
    <AuthScreen
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <p>
            {t('auth.login.noAccount')} <Link to={paths.auth.signUp}>{t('auth.login.signUp')}</Link>
          </p>
          <p>
            {t('auth.login.noMail')} <Link to={paths.auth.resend}>{t('auth.login.resend')}</Link>
          </p>
        </>
      }
    >
      {notice === 'password_reset' && !login.isError && (
        <Notice tone="success">{t('auth.login.passwordChanged')}</Notice>
      )}
      {notVerified && (
        <Notice tone="info" title={t('auth.login.notVerifiedTitle')}>
          {t('auth.login.notVerifiedBody')}{' '}
          <Link to={paths.auth.resend}>{t('auth.login.resend')}</Link>
        </Notice>
      )}
      <LoginForm
        busy={login.isPending}
        onSubmit={(values) =>
          login.mutate(values, {
            onSuccess: (session) => {
              storeSession(session);
              void navigate(HOME_PATH, { replace: true });
            },
          })
        }
      />
      <SocialSignIn />
    </AuthScreen>
  );
};
