import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import { bandDraftBodySchema } from '@parytet/contract/salary-bands';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import { validationText } from '../lib/validation-text.ts';
import styles from './salary-bands.module.css';

export type DraftOptions = {
  report_id: string;
  method: 'percentiles' | 'market';
  /** `market` drafts: the sourced Polish market table or the pooled benchmark. */
  benchmark_source: 'market' | 'pool';
  basis: 'base' | 'total';
  percentiles: { min: number; mid: number; max: number };
  spread: { min: number; max: number };
};

export const DEFAULT_DRAFT_OPTIONS: Omit<DraftOptions, 'report_id'> = {
  method: 'percentiles',
  benchmark_source: 'market',
  basis: 'base',
  percentiles: { min: 10, mid: 50, max: 90 },
  spread: { min: 20, max: 80 },
};

const asNumber = { valueAsNumber: true } as const;

/**
 * How a draft is made from a report: the percentiles and the spread a band should have. A
 * `market` draft also picks the benchmark; its percentiles draft the levels with no mapped
 * position.
 */
export const DraftForm = ({
  reports,
  initial,
  busy,
  onSubmit,
}: {
  reports: readonly ReportSummary[];
  initial: DraftOptions;
  busy: boolean;
  onSubmit: (options: DraftOptions) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<DraftOptions>({
    defaultValues: initial,
    // The route's own body schema: the percentiles in order, numbers in range.
    resolver: zodResolver(bandDraftBodySchema) as unknown as Resolver<DraftOptions>,
  });
  const d = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.draft.${key}`, values);
  const errors = formState.errors;
  const invalid = (error: { message?: string } | undefined, key: string) =>
    validationText(t, error, d(`${key}Invalid`));
  // The percentiles' order is the object's own rule: its message sits under the midpoint.
  const order = errors.percentiles?.message ? { message: errors.percentiles.message } : undefined;
  const ready = reports.filter((report) => report.report_ready && !report.report_failed);
  return (
    <form className={styles.stack} noValidate onSubmit={formSubmit(handleSubmit(onSubmit))}>
      <div className={styles.fieldRow}>
        <Select
          label={d('report')}
          options={ready.map((report) => ({ value: report.id, label: report.label }))}
          {...register('report_id')}
        />
        <Select
          label={d('basis')}
          options={(['base', 'total'] as const).map((basis) => ({
            value: basis,
            label: t(`salary-bands.basis.${basis}`),
          }))}
          {...register('basis')}
        />
        {initial.method === 'market' && (
          <Select
            label={d('benchmarkSource')}
            options={(['market', 'pool'] as const).map((source) => ({
              value: source,
              label: d(`benchmarkSources.${source}`),
            }))}
            {...register('benchmark_source')}
          />
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{d('percentiles')}</legend>
        <p className={styles.hint}>
          {d(initial.method === 'market' ? 'percentilesMarketHint' : 'percentilesHint')}
        </p>
        <div className={styles.fieldRow}>
          {(['min', 'mid', 'max'] as const).map((key) => (
            <TextField
              key={key}
              type="number"
              min={0}
              max={100}
              step={1}
              label={d(`percentile.${key}`)}
              error={invalid(
                errors.percentiles?.[key] ?? (key === 'mid' ? order : undefined),
                'percentile',
              )}
              {...register(`percentiles.${key}`, asNumber)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{d('spread')}</legend>
        <p className={styles.hint}>{d('spreadHint')}</p>
        <div className={styles.fieldRow}>
          {(['min', 'max'] as const).map((key) => (
            <TextField
              key={key}
              type="number"
              min={0}
              max={1000}
              label={d(`spreadBound.${key}`)}
              error={invalid(errors.spread?.[key], 'spread')}
              {...register(`spread.${key}`, asNumber)}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" busy={busy}>
          {d('make')}
        </Button>
      </div>
    </form>
  );
};
