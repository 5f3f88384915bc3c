import { useTranslation } from 'react-i18next';
import { ReportGate } from '../../../components/report-status/index.ts';
import { reportViews, useReportView } from '../../../lib/reports/report-views.ts';
import { AdjustedSection } from './adjusted-section.tsx';
import { GapExplainer } from './gap-explainer.tsx';
import { PayGapFrame } from './pay-gap-frame.tsx';
import styles from './pay-gap.module.css';

const AdjustedView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(reportViews.adjusted, id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <div className={styles.stack}>
          <p className={styles.lead}>{t('pay-gap.adjusted.intro')}</p>
          <AdjustedSection
            table="w1"
            rows={data.w1}
            weightedGap={data.w1_weighted_pay_gap_percentage}
          />
          <AdjustedSection
            table="w2"
            rows={data.w2}
            weightedGap={data.w2_weighted_pay_gap_percentage}
          />
          <GapExplainer />
        </div>
      )}
    </ReportGate>
  );
};

/** /main/pay-gap/:id/adjusted: W1 (base salary) and W2 (with bonuses) by position level. */
export const AdjustedScreen = () => (
  <PayGapFrame methodologyAnchor="adjusted-gap">
    {(report) => <AdjustedView key={report.id} id={report.id} />}
  </PayGapFrame>
);
