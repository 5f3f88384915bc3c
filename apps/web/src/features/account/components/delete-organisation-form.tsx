import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteOrganisationBodySchema } from '@parytet/contract/account';
import { TextField } from '#components/ui/text-field.tsx';
import { useDeleteOrganisation } from '../api/delete-organisation.ts';
import { DangerSection, useLeaveAfterDeletion } from './danger-section.tsx';

/** The owner deletes the organisation and all its data, typing its name to confirm. */
export const DeleteOrganisationForm = ({ organisationName }: { organisationName: string }) => {
  const { t } = useTranslation();
  const leave = useLeaveAfterDeletion();
  const remove = useDeleteOrganisation();
  // The server checks the name too; here a mistyped name is caught before the call.
  const schema = useMemo(
    () =>
      deleteOrganisationBodySchema.refine((body) => body.name === organisationName.trim(), {
        path: ['name'],
        message: 'mismatch',
      }),
    [organisationName],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => leave(t('account.organisation.done', { name: organisationName })),
    }),
  );
  return (
    <DangerSection
      id="organisation-delete-title"
      title={t('account.organisation.title')}
      intro={t('account.organisation.intro', { name: organisationName })}
      submitLabel={t('account.organisation.submit')}
      busy={remove.isPending}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('account.organisation.label', { name: organisationName })}
        autoComplete="off"
        error={errors.name ? t('account.organisation.mismatch') : undefined}
        {...register('name')}
      />
    </DangerSection>
  );
};
