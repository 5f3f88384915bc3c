import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BlockLoader } from '#components/ui/loader.tsx';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthScreen } from './auth-screen.tsx';

/** `/auth/verify/:code`, opened from the mail: submits the code, says how it went, then login. */
export const VerifyScreen = () => {
  const { code } = useParams();
  if (!code) return <Navigate to={paths.auth.login} replace />;
  return <VerifyCode code={code} />;
};

const VerifyCode = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync } = useVerifyEmail();
  // A code is single-use: StrictMode's second effect run must not spend it twice.
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    if (submitted.current === code) return;
    submitted.current = code;
    mutateAsync({ verification_code: code })
      .then(
        () => notifySuccess(t('auth.verify.success'), { carryOver: true }),
        () => notifyError(t('auth.verify.failure'), { carryOver: true }),
      )
      .finally(() => void navigate(paths.auth.login, { replace: true }));
  }, [code, mutateAsync, navigate, t]);

  return (
    <AuthScreen title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      <BlockLoader label={t('auth.verify.title')} />
    </AuthScreen>
  );
};
