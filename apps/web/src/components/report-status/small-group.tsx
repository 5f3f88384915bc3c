import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MIN_GROUP_SIZE } from '@parytet/contract/reports';
import { useFormatMoney } from '../../lib/reports/report-currency.tsx';
import styles from './small-group.module.css';

/** Fewer people than a gap needs, yet someone: their figure is one or two people's pay. */
export const isSmallGroup = (count: number, min = DEFAULT_MIN_GROUP_SIZE): boolean =>
  count > 0 && count < min;

export type SmallGroupMoneyProps = {
  value: number | null;
  /** How many people the figure is taken over (women, men, or everyone in the row). */
  count: number;
};

/**
 * An amount that, over a small group, carries its head count in words ("1 person") and a
 * dagger pointing at the footnote: colour alone would not say it, and a screen reader reads it.
 */
export const SmallGroupMoney = ({ value, count }: SmallGroupMoneyProps) => {
  const { t } = useTranslation();
  const money = useFormatMoney()(value);
  if (value === null || !isSmallGroup(count)) return <>{money}</>;
  return (
    <span className={styles.marked} title={t('report-status.smallGroup.title', { count })}>
      {money}{' '}
      <span className={styles.badge} data-small-group={count}>
        {t('report-status.smallGroup.people', { count })}
        <sup aria-hidden="true">†</sup>
      </span>
    </span>
  );
};

/** The footnote the daggers point at; rendered only when something on screen is marked. */
export const SmallGroupNote = ({ show, children }: { show: boolean; children?: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  if (!show) return null;
  return (
    <p id={id} className={styles.note} data-testid="small-group-note">
      <span aria-hidden="true">† </span>
      {t('report-status.smallGroup.note', { min: DEFAULT_MIN_GROUP_SIZE })}
      {children}
    </p>
  );
};
