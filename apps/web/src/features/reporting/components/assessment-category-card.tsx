import { useTranslation } from 'react-i18next';
import type { AssessmentCategory } from '@parytet/contract/reporting/indicators';
import { DEFAULT_MIN_GROUP_SIZE, type Currency } from '@parytet/contract/reports';
import { Button } from '#components/ui/button.tsx';
import { formatDate, formatMoney, formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useRemoveAssessmentRecord } from '../hooks/use-reporting-queries.ts';
import { DistributionChart } from './distribution-chart.tsx';
import styles from './reporting.module.css';
import { RecordForm } from './record-form.tsx';
import { useIndicatorPercent } from '../hooks/use-indicator-percent.ts';

export type AssessmentCategoryCardProps = {
  reportId: string;
  row: AssessmentCategory;
  currency: Currency;
  canEdit: boolean;
};

/** One flagged category: its figures, its pay distribution, its cost to close and its records. */
export const AssessmentCategoryCard = ({
  reportId,
  row,
  currency,
  canEdit,
}: AssessmentCategoryCardProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const remove = useRemoveAssessmentRecord(reportId);
  const a = (key: string, values: Record<string, unknown> = {}) =>
    t(`reporting.assessment.${key}`, values);
  const pct = useIndicatorPercent();
  // Not computed (a category flagged by a component only, or no regression): a dash, not a
  // withheld figure.
  const part = (v: number | null) => formatPercent(v, lang);
  const headingId = `assessment-${row.category.replace(/\W+/g, '-')}`;
  const figures = [
    [t('reporting.indicators.total'), pct(row.total_pay_gap_percentage)],
    [t('reporting.indicators.base'), pct(row.base_pay_gap_percentage)],
    [t('reporting.indicators.variable'), pct(row.variable_pay_gap_percentage)],
    [a('unexplained'), part(row.unexplained_gap_percentage)],
    [a('explained'), part(row.explained_gap_percentage)],
    [
      t('reporting.indicators.people'),
      a('headcounts', {
        women: formatNumber(row.number_of_women, lang),
        men: formatNumber(row.number_of_men, lang),
      }),
    ],
  ] as const;
  return (
    <article
      className={styles.categoryCard}
      aria-labelledby={headingId}
      data-category={row.category}
    >
      <div className={styles.categoryHead}>
        <h3 id={headingId}>{row.category}</h3>
        <span
          className={[styles.state, row.state === 'overdue' && styles.overdue]
            .filter(Boolean)
            .join(' ')}
          data-state={row.state}
        >
          {a(`state.${row.state}`)}
        </span>
      </div>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.pay_distribution ? (
        <DistributionChart category={row.category} bands={row.pay_distribution} />
      ) : (
        <p className={styles.note}>{a('distributionWithheld', { min: DEFAULT_MIN_GROUP_SIZE })}</p>
      )}
      <p>
        <strong>{a('costTitle')}: </strong>
        {row.cost_to_close.raised_gender === null
          ? a('costNone')
          : a('cost', {
              count: row.cost_to_close.people_raised,
              monthly: formatMoney(row.cost_to_close.total_monthly_raise, lang, currency),
              yearly: formatMoney(row.cost_to_close.total_yearly_raise, lang, currency),
            })}
      </p>
      <h4>{a('recordsTitle')}</h4>
      {row.records.length === 0 ? (
        <p className={styles.note}>{a('noRecords')}</p>
      ) : (
        <ul className={styles.records}>
          {row.records.map((r) => (
            <li key={r.id} className={styles.record} data-record-kind={r.kind}>
              <strong>{a(r.kind)}</strong>
              {r.kind === 'justification' &&
                `: ${r.criteria.map((c) => a(`criteria.${c}`)).join(', ')}`}
              {r.target_date && ` · ${a('targetDate', { date: formatDate(r.target_date, lang) })}`}
              <p>{r.text}</p>
              <p className={styles.note}>
                {a('by', {
                  who: r.created_by ?? '-',
                  date: formatDate(r.created_at, lang, 'short'),
                })}
              </p>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={a('deleteLabel')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id)}
                >
                  {a('delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && <RecordForm reportId={reportId} category={row.category} />}
    </article>
  );
};
