import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import { ReportActions } from '#components/report-actions/report-actions.tsx';
import {
  NoReports,
  ProcessingState,
  ReportErrorScreen,
  SectionHeader,
  SectionReportRoute,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { PageTitle } from '#components/ui/page-title.tsx';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { defaultReport } from '#lib/reports/report-list.ts';
import { useRouteSection, useSectionReport } from '#lib/reports/section-report.ts';
import { paths } from '#lib/paths.ts';
import { benchmarkingLink, benchmarkingTabs } from '../lib/links.ts';

const METHODOLOGY = `${paths.methodology}#benchmarking`;

/** The section's heading without a report (the organisation's opt-in, or no report yet). */
export const BenchmarkingPlainFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const section = useSectionReport(undefined);
  const report = 'reports' in section ? defaultReport(section.reports) : undefined;
  return (
    <FeatureGate feature="benchmarking">
      <div className={sectionStyles.screen}>
        <SectionHeader
          eyebrow={t('benchmarking.eyebrow')}
          title={t('benchmarking.title')}
          tabs={benchmarkingTabs(t, report?.id ?? null)}
          navLabel={t('benchmarking.nav.label')}
          methodologyHref={METHODOLOGY}
        />
        {children}
      </div>
    </FeatureGate>
  );
};

export type BenchmarkingFrameProps = {
  view: 'comparison' | 'mapping';
  children: (report: ReportSummary) => ReactNode;
};

/** A benchmarking view of the report in the route, behind the plan's gate. */
export const BenchmarkingFrame = ({ view, children }: BenchmarkingFrameProps) => {
  const { t, i18n } = useTranslation();
  const section = useRouteSection();
  return (
    <FeatureGate feature="benchmarking">
      <SectionReportRoute
        section={section}
        none={
          <div className={sectionStyles.screen}>
            <PageTitle eyebrow={t('benchmarking.eyebrow')}>{t('benchmarking.title')}</PageTitle>
            <NoReports />
          </div>
        }
        redirectTo={(fallback) => benchmarkingLink(fallback.id, view)}
      >
        {(report) => (
          <div className={sectionStyles.screen}>
            <SectionHeader
              report={report}
              eyebrow={t('benchmarking.title')}
              title={report.label}
              subtitle={t('benchmarking.uploaded', {
                date: formatDate(report.created_at, currentLanguage(i18n)),
              })}
              tabs={benchmarkingTabs(t, report.id)}
              navLabel={t('benchmarking.nav.label')}
              methodologyHref={METHODOLOGY}
              actions={<ReportActions report={report} />}
            />
            {report.report_failed ? (
              <ReportErrorScreen code={report.error_code} details={report.error_details} />
            ) : report.report_ready ? (
              children(report)
            ) : (
              <ProcessingState />
            )}
          </div>
        )}
      </SectionReportRoute>
    </FeatureGate>
  );
};
