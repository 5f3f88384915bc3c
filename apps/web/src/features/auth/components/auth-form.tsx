import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { IconMail } from '#components/ui/icons.tsx';
import { PasswordField, type PasswordFieldProps } from '#components/ui/password-field.tsx';
import { TextField, type TextFieldProps } from '#components/ui/text-field.tsx';
import { AuthScreen, authStyles } from './auth-screen.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

export type EmailFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'autoComplete' | 'inputMode'
> & {
  /** "E-mail" unless the screen asks for something more specific. */
  label?: ReactNode;
};

/** The e-mail input every auth form starts with. */
export const EmailField = ({ label, ...props }: EmailFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
};

export type NewPasswordFieldProps = Omit<
  PasswordFieldProps,
  'autoComplete' | 'aria-describedby'
> & {
  /** What has been typed so far, checked against the rules as the user types. */
  password: string;
};

/** A password being chosen, with the rules it must meet right under it. */
export const NewPasswordField = ({ password, ...props }: NewPasswordFieldProps) => {
  const rulesId = useId();
  return (
    <>
      <PasswordField autoComplete="new-password" aria-describedby={rulesId} {...props} />
      <PasswordRequirements password={password} id={rulesId} />
    </>
  );
};

/** The form's one full-width submit button. */
export const AuthSubmit = ({ busy, children }: { busy?: boolean; children: ReactNode }) => (
  <div className={authStyles.actions}>
    <Button type="submit" fullWidth busy={busy}>
      {children}
    </Button>
  </div>
);

export type EmailSentScreenProps = {
  title: string;
  /** The message's key; it places the address with an `<email>` tag. */
  i18nKey: string;
  email: string;
  footer: ReactNode;
  /** Anything more to say under the message. */
  children?: ReactNode;
};

/** "Check your inbox": the address a mail has just gone to. */
export const EmailSentScreen = ({
  title,
  i18nKey,
  email,
  footer,
  children,
}: EmailSentScreenProps) => (
  <AuthScreen badge={<IconMail size={26} />} title={title} footer={footer}>
    <div className={authStyles.text}>
      <p>
        <Trans
          i18nKey={i18nKey}
          values={{ email }}
          components={{ email: <span className={authStyles.email} /> }}
        />
      </p>
      {children}
    </div>
  </AuthScreen>
);
