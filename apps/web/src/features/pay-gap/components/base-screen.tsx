import { useTranslation } from 'react-i18next';
import { baseReportResponseSchema, type BaseReportData } from '@parytet/contract/reports';
import {
  ReportGate,
  useReportView,
  reportSectionStyles as sectionStyles,
} from '../../../components/report-status/index.ts';
import { BaseCharts } from './base-charts.tsx';
import { BaseSummary } from './base-summary.tsx';
import { BaseTable } from './base-table.tsx';
import { GapExplainer } from './gap-explainer.tsx';
import { PayGapFrame } from './pay-gap-frame.tsx';
import styles from './pay-gap.module.css';

const selectBase = (r: Partial<BaseReportData>): BaseReportData | null =>
  r.mean && r.median && r.number_of_women !== undefined && r.number_of_men !== undefined
    ? {
        mean: r.mean,
        median: r.median,
        number_of_women: r.number_of_women,
        number_of_men: r.number_of_men,
      }
    : null;

const BaseView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(id, 'base', baseReportResponseSchema);
  return (
    <ReportGate query={query} select={selectBase}>
      {(data) => (
        <div className={styles.stack}>
          <BaseSummary data={data} />
          <section className={sectionStyles.block} aria-labelledby="base-table-title">
            <h2 id="base-table-title" className={sectionStyles.blockTitle}>
              {t('pay-gap.base.tableTitle')}
            </h2>
            <p className={sectionStyles.blockIntro}>{t('pay-gap.base.tableIntro')}</p>
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
