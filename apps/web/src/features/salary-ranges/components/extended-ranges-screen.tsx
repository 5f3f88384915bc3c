import { useTranslation } from 'react-i18next';
import {
  FullTimeNote,
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { reportViews, useFullTimeEquivalents, useReportView } from '#lib/reports/report-views.ts';
import { ExtendedRangesTable } from './extended-ranges-table.tsx';
import { SalaryRangesFrame } from './salary-ranges-frame.tsx';

const ExtendedRangesView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useReportView(reportViews.extendedSalaryRanges, id);
  const fullTime = useFullTimeEquivalents(id);
  return (
    <ReportGate query={query}>
      {(data) => (
        <section className={sectionStyles.block} aria-labelledby="ranges-extended-title">
          <h2 id="ranges-extended-title" className={sectionStyles.blockTitle}>
            {t('salary-ranges.extended.title')}
          </h2>
          <p className={sectionStyles.blockIntro}>
            {t('salary-ranges.extended.intro', { currency: data.currency })}
          </p>
          <FullTimeNote shown={fullTime} />
          <ExtendedRangesTable ranges={data.ranges} />
        </section>
      )}
    </ReportGate>
  );
};

/** /main/salary-ranges/:id/extended: every position within its level, with its own gap. */
export const ExtendedRangesScreen = () => (
  <SalaryRangesFrame view="extended">
    {(report) => <ExtendedRangesView key={report.id} id={report.id} />}
  </SalaryRangesFrame>
);
