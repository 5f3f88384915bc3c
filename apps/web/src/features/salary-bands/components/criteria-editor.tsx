import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parytet/contract/common';
import { criteriaPageSchema, type CriteriaPage } from '@parytet/contract/salary-band-documents';
import { Button } from '#components/ui/button.tsx';
import { IconClose, IconPlus } from '#components/ui/icons.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useSaveCriteria } from '../hooks/use-band-documents.ts';
import { validationText } from '../lib/validation-text.ts';
import styles from './salary-bands.module.css';

const MAX_SECTIONS = 30;

/**
 * The criteria page as a form: its title and sections (a heading, then text whose blank lines
 * part paragraphs), checked by the route's own schema; saved as a new version in its language.
 */
export const CriteriaEditor = ({
  lang,
  page,
  generated,
}: {
  lang: Language;
  page: CriteriaPage;
  generated: CriteriaPage;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCriteria();
  const { register, control, handleSubmit, reset, formState } = useForm<CriteriaPage>({
    defaultValues: page,
    resolver: zodResolver(criteriaPageSchema) as unknown as Resolver<CriteriaPage>,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'sections' });
  const c = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.criteria.${key}`, values);
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...values, lang });
      notifySuccess(c('saved', { version: answer.version }));
    } catch {
      // The query client shows the failure.
    }
  });
  return (
    <form className={styles.stack} noValidate onSubmit={formSubmit(onSubmit)} lang={lang}>
      <TextField
        label={c('pageTitle')}
        error={validationText(t, errors.title)}
        {...register('title')}
      />
      {fields.map((field, index) => {
        const bodyId = `${id}-body-${field.id}`;
        const bodyError = validationText(t, errors.sections?.[index]?.body);
        return (
          <fieldset key={field.id} className={styles.fieldset}>
            <legend>{c('section', { number: index + 1 })}</legend>
            <TextField
              label={c('sectionHeading')}
              error={validationText(t, errors.sections?.[index]?.heading)}
              {...register(`sections.${index}.heading`)}
            />
            <label htmlFor={bodyId} className={styles.label}>
              {c('body')}
            </label>
            <textarea
              id={bodyId}
              className={styles.textarea}
              rows={6}
              aria-invalid={bodyError ? true : undefined}
              {...register(`sections.${index}.body`)}
            />
            {bodyError && <p className={styles.formError}>{bodyError}</p>}
            <div>
              <Button
                variant="ghost"
                size="sm"
                icon={<IconClose size={14} />}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                {c('removeSection', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<IconPlus size={16} />}
          disabled={fields.length >= MAX_SECTIONS}
          onClick={() => append({ heading: '', body: '' })}
        >
          {c('addSection')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => reset(generated)}>
          {c('regenerate')}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          {c('save')}
        </Button>
      </div>
    </form>
  );
};
