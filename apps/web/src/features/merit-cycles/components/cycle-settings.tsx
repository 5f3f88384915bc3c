import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createMeritCycleBodySchema, type MeritCycle } from '@parytet/contract/merit-cycles';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDeleteDialog } from '#components/ui/confirm-delete-dialog.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { currencySymbol } from '#lib/format.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useRemoveCycle, useUpdateCycle } from '../hooks/use-merit-queries.ts';
import { CycleFields, type CycleFieldValues } from './cycle-fields.tsx';
import styles from './merit-cycles.module.css';

/** A draft's name, effective date and budget (owner, admin); deleting the cycle. */
export const CycleSettings = ({ cycle }: { cycle: MeritCycle }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCycle(cycle.id);
  const remove = useRemoveCycle(cycle.id);
  const [deleting, setDeleting] = useState(false);
  const draft = cycle.state === 'draft';
  const { register, handleSubmit, control, formState, reset } = useForm<CycleFieldValues>({
    // The settings send every field, so each is checked as when the cycle was created.
    resolver: zodResolver(createMeritCycleBodySchema.omit({ report_id: true })),
    defaultValues: {
      name: cycle.name,
      effective_on: cycle.effective_on,
      budget: { kind: cycle.budget.kind, value: cycle.budget.value },
    },
  });
  const kind = useWatch({ control, name: 'budget.kind' });
  const onSubmit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('merit-cycles.settings.saved'));
        reset({
          name: saved.name,
          effective_on: saved.effective_on,
          budget: { kind: saved.budget.kind, value: saved.budget.value },
        });
      },
    }),
  );
  return (
    <>
      {draft && (
        <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
          <CycleFields
            register={register}
            errors={formState.errors}
            kind={kind}
            currencySign={currencySymbol(cycle.currency)}
          />
          {update.isError && <Notice tone="error">{errorMessageOf(update.error)}</Notice>}
          <div>
            <Button type="submit" busy={update.isPending} disabled={!formState.isDirty}>
              {t('merit-cycles.settings.save')}
            </Button>
          </div>
        </form>
      )}
      <div>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {t('merit-cycles.settings.delete')}
        </Button>
      </div>
      {deleting && (
        <ConfirmDeleteDialog
          title={t('merit-cycles.settings.deleteTitle', { name: cycle.name })}
          text={t('merit-cycles.settings.deleteText')}
          cancelLabel={t('merit-cycles.review.cancel')}
          confirmLabel={t('merit-cycles.settings.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notifySuccess(t('merit-cycles.settings.deleted', { name: cycle.name }));
                void navigate(paths.main.meritCycles, { replace: true });
              },
            })
          }
        />
      )}
    </>
  );
};
