import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  assessmentRecordBodySchema,
  objectiveCriteria,
  type AssessmentRecordBody,
} from '@parytet/contract/reporting/indicators';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { notifySuccess } from '#lib/notify.ts';
import { useAddAssessmentRecord } from '../hooks/use-reporting-queries.ts';
import styles from './reporting.module.css';

type FormValues = {
  kind: 'justification' | 'remedy';
  category: string;
  criteria: string[];
  text: string;
  target_date: string;
};

/** A justification against objective criteria, or a remedy with its target date (Art. 10). */
export const RecordForm = ({ reportId, category }: { reportId: string; category: string }) => {
  const { t } = useTranslation();
  const textId = useId();
  const add = useAddAssessmentRecord(reportId);
  const { register, handleSubmit, control, reset, formState } = useForm<FormValues>({
    defaultValues: { kind: 'justification', category, criteria: [], text: '', target_date: '' },
    // The server's own schema; the union picks criteria or a date by kind.
    resolver: zodResolver(assessmentRecordBodySchema) as unknown as Resolver<FormValues>,
  });
  const kind = useWatch({ control, name: 'kind' });
  const f = (key: string) => t(`reporting.assessment.form.${key}`);
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values as unknown as AssessmentRecordBody);
      notifySuccess(f('saved'));
      reset({ kind: values.kind, category, criteria: [], text: '', target_date: '' });
    } catch {
      // The failure's toast comes from the query client, with the server's message.
    }
  });
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className={styles.criteria}>
        <legend>{t('reporting.assessment.form.legend', { category })}</legend>
      </fieldset>
      <Select
        label={f('kind')}
        options={[
          { value: 'justification', label: t('reporting.assessment.justification') },
          { value: 'remedy', label: t('reporting.assessment.remedy') },
        ]}
        {...register('kind')}
      />
      {kind === 'justification' ? (
        <fieldset className={styles.criteria}>
          <legend>{f('criteria')}</legend>
          {objectiveCriteria.map((criterion) => (
            <Checkbox
              key={criterion}
              value={criterion}
              label={t(`reporting.assessment.criteria.${criterion}`)}
              {...register('criteria')}
            />
          ))}
          {errors.criteria && (
            <p className={styles.error} role="alert">
              {f('criteriaRequired')}
            </p>
          )}
        </fieldset>
      ) : (
        <TextField
          type="date"
          label={f('targetDate')}
          error={errors.target_date ? f('dateRequired') : undefined}
          {...register('target_date')}
        />
      )}
      <div>
        <label htmlFor={textId}>{f('text')}</label>
        <textarea
          id={textId}
          className={styles.textarea}
          aria-invalid={errors.text ? true : undefined}
          {...register('text')}
        />
        {errors.text && (
          <p className={styles.error} role="alert">
            {f('textRequired')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {f('submit')}
        </Button>
      </div>
    </form>
  );
};
