import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginFormSchema } from '@parytet/contract/auth';
import { PasswordField } from '#components/ui/password-field.tsx';
import { paths } from '#lib/paths.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { AuthSubmit, EmailField } from './auth-form.tsx';
import { authStyles } from './auth-screen.tsx';
import { formSubmit } from '#lib/form-submit.ts';

type LoginFormValues = { email: string; password: string };

// Spec §5: a missing e-mail or password reads "provide email and password".
const MESSAGE_OVERRIDES = {
  email_required: 'provide_email_and_password',
  password_required: 'provide_email_and_password',
};

export type LoginFormProps = {
  onSubmit: (values: LoginFormValues) => void;
  busy?: boolean;
};

/** Validation starts on the first submit, then re-runs on every change (spec §4). */
export const LoginForm = ({ onSubmit, busy = false }: LoginFormProps) => {
  const { t } = useTranslation();
  const message = useValidationMessage(MESSAGE_OVERRIDES);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAuthForm(loginFormSchema, { email: '', password: '' });

  return (
    <form className={authStyles.form} noValidate onSubmit={formSubmit(handleSubmit(onSubmit))}>
      <EmailField error={message(errors.email)} {...register('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={message(errors.password)}
        {...register('password')}
      />
      <Link to={paths.auth.forgotPassword} className={authStyles.inlineLink}>
        {t('auth.login.forgot')}
      </Link>
      <AuthSubmit busy={busy}>{t('auth.login.submit')}</AuthSubmit>
    </form>
  );
};
