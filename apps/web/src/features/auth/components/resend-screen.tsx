import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resendBodySchema } from '@parytet/contract/auth';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthSubmit, EmailField, EmailSentScreen } from './auth-form.tsx';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { formSubmit } from '#lib/form-submit.ts';

const resendFormSchema = resendBodySchema.pick({ email: true });

/** `/auth/resend`: a new verification link for an account that is not verified yet. */
export const ResendScreen = () => {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useAuthForm(resendFormSchema, { email: '' });

  const footer = (
    <p>
      {t('auth.resend.verified')} <Link to={paths.auth.login}>{t('auth.resend.login')}</Link>
    </p>
  );

  if (resend.isSuccess) {
    return (
      <EmailSentScreen
        title={t('auth.resend.sentTitle')}
        i18nKey="auth.resend.sentBody"
        email={getValues('email')}
        footer={footer}
      />
    );
  }

  return (
    <AuthScreen title={t('auth.resend.title')} subtitle={t('auth.resend.subtitle')} footer={footer}>
      <form
        className={authStyles.form}
        noValidate
        onSubmit={formSubmit(
          handleSubmit(({ email }) => resend.mutate({ email, lang: currentLanguage(i18n) })),
        )}
      >
        <EmailField error={message(errors.email)} {...register('email')} />
        <AuthSubmit busy={resend.isPending}>{t('auth.resend.submit')}</AuthSubmit>
      </form>
    </AuthScreen>
  );
};
