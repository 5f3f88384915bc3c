import { useTranslation } from 'react-i18next';
import {
  FullTimeNote,
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { reportViews, useReportView } from '#lib/reports/report-views.ts';
import { BaseCharts } from './base-charts.tsx';
import { BaseSummary } from './base-summary.tsx';
import { BaseTable } from './base-table.tsx';
import { GapExplainer } from './gap-explainer.tsx';
import { PayGapFrame } from './pay-gap-frame.tsx';
import styles from './pay-gap.module.css';

const BaseView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(reportViews.base, id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <div className={styles.stack}>
          <BaseSummary data={data} />
          <section className={sectionStyles.block} aria-labelledby="base-table-title">
            <h2 id="base-table-title" className={sectionStyles.blockTitle}>
              {t('pay-gap.base.tableTitle')}
            </h2>
            <p className={sectionStyles.blockIntro}>
              {t('pay-gap.base.tableIntro', { currency: data.currency })}
            </p>
            <FullTimeNote shown={data.full_time_equivalents === true} />
            <BaseTable data={data} />
          </section>
          <BaseCharts data={data} />
          <GapExplainer />
        </div>
      )}
    </ReportGate>
  );
};

/** /main/pay-gap/:id/base: means and medians of the three measures, women against men. */
export const BaseScreen = () => (
  <PayGapFrame methodologyAnchor="gap-formula">
    {(report) => <BaseView key={report.id} id={report.id} />}
  </PayGapFrame>
);
