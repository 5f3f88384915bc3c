import { useId } from 'react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { IconClose, IconPlus } from '#components/ui/icons.tsx';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useGridNavigation } from '../hooks/use-grid-navigation.ts';
import {
  emptyBand,
  parseAmount,
  spreadPercent,
  type BandRow,
  type BandsFormValues,
} from '../lib/bands-form.ts';
import { validationText } from '../lib/validation-text.ts';
import styles from './salary-bands.module.css';

/** The table's columns, in the order the arrow keys walk them. */
const COLUMNS = ['level', 'job_family', 'min', 'mid', 'max'] as const satisfies (keyof BandRow)[];
type Column = (typeof COLUMNS)[number];
const AMOUNTS = new Set<Column>(['min', 'mid', 'max']);

const fromSelect = (value: unknown) => (value === '' || value === null ? null : String(value));

/**
 * The bands as a table the keyboard drives (see useGridNavigation): a row per band with its
 * level, job family, minimum, midpoint and maximum, each cell labelled by its row and column
 * headers and showing its own validation message under it.
 */
export const BandsTable = ({ form }: { form: UseFormReturn<BandsFormValues> }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const id = useId();
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'bands' });
  const bands = useWatch({ control, name: 'bands' });
  const families = useWatch({ control, name: 'job_families' });
  const grid = useGridNavigation({
    rows: fields.length,
    cols: COLUMNS.length,
    revert: ({ row, col }, value) => {
      const column = COLUMNS[col] ?? 'level';
      const path = `bands.${row}.${column}` as const;
      if (AMOUNTS.has(column)) setValue(path, parseAmount(value), { shouldValidate: true });
      else if (column === 'job_family') setValue(path, fromSelect(value), { shouldValidate: true });
      else setValue(path, value, { shouldValidate: true });
    },
  });
  const b = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.editor.${key}`, values);
  const message = (error: FieldError | undefined) => validationText(t, error);
  const familyNames = families.map((family) => family.name.trim()).filter(Boolean);

  const addBand = () => {
    append(emptyBand(), { shouldFocus: false });
    // The new row renders on the next frame; its first cell takes the focus then.
    requestAnimationFrame(() => grid.focusCell({ row: fields.length, col: 0 }));
  };

  return (
    <div className={styles.stack}>
      <p id={`${id}-keys`} className={styles.hint}>
        {b('keys')}
      </p>
      <TableScroll label={b('caption')}>
        <table className={[table.table, styles.grid].join(' ')} data-table="bands">
          <caption className="visually-hidden">{b('caption')}</caption>
          <thead>
            <tr>
              <th scope="col" id={`${id}-band`}>
                {b('band')}
              </th>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  id={`${id}-${column}`}
                  className={AMOUNTS.has(column) ? styles.numHead : undefined}
                >
                  {b(`columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={styles.numHead}>
                {b('columns.spread')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{b('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, row) => {
              const rowHeader = `${id}-row-${field.id}`;
              const errors = formState.errors.bands?.[row];
              const band = bands[row];
              return (
                <tr key={field.id}>
                  <th scope="row" id={rowHeader} className={styles.rowHeader}>
                    {b('bandNumber', { number: row + 1 })}
                  </th>
                  {COLUMNS.map((column, col) => {
                    const error = message(errors?.[column]);
                    const errorId = `${rowHeader}-${column}-error`;
                    const editing = grid.editing?.row === row && grid.editing.col === col;
                    const registered = register(`bands.${row}.${column}`, {
                      setValueAs: AMOUNTS.has(column) ? parseAmount : undefined,
                    });
                    const navigation = {
                      'aria-labelledby': `${rowHeader} ${id}-${column}`,
                      'aria-describedby': [error ? errorId : null, `${id}-keys`]
                        .filter(Boolean)
                        .join(' '),
                      'aria-invalid': error ? true : undefined,
                      'data-editing': editing || undefined,
                      className: [styles.cellControl, AMOUNTS.has(column) && styles.amount]
                        .filter(Boolean)
                        .join(' '),
                      onKeyDown: grid.onKeyDown(row, col),
                      onFocus: grid.onFocus(row, col),
                      onClick: grid.onClick(row, col),
                    };
                    return (
                      <td key={column} className={AMOUNTS.has(column) ? table.num : undefined}>
                        {column === 'job_family' ? (
                          // Controlled: a family renamed in its editor renames the band's
                          // choice in the same render, before the option list changes.
                          <select
                            {...navigation}
                            ref={grid.cellRef(row, col)}
                            value={band?.job_family ?? ''}
                            onChange={(event) =>
                              setValue(`bands.${row}.job_family`, fromSelect(event.target.value), {
                                shouldValidate: true,
                                shouldDirty: true,
                              })
                            }
                            onBlur={grid.onBlur(row, col)}
                          >
                            <option value="">{b('noFamily')}</option>
                            {[...new Set([...familyNames, band?.job_family ?? ''])]
                              .filter(Boolean)
                              .map((name) => (
                                <option key={name} value={name}>
                                  {name}
                                </option>
                              ))}
                          </select>
                        ) : (
                          <input
                            {...registered}
                            {...navigation}
                            ref={(element) => {
                              registered.ref(element);
                              grid.cellRef(row, col)(element);
                            }}
                            onBlur={(event) => {
                              grid.onBlur(row, col)();
                              void registered.onBlur(event);
                            }}
                            type="text"
                            inputMode={AMOUNTS.has(column) ? 'decimal' : undefined}
                            autoComplete="off"
                            spellCheck={false}
                          />
                        )}
                        {error && (
                          <span id={errorId} className={styles.cellError}>
                            {error}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td className={table.num}>
                    {band ? formatPercent(spreadPercent(band), lang) : ''}
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<IconClose size={14} />}
                      onClick={() => remove(row)}
                      disabled={fields.length === 1}
                    >
                      <span className="visually-hidden">{b('remove', { number: row + 1 })}</span>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div>
        <Button variant="secondary" size="sm" icon={<IconPlus size={16} />} onClick={addBand}>
          {b('add')}
        </Button>
      </div>
    </div>
  );
};
