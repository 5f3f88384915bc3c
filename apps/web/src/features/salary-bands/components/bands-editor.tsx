import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportCurrencies } from '@parytet/contract/reports';
import type { SalaryBands, SalaryBandsBody } from '@parytet/contract/salary-bands';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toApiError } from '#lib/api-error.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useSaveSalaryBands } from '../hooks/use-salary-bands-queries.ts';
import { bandsFormSchema, cellOfServerPath, type BandsFormValues } from '../lib/bands-form.ts';
import type { DraftHandoff } from '../lib/draft-state.ts';
import { BandsChartPanel } from './bands-chart-panel.tsx';
import { BandsTable } from './bands-table.tsx';
import { JobFamiliesEditor } from './job-families-editor.tsx';
import { validationText } from '../lib/validation-text.ts';
import styles from './salary-bands.module.css';

export type BandsEditorProps = {
  saved: SalaryBands;
  initial: BandsFormValues;
  draft: DraftHandoff | null;
  reportId: string | null;
};

/** The structure as a form: its dates and basis, the bands' table, the job families, save. */
export const BandsEditor = ({ saved, initial, draft, reportId }: BandsEditorProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const navigate = useNavigate();
  const save = useSaveSalaryBands();
  const form = useForm<BandsFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    // The contract's body schema with the server's cross-field rules (lib/bands-form.ts).
    resolver: zodResolver(bandsFormSchema) as unknown as Resolver<BandsFormValues>,
  });
  const { register, handleSubmit, formState, setError, control } = form;
  // The chart follows the table a beat behind, so typing never waits for it to redraw.
  const bands = useDeferredValue(useWatch({ control, name: 'bands' }));
  const currency = useWatch({ control, name: 'currency' });
  const e = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.editor.${key}`, values);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values as SalaryBandsBody);
      notifySuccess(
        e('saved', {
          version: answer.version,
          date: formatDate(answer.effective_from, lang),
        }),
      );
      // The draft is in the saved version now: the history entry forgets it.
      if (draft) void navigate(paths.main.salaryBands, { replace: true, state: null });
    } catch (error) {
      const failure = toApiError(error);
      const cells = (failure.details ?? []).flatMap((issue) => {
        const cell = cellOfServerPath(issue.path);
        return cell ? [{ ...cell, message: issue.message }] : [];
      });
      if (failure.code !== 'INVALID_SALARY_BAND' || cells.length === 0) {
        notifyError(failure.message);
        return;
      }
      for (const cell of cells) {
        const message = cell.message === 'min_mid_max_order' ? 'mid_below_min' : cell.message;
        setError(`bands.${cell.index}.${cell.field}`, { message }, { shouldFocus: true });
      }
    }
  });

  return (
    <>
      <form
        className={[sectionStyles.block, styles.editor].join(' ')}
        onSubmit={formSubmit(onSubmit)}
        noValidate
        aria-labelledby="bands-editor-title"
      >
        <h2 id="bands-editor-title" className={sectionStyles.blockTitle}>
          {e('title')}
        </h2>
        {draft ? (
          <Notice tone="info" title={e('draftTitle', { label: draft.source.label })}>
            <p>{e('draftBody')}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void navigate(paths.main.salaryBands, { replace: true, state: null })}
            >
              {e('discardDraft')}
            </Button>
          </Notice>
        ) : (
          <p className={sectionStyles.blockIntro}>
            {e(saved.version === 0 ? 'introNew' : 'intro')}
          </p>
        )}
        <fieldset className={styles.structureFields}>
          <legend className="visually-hidden">{e('structure')}</legend>
          <TextField
            type="date"
            label={e('effectiveFrom')}
            aria-describedby="bands-effective-hint"
            error={validationText(t, formState.errors.effective_from)}
            {...register('effective_from')}
          />
          <Select
            label={e('basis')}
            options={(['base', 'total'] as const).map((basis) => ({
              value: basis,
              label: t(`salary-bands.basis.${basis}`),
            }))}
            {...register('basis')}
          />
          <Select
            label={e('currency')}
            options={reportCurrencies.map((code) => ({ value: code, label: code }))}
            {...register('currency')}
          />
        </fieldset>
        <p id="bands-effective-hint" className={styles.hint}>
          {e('effectiveFromHint')}
        </p>
        <BandsTable form={form} />
        <JobFamiliesEditor form={form} reportId={draft?.source.reportId ?? reportId} />
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            {e('save')}
          </Button>
          {Object.keys(formState.errors).length > 0 && (
            <p className={styles.formError} role="alert">
              {e('fixErrors')}
            </p>
          )}
        </div>
      </form>
      <BandsChartPanel
        bands={bands}
        currency={currency}
        version={saved.version}
        initialReport={draft?.source.reportId ?? null}
      />
    </>
  );
};
