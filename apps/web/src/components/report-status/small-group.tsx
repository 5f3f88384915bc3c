import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MIN_GROUP_SIZE } from '@parytet/contract/reports';
import { useCurrentUser } from '#lib/current-user.ts';
import { useCan } from '#lib/permissions.ts';
import { useFormatMoney } from '#lib/reports/report-currency.tsx';
import styles from './small-group.module.css';

/** Fewer people than a gap needs, yet someone: their figure is one or two people's pay. */
export const isSmallGroup = (count: number, min = DEFAULT_MIN_GROUP_SIZE): boolean =>
  count > 0 && count < min;

export type SmallGroupMoneyProps = {
  value: number | null;
  /** How many people the figure is taken over (women, men, or everyone in the row). */
  count: number;
  /** The server marked the row as a small group: a null is a withheld figure. */
  withheld?: boolean;
};

/**
 * An amount that, over a small group, carries its head count in words ("1 person") and a
 * dagger pointing at the footnote: colour alone would not say it, and a screen reader reads it.
 */
export const SmallGroupMoney = ({ value, count, withheld = false }: SmallGroupMoneyProps) => {
  const { t } = useTranslation();
  const money = useFormatMoney()(value);
  // Withheld by the server for a role that sees aggregates only: say so, not a bare dash.
  if (value === null && (withheld || isSmallGroup(count))) return <Withheld />;
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

/** A figure the server withheld (a small group), in words with the reason on hover. */
export const Withheld = () => {
  const { t } = useTranslation();
  return (
    <span
      className={styles.withheld}
      title={t('report-status.smallGroup.withheldTitle', { min: DEFAULT_MIN_GROUP_SIZE })}
      data-withheld=""
    >
      {t('report-status.smallGroup.withheld')}
    </span>
  );
};

/**
 * The footnote the daggers point at; rendered only when something on screen is marked. The HR
 * team holds the file and is told why it sees such figures; a role that sees aggregates only
 * (permission map: no `reports.small-groups`) is told they are withheld.
 */
export const SmallGroupNote = ({ show, children }: { show: boolean; children?: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  const seesSmallGroups = useCan()('reports.small-groups');
  const known = useCurrentUser().data !== undefined;
  if (!show || !known) return null;
  return (
    <p id={id} className={styles.note} data-testid="small-group-note">
      {seesSmallGroups && <span aria-hidden="true">† </span>}
      {t(`report-status.smallGroup.${seesSmallGroups ? 'note' : 'viewerNote'}`, {
        min: DEFAULT_MIN_GROUP_SIZE,
      })}
      {children}
    </p>
  );
};
