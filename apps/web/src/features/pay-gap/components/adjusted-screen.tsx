import { useTranslation } from 'react-i18next';
import { gapDomain } from '#components/charts/index.ts';
import { FullTimeNote, ReportGate } from '#components/report-status/index.ts';
import { reportViews, useReportView } from '#lib/reports/report-views.ts';
import { AdjustedSection } from './adjusted-section.tsx';
import { GapExplainer } from './gap-explainer.tsx';
import { PayGapFrame } from './pay-gap-frame.tsx';
import styles from './pay-gap.module.css';

const AdjustedView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(reportViews.adjusted, id);
  // The overall gaps, to say whether the adjusted ones are lower or higher (and why).
  const base = useReportView(reportViews.base, id);
  const overall = base.data?.status === 'ready' ? base.data.mean : null;
  return (
    <ReportGate query={query}>
      {(data) => {
        // W1 and W2 on one scale: a bar of the same length means the same gap in both.
        const domain = gapDomain([...data.w1, ...data.w2].map((r) => r.pay_gap_percentage));
        return (
          <div className={styles.stack}>
            <p className={styles.lead}>{t('pay-gap.adjusted.intro')}</p>
            <FullTimeNote
              shown={base.data?.status === 'ready' && base.data.full_time_equivalents === true}
            />
            <AdjustedSection
              table="w1"
              rows={data.w1}
              weightedGap={data.w1_weighted_pay_gap_percentage}
              overallGap={overall?.base_salary.pay_gap_percentage ?? null}
              chartDomain={domain}
            />
            <AdjustedSection
              table="w2"
              rows={data.w2}
              weightedGap={data.w2_weighted_pay_gap_percentage}
              overallGap={overall?.salary_with_bonuses.pay_gap_percentage ?? null}
              chartDomain={domain}
            />
            <GapExplainer />
          </div>
        );
      }}
    </ReportGate>
  );
};

/** /main/pay-gap/:id/adjusted: W1 (base salary) and W2 (with bonuses) by position level. */
export const AdjustedScreen = () => (
  <PayGapFrame methodologyAnchor="adjusted-gap">
    {(report) => <AdjustedView key={report.id} id={report.id} />}
  </PayGapFrame>
);
