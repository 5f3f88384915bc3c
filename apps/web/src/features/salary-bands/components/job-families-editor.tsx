import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_JOB_FAMILIES } from '@parytet/contract/salary-bands';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { IconClose, IconPlus } from '#components/ui/icons.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useReportPositions } from '../hooks/use-report-positions.ts';
import type { BandsFormValues, JobFamily } from '../lib/bands-form.ts';
import { validationText } from '../lib/validation-text.ts';
import styles from './salary-bands.module.css';

type Form = UseFormReturn<BandsFormValues>;

const natural = new Intl.Collator(undefined, { numeric: true });

/** Each position's family: at most one, so a person's band is never in doubt. */
const assign = (families: readonly JobFamily[], position: string, name: string): JobFamily[] =>
  families.map((family) => ({
    ...family,
    positions:
      family.name.trim() === name
        ? [...new Set([...family.positions, position])]
        : family.positions.filter((p) => p !== position),
  }));

/** A position → family choice per position of the chosen report (and any assigned before). */
const PositionsTable = ({ form, fromReport }: { form: Form; fromReport: readonly string[] }) => {
  const { t } = useTranslation();
  const families = useWatch({ control: form.control, name: 'job_families' });
  const assigned = families.flatMap((family) => family.positions);
  const positions = [...new Set([...fromReport, ...assigned])].sort(natural.compare);
  const names = families.map((family) => family.name.trim()).filter(Boolean);
  const f = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.families.${key}`, values);
  if (positions.length === 0) return <p className={styles.hint}>{f('noPositions')}</p>;
  const familyOf = (position: string) =>
    families.find((family) => family.positions.includes(position))?.name.trim() ?? '';
  return (
    <TableScroll label={f('positionsCaption')} tall>
      <table className={table.table} data-table="position-families">
        <caption className="visually-hidden">{f('positionsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{f('position')}</th>
            <th scope="col">{f('family')}</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => (
            <tr key={position}>
              <th scope="row">{position}</th>
              <td>
                <select
                  className={styles.cellControl}
                  aria-label={f('familyOf', { position })}
                  value={familyOf(position)}
                  onChange={(event) =>
                    form.setValue(
                      'job_families',
                      assign(form.getValues('job_families'), position, event.target.value),
                      { shouldDirty: true, shouldValidate: true },
                    )
                  }
                >
                  <option value="">{f('none')}</option>
                  {names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
};

const ReportPositionsTable = ({ form, reportId }: { form: Form; reportId: string }) => (
  <PositionsTable form={form} fromReport={useReportPositions(reportId)} />
);

/**
 * Job families: named sets of positions that have bands of their own within a level. A family
 * renamed here is renamed in the bands that use it.
 */
export const JobFamiliesEditor = ({ form, reportId }: { form: Form; reportId: string | null }) => {
  const { t } = useTranslation();
  const id = useId();
  const { control, register, getValues, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'job_families' });
  const f = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.families.${key}`, values);

  const rename = (index: number, next: string) => {
    const before = getValues(`job_families.${index}.name`).trim();
    getValues('bands').forEach((band, row) => {
      if (before !== '' && band.job_family === before) {
        setValue(`bands.${row}.job_family`, next.trim(), { shouldValidate: true });
      }
    });
  };

  return (
    <section className={styles.stack} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {f('title')}
      </h3>
      <p className={styles.hint}>{f('intro')}</p>
      {fields.length > 0 && (
        <ul className={styles.familyList}>
          {fields.map((field, index) => {
            const registered = register(`job_families.${index}.name`);
            const error = formState.errors.job_families?.[index]?.name;
            return (
              <li key={field.id} className={styles.familyItem}>
                <TextField
                  label={f('name', { number: index + 1 })}
                  error={validationText(t, error)}
                  {...registered}
                  onChange={(event) => {
                    rename(index, event.target.value);
                    void registered.onChange(event);
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<IconClose size={14} />}
                  onClick={() => remove(index)}
                >
                  <span className="visually-hidden">{f('remove', { number: index + 1 })}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<IconPlus size={16} />}
          disabled={fields.length >= MAX_JOB_FAMILIES}
          onClick={() => append({ name: '', positions: [] })}
        >
          {f('add')}
        </Button>
      </div>
      {fields.length > 0 &&
        (reportId === null ? (
          <PositionsTable form={form} fromReport={[]} />
        ) : (
          <ReportPositionsTable form={form} reportId={reportId} />
        ))}
    </section>
  );
};
