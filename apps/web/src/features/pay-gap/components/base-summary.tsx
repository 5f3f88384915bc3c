import { useTranslation } from 'react-i18next';
import type { BaseReportData } from '@parytet/contract/reports';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { payGapColour } from '#lib/pay-gap-scale.ts';
import { gapSentenceKey } from '../lib/gap-sentence.ts';
import styles from './pay-gap.module.css';

type StatProps = { label: string; value: number | null; sentence: string };

const GapStat = ({ label, value, sentence }: StatProps) => {
  const { i18n } = useTranslation();
  const colour = payGapColour(value);
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        <span
          className={styles.statChip}
          style={
            value === null ? undefined : { background: colour.background, color: colour.color }
          }
        >
          {formatPercent(value, currentLanguage(i18n))}
        </span>
      </dd>
      <dd className={styles.statNote}>{sentence}</dd>
    </div>
  );
};

/** The headline: mean and median base-salary gaps in words, and who is in the file. */
export const BaseSummary = ({ data }: { data: BaseReportData }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const sentence = (value: number | null) =>
    t(gapSentenceKey(value), { gap: formatPercent(value === null ? null : Math.abs(value), lang) });
  const total = data.number_of_women + data.number_of_men;
  return (
    <dl className={styles.stats}>
      <GapStat
        label={t('pay-gap.base.meanGap')}
        value={data.mean.base_salary.pay_gap_percentage}
        sentence={sentence(data.mean.base_salary.pay_gap_percentage)}
      />
      <GapStat
        label={t('pay-gap.base.medianGap')}
        value={data.median.base_salary.pay_gap_percentage}
        sentence={sentence(data.median.base_salary.pay_gap_percentage)}
      />
      <div className={styles.stat}>
        <dt className={styles.statLabel}>{t('pay-gap.base.people')}</dt>
        <dd className={styles.statValue}>{formatNumber(total, lang)}</dd>
        <dd className={styles.statNote}>
          {t('pay-gap.base.peopleSplit', {
            women: formatNumber(data.number_of_women, lang),
            men: formatNumber(data.number_of_men, lang),
          })}
        </dd>
      </div>
    </dl>
  );
};
