import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createLetterBodySchema } from '@parytet/contract/report-exports';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useCreateLetter } from '../api/create-letter.ts';
import { saveLetter } from '../lib/save-letter.ts';
import { LettersList } from './letters-list.tsx';
import styles from './report-exports.module.css';

// The server's schema, with the date field as the form holds it (empty = today).
const letterFormSchema = createLetterBodySchema.extend({
  requested_on: z.union([z.literal(''), z.iso.date()]),
});
type LetterForm = z.input<typeof letterFormSchema>;

/** Article 7: record a worker's request, download its letter, and see past requests. */
export const LettersPanel = ({ reportId, canEdit }: { reportId: string; canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const create = useCreateLetter(reportId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LetterForm>({
    resolver: zodResolver(letterFormSchema),
    defaultValues: { employee_id: '', requested_on: '', lang: currentLanguage(i18n) },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        employee_id: values.employee_id,
        lang: values.lang,
        ...(values.requested_on ? { requested_on: values.requested_on } : {}),
      },
      {
        onSuccess: (letter) => {
          notifySuccess(t('report-exports.letters.created', { id: letter.employee_id }));
          reset({ employee_id: '', requested_on: '', lang: values.lang });
          void saveLetter(reportId, letter.id);
        },
        onError: (error) => notifyError(errorMessageOf(error)),
      },
    ),
  );

  return (
    <section className={styles.panel} aria-labelledby="letters-title">
      <h2 id="letters-title" className={styles.panelTitle}>
        {t('report-exports.letters.title')}
      </h2>
      <p className={styles.intro}>{t('report-exports.letters.intro')}</p>
      {canEdit ? (
        <form className={styles.letterForm} onSubmit={formSubmit(onSubmit)} noValidate>
          <TextField
            label={t('report-exports.letters.employeeId')}
            autoComplete="off"
            error={errors.employee_id ? t('report-exports.letters.required') : undefined}
            {...register('employee_id')}
          />
          <TextField
            type="date"
            label={t('report-exports.letters.requestedOn')}
            hint={t('report-exports.letters.requestedOnHint')}
            {...register('requested_on')}
          />
          <Select
            label={t('report-exports.letters.language')}
            options={[
              { value: 'pl', label: t('report-exports.languages.pl') },
              { value: 'en', label: t('report-exports.languages.en') },
            ]}
            {...register('lang')}
          />
          <div className={styles.submitRow}>
            <Button
              type="submit"
              className={styles.wrapButton}
              busy={create.isPending}
              disabled={create.isPending}
            >
              {t('report-exports.letters.generate')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.muted}>{t('report-exports.letters.readOnly')}</p>
      )}
      <LettersList reportId={reportId} />
    </section>
  );
};
