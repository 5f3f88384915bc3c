import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signUpFormSchema } from '@parytet/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { buildLink } from '../../../lib/build-link.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { PasswordRequirements } from './password-requirements.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

/** Step one of sign-up: e-mail and password, kept in the draft for the "tell us more" step. */
export const SignUpScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const rulesId = useId();
  const draft = useAuthStore((s) => s.registration);
  const updateRegistration = useAuthStore((s) => s.updateRegistration);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: draft?.email ?? '', password: draft?.password ?? '' },
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
      <form className={authStyles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('auth.fields.workEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={message(errors.email)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          error={message(errors.password)}
          aria-describedby={rulesId}
          {...register('password')}
        />
        <PasswordRequirements password={password} id={rulesId} />
        <div className={authStyles.actions}>
          <Button type="submit" fullWidth>
            {t('common.continue')}
          </Button>
        </div>
      </form>
      <SocialSignIn />
    </AuthScreen>
  );
};
