import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteFormSchema, type InviteForm as InviteValues } from '@parytet/contract/organisations';
import { assignableRoles, type Role } from '@parytet/contract/permissions';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useInvite } from '../api/invite.ts';
import styles from './team.module.css';

/** E-mail and role; the mail goes out in the inviter's language. */
export const InviteForm = ({ myRole }: { myRole: Role }) => {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const invite = useInvite();
  const roles = assignableRoles(myRole);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', role: 'member' },
  });

  // What the chosen role may do, said under the field.
  const selectedRole = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit((values) =>
    invite.mutate(
      { ...values, lang: currentLanguage(i18n) },
      {
        onSuccess: () => {
          notifySuccess(t('team.invite.sent', { email: values.email }));
          reset();
        },
      },
    ),
  );

  return (
    <form
      className={styles.inviteForm}
      noValidate
      onSubmit={formSubmit(onSubmit)}
      aria-labelledby="invite-heading"
    >
      <TextField
        label={t('team.invite.email')}
        type="email"
        autoComplete="off"
        error={message(errors.email)}
        {...register('email')}
      />
      <Select
        label={t('team.invite.role')}
        hint={t(`team.roleHints.${selectedRole}`)}
        options={roles.map((role) => ({ value: role, label: t(`team.roles.${role}`) }))}
        error={message(errors.role)}
        {...register('role')}
      />
      <div>
        <Button type="submit" busy={invite.isPending}>
          {t('team.invite.submit')}
        </Button>
      </div>
    </form>
  );
};
