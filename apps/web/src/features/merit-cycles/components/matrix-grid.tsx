import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import {
  cellId,
  parsePercent,
  QUARTILES,
  type MatrixDraft,
  type MatrixErrors,
} from '../lib/matrix-draft.ts';
import { nextCell } from '../lib/grid-keys.ts';
import styles from './matrix-grid.module.css';

export type MatrixGridProps = {
  draft: MatrixDraft;
  errors: MatrixErrors | null;
  readOnly: boolean;
  onCellChange: (row: number, column: number, text: string) => void;
  onRemoveRow: (row: number) => void;
  /** How the error keys (the contract's) read. */
  message: (key: string | undefined) => string | undefined;
};

/**
 * The merit matrix: performance ratings down, the quartile of a person's position in their band
 * across, a raise in percent in each cell. A grid of labelled inputs: Tab walks it, the arrow
 * keys move like a spreadsheet (left and right once the caret is at the text's edge), Enter goes
 * down, Ctrl+Home and Ctrl+End to the first and last cell.
 */
export const MatrixGrid = ({
  draft,
  errors,
  readOnly,
  onCellChange,
  onRemoveRow,
  message,
}: MatrixGridProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const table = useRef<HTMLTableElement>(null);
  const rows = draft.rows.length;
  const ratingName = (rating: string | null) =>
    rating ?? (rows === 1 ? t('merit-cycles.matrix.everyone') : t('merit-cycles.matrix.others'));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    const target = nextCell(
      {
        key: event.key,
        ctrl: event.ctrlKey || event.metaKey,
        caretAtStart: input.selectionStart === 0 && input.selectionEnd === 0,
        caretAtEnd: input.selectionStart === input.value.length,
      },
      { row, column },
      { rows, columns: QUARTILES.length },
    );
    if (!target) return;
    event.preventDefault();
    const next = table.current?.querySelector<HTMLInputElement>(
      `[data-cell="${cellId(target.row, target.column)}"]`,
    );
    next?.focus();
    next?.select();
  };

  return (
    <TableScroll label={t('merit-cycles.matrix.caption')} className={styles.frame}>
      <table ref={table} className={styles.grid} data-matrix>
        <caption className="visually-hidden">{t('merit-cycles.matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('merit-cycles.matrix.rating')}</th>
            {QUARTILES.map((q) => (
              <th key={q} scope="col" className={styles.num}>
                {t('merit-cycles.matrix.quartile', { q })}{' '}
                <span className={styles.sub}>{t(`merit-cycles.matrix.quartileHint.${q}`)}</span>
              </th>
            ))}
            {!readOnly && (
              <th scope="col">
                <span className="visually-hidden">{t('merit-cycles.matrix.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {draft.rows.map((row, r) => {
            const name = ratingName(row.rating);
            const rowError = message(errors?.rows[r]);
            return (
              <tr key={row.rating ?? '\u0000'}>
                <th scope="row" className={row.rating === null ? styles.others : undefined}>
                  {name}
                  {rowError && <span className={styles.rowError}>{rowError}</span>}
                </th>
                {row.cells.map((text, c) => {
                  const id = cellId(r, c);
                  const error = message(errors?.cells[id]);
                  const errorId = `matrix-error-${id.replace(':', '-')}`;
                  return (
                    <td key={c} className={styles.num}>
                      {readOnly ? (
                        <span data-cell={id}>{formatPercent(parsePercent(text), lang)}</span>
                      ) : (
                        <span className={styles.cell}>
                          <input
                            type="text"
                            inputMode="decimal"
                            className={styles.input}
                            value={text}
                            data-cell={id}
                            aria-label={t('merit-cycles.matrix.cellLabel', {
                              rating: name,
                              q: c + 1,
                            })}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            onChange={(event) => onCellChange(r, c, event.target.value)}
                            onKeyDown={(event) => onKeyDown(event, r, c)}
                          />
                          <span aria-hidden="true">%</span>
                          {error && (
                            <span id={errorId} className={styles.error}>
                              {error}
                            </span>
                          )}
                        </span>
                      )}
                    </td>
                  );
                })}
                {!readOnly && (
                  <td>
                    {row.rating !== null && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemoveRow(r)}
                        aria-label={t('merit-cycles.matrix.removeRow', { rating: name })}
                      >
                        {t('merit-cycles.matrix.remove')}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
};
