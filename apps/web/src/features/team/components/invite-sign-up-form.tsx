import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invitedSignUpFormSchema, type InvitedSignUpForm } from '@parytet/contract/organisations';
import { Button } from '#components/ui/button.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TermsCheckbox } from '#components/ui/terms-checkbox.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useEnterOrganisation } from '#lib/enter-organisation.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { login } from '../api/login.ts';
import { registerInvited } from '../api/register-invited.ts';
import type { InviteStepProps } from './invite-accept.tsx';
import styles from './invite-screen.module.css';

/**
 * A new account from the invitation: the address is the invited one (fixed), the company is the
 * inviting one. The invitation verified the address, so the user is logged in straight away and
 * lands in the joined organisation.
 */
export const InviteSignUpForm = ({ code, invitation }: InviteStepProps) => {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const enter = useEnterOrganisation();
  const organisation = invitation.organisation_name;
  const join = useMutation({
    mutationFn: async (values: InvitedSignUpForm) => {
      await registerInvited({
        email: invitation.email,
        password: values.password,
        full_name: `${values.firstName} ${values.lastName}`,
        job_title: values.jobTitle,
        lang: currentLanguage(i18n),
        invitation_code: code,
      });
      // A fresh login acts for the organisation joined last: this one.
      return login({ email: invitation.email, password: values.password });
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(invitedSignUpFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', jobTitle: '', password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: (session) => {
        void enter(session).then(() =>
          notifySuccess(t('team.inviteScreen.joined', { organisation })),
        );
      },
    }),
  );
  return (
    <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
      <p className={styles.intro}>{t('team.inviteScreen.signUpIntro')}</p>
      <TextField
        label={t('team.inviteScreen.email')}
        type="email"
        value={invitation.email}
        readOnly
      />
      <div className={styles.names}>
        <TextField
          label={t('team.inviteScreen.firstName')}
          autoComplete="given-name"
          error={message(errors.firstName)}
          {...register('firstName')}
        />
        <TextField
          label={t('team.inviteScreen.lastName')}
          autoComplete="family-name"
          error={message(errors.lastName)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('team.inviteScreen.jobTitle')}
        autoComplete="organization-title"
        error={message(errors.jobTitle)}
        {...register('jobTitle')}
      />
      <PasswordField
        label={t('team.inviteScreen.password')}
        autoComplete="new-password"
        error={message(errors.password)}
        {...register('password')}
      />
      <TermsCheckbox error={message(errors.terms)} {...register('terms')} />
      <Button type="submit" fullWidth busy={join.isPending}>
        {t('team.inviteScreen.signUp')}
      </Button>
    </form>
  );
};
