import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resendBodySchema } from '@parytet/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { IconMail } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';

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
  } = useForm({
    resolver: zodResolver(resendFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const footer = (
    <p>
      {t('auth.resend.verified')} <Link to={paths.auth.login}>{t('auth.resend.login')}</Link>
    </p>
  );

  if (resend.isSuccess) {
    return (
      <AuthScreen badge={<IconMail size={26} />} title={t('auth.resend.sentTitle')} footer={footer}>
        <div className={authStyles.text}>
          <p>
            <Trans
              i18nKey="auth.resend.sentBody"
              values={{ email: getValues('email') }}
              components={{ email: <span className={authStyles.email} /> }}
            />
          </p>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.resend.title')} subtitle={t('auth.resend.subtitle')} footer={footer}>
      <form
        className={authStyles.form}
        noValidate
        onSubmit={handleSubmit(({ email }) =>
          resend.mutate({ email, lang: currentLanguage(i18n) }),
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
          <Button type="submit" fullWidth busy={resend.isPending}>
            {t('auth.resend.submit')}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
};
