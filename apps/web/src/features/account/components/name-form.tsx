import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema } from '@parytet/contract/account';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import styles from './account-settings.module.css';

export const NameForm = ({ fullName }: { fullName: string }) => {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { full_name: fullName },
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => notifySuccess(t('account.name.saved')) }),
  );
  return (
    <Card as="section" flat className={styles.part} aria-labelledby="account-name-title">
      <h3 id="account-name-title" className={styles.partTitle}>
        {t('account.name.title')}
      </h3>
      <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
        <TextField
          label={t('account.name.label')}
          autoComplete="name"
          error={message(errors.full_name)}
          {...register('full_name')}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t('account.name.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
