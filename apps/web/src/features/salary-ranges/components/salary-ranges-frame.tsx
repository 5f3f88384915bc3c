import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  NoReports,
  SectionHeader,
  SectionReportRoute,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { PageTitle } from '#components/ui/page-title.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useRouteSection } from '#lib/reports/section-report.ts';
import {
  METHODOLOGY_PATH,
  rangesTabs,
  rangesViewLink,
  type RangesView,
} from '../lib/salary-ranges-links.ts';
import { ReportActions } from '#components/report-actions/report-actions.tsx';

export type SalaryRangesFrameProps = {
  view: RangesView;
  children: (report: ReportSummary) => ReactNode;
};

/**
 * A salary-range view of the report in the route. An id that is not one of the organisation's
 * reports opens the default report in the same view; with no reports, a way to upload one.
 */
export const SalaryRangesFrame = ({ view, children }: SalaryRangesFrameProps) => {
  const { t, i18n } = useTranslation();
  const section = useRouteSection();
  return (
    <SectionReportRoute
      section={section}
      none={
        <div className={sectionStyles.screen}>
          <PageTitle>{t('nav.salaryRanges')}</PageTitle>
          <NoReports />
        </div>
      }
      redirectTo={(fallback) => rangesViewLink(fallback.id, view)}
    >
      {(report) => (
        <div className={sectionStyles.screen}>
          <SectionHeader
            printable
            report={report}
            eyebrow={t('nav.salaryRanges')}
            title={report.label}
            subtitle={t('salary-ranges.header.uploaded', {
              date: formatDate(report.created_at, currentLanguage(i18n)),
            })}
            tabs={rangesTabs(t, report.id)}
            navLabel={t('salary-ranges.nav.label')}
            methodologyHref={`${METHODOLOGY_PATH}#salary-ranges`}
            actions={<ReportActions report={report} />}
          />
          {children(report)}
        </div>
      )}
    </SectionReportRoute>
  );
};
