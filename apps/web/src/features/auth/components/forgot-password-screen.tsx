import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordFormSchema } from '@parytet/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { IconMail } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';

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
  } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const footer = (
    <p>
      {t('auth.forgot.remembered')} <Link to={paths.auth.login}>{t('auth.forgot.login')}</Link>
    </p>
  );

  if (sentTo !== null) {
    return (
      <AuthScreen badge={<IconMail size={26} />} title={t('auth.forgot.sentTitle')} footer={footer}>
        <div className={authStyles.text}>
          <p>
            <Trans
              i18nKey="auth.forgot.sentBody"
              values={{ email: sentTo }}
              components={{ email: <span className={authStyles.email} /> }}
            />
          </p>
          <p>{t('auth.forgot.sentValidity')}</p>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
      <form
        className={authStyles.form}
        noValidate
        onSubmit={handleSubmit(({ email }) =>
          request.mutate(
            { email, lang: currentLanguage(i18n) },
            { onSettled: () => setSentTo(email) },
          ),
        )}
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={message(errors.email)}
          {...register('email')}
        />
        <div className={authStyles.actions}>
          <Button type="submit" fullWidth busy={request.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
};
