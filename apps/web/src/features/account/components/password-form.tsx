import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@parytet/contract/account';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import styles from './account-settings.module.css';

export const PasswordForm = () => {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { current_password: '', new_password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        notifySuccess(t('account.password.changed'));
      },
    }),
  );
  return (
    <Card as="section" flat className={styles.part} aria-labelledby="account-password-title">
      <h3 id="account-password-title" className={styles.partTitle}>
        {t('account.password.title')}
      </h3>
      <p className={styles.text}>{t('account.password.intro')}</p>
      <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
        <PasswordField
          label={t('account.password.current')}
          autoComplete="current-password"
          error={message(errors.current_password)}
          {...register('current_password')}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          error={message(errors.new_password)}
          {...register('new_password')}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
