import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invitedLoginFormSchema } from '@parytet/contract/organisations';
import { Button } from '#components/ui/button.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useAuthStore } from '#lib/auth-store.ts';
import { useEnterOrganisation } from '#lib/enter-organisation.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { login } from '../api/login.ts';
import type { InviteStepProps } from './invite-accept.tsx';
import styles from './invite-screen.module.css';

/** The invited address has an account: its password, then the invitation is accepted. */
export const InviteLoginForm = ({ code, invitation }: InviteStepProps) => {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const enter = useEnterOrganisation();
  const join = useMutation({
    mutationFn: async (password: string) => {
      const session = await login({ email: invitation.email, password });
      // The accept call needs the new session's token.
      useAuthStore.getState().login(session);
      return acceptInvitation(code);
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitedLoginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const organisation = invitation.organisation_name;
  const onSubmit = handleSubmit(({ password }) =>
    join.mutate(password, {
      onSuccess: (session) => {
        void enter(session).then(() =>
          notifySuccess(t('team.inviteScreen.joined', { organisation })),
        );
      },
    }),
  );
  return (
    <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
      <p className={styles.intro}>{t('team.inviteScreen.loginIntro')}</p>
      <TextField
        label={t('team.inviteScreen.email')}
        type="email"
        value={invitation.email}
        readOnly
      />
      <PasswordField
        label={t('team.inviteScreen.password')}
        autoComplete="current-password"
        error={message(errors.password)}
        {...register('password')}
      />
      <Button type="submit" fullWidth busy={join.isPending}>
        {t('team.inviteScreen.login')}
      </Button>
    </form>
  );
};
