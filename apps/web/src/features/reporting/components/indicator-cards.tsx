import { useTranslation } from 'react-i18next';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import { DEFAULT_MIN_GROUP_SIZE } from '@parytet/contract/reports';
import styles from './reporting.module.css';
import { useIndicatorPercent } from '../hooks/use-indicator-percent.ts';

/** Indicators (a)–(e): the gaps over everyone and over the receivers of bonuses, and who receives them. */
export const IndicatorCards = ({ data }: { data: IndicatorsView }) => {
  const { t } = useTranslation();
  const pct = useIndicatorPercent();
  const receiving = data.receiving_variable_pay;
  const cards = [
    { key: 'a', value: pct(data.pay_gap_mean) },
    { key: 'c', value: pct(data.pay_gap_median) },
    { key: 'b', value: pct(data.variable_pay_gap_mean) },
    { key: 'd', value: pct(data.variable_pay_gap_median) },
  ];
  return (
    <>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.key} className={styles.card} data-indicator={card.key}>
            <dt>{t(`reporting.indicators.${card.key}`)}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
        <div className={styles.card} data-indicator="e">
          <dt>{t('reporting.indicators.e')}</dt>
          <dd className={styles.shares}>
            {t('reporting.indicators.womenShare', {
              value: pct(receiving.women_percentage),
            })}
            <br />
            {t('reporting.indicators.menShare', { value: pct(receiving.men_percentage) })}
            {receiving.small_group && <span className={styles.mark}>*</span>}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('reporting.indicators.withheldWhy', { min: DEFAULT_MIN_GROUP_SIZE })}
      </p>
    </>
  );
};
