import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import styles from './report-table.module.css';

export type GapCellProps = {
  value: number | null | undefined;
  /** What a missing gap shows (blank by default). */
  empty?: ReactNode;
  /** A header cell (a row's summary), otherwise a data cell. */
  as?: 'td' | 'th';
  /** Names the cell when a phone shows the table as stacked rows (see `.stack`). */
  label?: string;
};

/**
 * A pay-gap percentage on the diverging scale: orange when women are paid less, blue when men
 * are, the text colour chosen for contrast. One meaning on every screen.
 */
export const GapCell = ({ value, empty = null, as: Tag = 'td', label }: GapCellProps) => {
  const { i18n } = useTranslation();
  const missing = value === null || value === undefined || Number.isNaN(value);
  const colour = payGapColour(value);
  return (
    <Tag
      className={[styles.num, styles.gap, missing && styles.gapMissing].filter(Boolean).join(' ')}
      style={missing ? undefined : { background: colour.background, color: colour.color }}
      data-label={label}
    >
      {missing ? empty : formatPercent(value, currentLanguage(i18n))}
    </Tag>
  );
};
