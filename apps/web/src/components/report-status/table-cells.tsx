import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './report-table.module.css';
import { SmallGroupMoney } from './small-group.tsx';

export type CountCellProps = {
  value: number;
  /** Names the cell when a phone shows the table as stacked rows (see `.stack`). */
  label?: string;
};

/** A head count, right-aligned and formatted in the user's language. */
export const CountCell = ({ value, label }: CountCellProps) => {
  const { i18n } = useTranslation();
  return (
    <td className={styles.num} data-label={label}>
      {formatNumber(value, currentLanguage(i18n))}
    </td>
  );
};

export type MoneyCellProps = {
  value: number | null;
  /** How many people the amount is taken over: a small group is marked (see SmallGroupMoney). */
  count: number;
  label?: string;
  /** The server withheld the row's figures (its `small_group`): a null reads "withheld". */
  withheld?: boolean;
};

/** An amount over a group of people, right-aligned, marked when the group is small. */
export const MoneyCell = ({ value, count, label, withheld }: MoneyCellProps) => (
  <td className={styles.num} data-label={label}>
    <SmallGroupMoney value={value} count={count} withheld={withheld} />
  </td>
);

export type Headcounts = { total_people: number; number_of_women: number; number_of_men: number };

export type HeadcountCellsProps = {
  group: Headcounts;
  labels: { total: string; women: string; men: string };
};

/** A group's three head counts (everyone, women, men), the columns every report table opens with. */
export const HeadcountCells = ({ group, labels }: HeadcountCellsProps) => (
  <>
    <CountCell value={group.total_people} label={labels.total} />
    <CountCell value={group.number_of_women} label={labels.women} />
    <CountCell value={group.number_of_men} label={labels.men} />
  </>
);
