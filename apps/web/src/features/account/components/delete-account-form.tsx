import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccountBodySchema } from '@parytet/contract/account';
import { PasswordField } from '#components/ui/password-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DangerSection, useLeaveAfterDeletion } from './danger-section.tsx';

/** Deleting one's own account, confirmed with the password (an owner hands over first). */
export const DeleteAccountForm = () => {
  const { t } = useTranslation();
  const leave = useLeaveAfterDeletion();
  const remove = useDeleteAccount();
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(({ password }) =>
    remove.mutate(
      { password: password || undefined },
      { onSuccess: () => leave(t('account.delete.done')) },
    ),
  );
  return (
    <DangerSection
      id="account-delete-title"
      title={t('account.delete.title')}
      intro={t('account.delete.intro')}
      submitLabel={t('account.delete.submit')}
      busy={remove.isPending}
      onSubmit={onSubmit}
    >
      <PasswordField
        label={t('account.delete.password')}
        hint={t('account.delete.passwordHint')}
        autoComplete="current-password"
        {...register('password')}
      />
    </DangerSection>
  );
};
