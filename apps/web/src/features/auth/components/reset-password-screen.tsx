import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { resetPasswordFormSchema } from '@parytet/contract/auth';
import { ApiError } from '#lib/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthSubmit, NewPasswordField } from './auth-form.tsx';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { formSubmit } from '#lib/form-submit.ts';

/** `/auth/reset-password/:code`, opened from the mail. */
export const ResetPasswordScreen = () => {
  const { code } = useParams();
  if (!code) return <Navigate to={paths.auth.login} replace />;
  return <ResetPasswordForm code={code} />;
};

const ResetPasswordForm = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useAuthForm(resetPasswordFormSchema, { password: '' });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ password: newPassword }) =>
    reset.mutate(
      { forgot_password_code: code, new_password: newPassword },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.success'), { carryOver: true });
          void navigate(paths.auth.login, { replace: true, state: { notice: 'password_reset' } });
        },
        // Spec §8: a 400 means the link's code is wrong or spent; anything else is generic.
        onError: (error) =>
          notifyError(
            error instanceof ApiError && error.status === 400
              ? t('errors.INVALID_RESET_CODE')
              : t('errors.generic'),
          ),
      },
    ),
  );

  return (
    <AuthScreen
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <p>
          {t('auth.reset.expired')}{' '}
          <Link to={paths.auth.forgotPassword}>{t('auth.reset.again')}</Link>
        </p>
      }
    >
      <form className={authStyles.form} noValidate onSubmit={formSubmit(onSubmit)}>
        <NewPasswordField
          label={t('auth.fields.newPassword')}
          password={password}
          error={message(errors.password)}
          {...register('password')}
        />
        <AuthSubmit busy={reset.isPending}>{t('auth.reset.submit')}</AuthSubmit>
      </form>
    </AuthScreen>
  );
};
