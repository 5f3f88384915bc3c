import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordFormSchema } from '@parytet/contract/auth';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthSubmit, EmailField, EmailSentScreen } from './auth-form.tsx';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { formSubmit } from '#lib/form-submit.ts';

// Spec §5: "provide email".
const MESSAGE_OVERRIDES = { email_required: 'provide_email' };

/** Asks for the e-mail, then always shows "check your email" (no hint whether it exists). */
export const ForgotPasswordScreen = () => {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage(MESSAGE_OVERRIDES);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAuthForm(forgotPasswordFormSchema, { email: '' });

  const footer = (
    <p>
      {t('auth.forgot.remembered')} <Link to={paths.auth.login}>{t('auth.forgot.login')}</Link>
    </p>
  );

  if (sentTo !== null) {
    return (
      <EmailSentScreen
        title={t('auth.forgot.sentTitle')}
        i18nKey="auth.forgot.sentBody"
        email={sentTo}
        footer={footer}
      >
        <p>{t('auth.forgot.sentValidity')}</p>
      </EmailSentScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
      <form
        className={authStyles.form}
        noValidate
        onSubmit={formSubmit(
          handleSubmit(({ email }) =>
            request.mutate(
              { email, lang: currentLanguage(i18n) },
              { onSettled: () => setSentTo(email) },
            ),
          ),
        )}
      >
        <EmailField error={message(errors.email)} {...register('email')} />
        <AuthSubmit busy={request.isPending}>{t('auth.forgot.submit')}</AuthSubmit>
      </form>
    </AuthScreen>
  );
};
