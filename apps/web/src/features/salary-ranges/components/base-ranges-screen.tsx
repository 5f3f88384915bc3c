import { useTranslation } from 'react-i18next';
import {
  FullTimeNote,
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { reportViews, useFullTimeEquivalents, useReportView } from '#lib/reports/report-views.ts';
import { BaseRangesTable } from './base-ranges-table.tsx';
import { SalaryRangesFrame } from './salary-ranges-frame.tsx';

const BaseRangesView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(reportViews.salaryRanges, id);
  const fullTime = useFullTimeEquivalents(id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <section className={sectionStyles.block} aria-labelledby="ranges-base-title">
          <h2 id="ranges-base-title" className={sectionStyles.blockTitle}>
            {t('salary-ranges.base.title')}
          </h2>
          <p className={sectionStyles.blockIntro}>
            {t('salary-ranges.base.intro', { currency: data.currency })}
          </p>
          <FullTimeNote shown={fullTime} />
          <BaseRangesTable ranges={data.ranges} />
        </section>
      )}
    </ReportGate>
  );
};

/** /main/salary-ranges/:id/base: per level, headcounts, average, median and min–max. */
export const BaseRangesScreen = () => (
  <SalaryRangesFrame view="base">
    {(report) => <BaseRangesView key={report.id} id={report.id} />}
  </SalaryRangesFrame>
);
