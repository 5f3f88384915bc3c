import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signUpFormSchema } from '@parytet/contract/auth';
import { useAuthStore } from '#lib/auth-store.ts';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthSubmit, EmailField, NewPasswordField } from './auth-form.tsx';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { formSubmit } from '#lib/form-submit.ts';

/** Step one of sign-up: e-mail and password, kept in the draft for the "tell us more" step. */
export const SignUpScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const draft = useAuthStore((s) => s.registration);
  const updateRegistration = useAuthStore((s) => s.updateRegistration);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useAuthForm(signUpFormSchema, {
    email: draft?.email ?? '',
    password: draft?.password ?? '',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = (values: { email: string; password: string }) => {
    updateRegistration(values);
    void navigate(buildLink(paths.auth.details, { mode: 'manual' }));
  };

  return (
    <AuthScreen
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <p>
          {t('auth.signUp.haveAccount')} <Link to={paths.auth.login}>{t('auth.signUp.login')}</Link>
        </p>
      }
    >
      <form className={authStyles.form} noValidate onSubmit={formSubmit(handleSubmit(onSubmit))}>
        <EmailField
          label={t('auth.fields.workEmail')}
          error={message(errors.email)}
          {...register('email')}
        />
        <NewPasswordField
          label={t('auth.fields.password')}
          password={password}
          error={message(errors.password)}
          {...register('password')}
        />
        <AuthSubmit>{t('common.continue')}</AuthSubmit>
      </form>
      <SocialSignIn />
    </AuthScreen>
  );
};
