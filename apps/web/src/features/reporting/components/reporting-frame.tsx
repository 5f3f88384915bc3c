import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  NoReports,
  SectionHeader,
  SectionReportRoute,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { BlockLoader } from '#components/ui/loader.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useRouteSection } from '#lib/reports/section-report.ts';
import { ReportActions } from '#components/report-actions/report-actions.tsx';
import { useReportingAccess } from '../hooks/use-reporting-access.ts';
import { transparencyLink, transparencyTabs, type TransparencyView } from '../lib/links.ts';
import { LockedFeature } from './locked-feature.tsx';

/** Shows the section only when the plan includes reporting; otherwise the locked state. */
export const ReportingGate = ({ children }: { children: ReactNode }) => {
  const access = useReportingAccess();
  if (!access.loaded) return <BlockLoader />;
  if (!access.enabled) return <LockedFeature />;
  return <>{children}</>;
};

export type ReportingFrameProps = {
  view: TransparencyView;
  children: (report: ReportSummary) => ReactNode;
};

/** A pay-transparency view of the report in the route, behind the plan's gate. */
export const ReportingFrame = ({ view, children }: ReportingFrameProps) => {
  const { t, i18n } = useTranslation();
  const section = useRouteSection();
  const { letters } = useReportingAccess();
  return (
    <ReportingGate>
      <SectionReportRoute
        section={section}
        none={
          <div className={sectionStyles.screen}>
            <PageTitle>{t('reporting.title')}</PageTitle>
            <NoReports />
          </div>
        }
        redirectTo={(fallback) => transparencyLink(fallback.id, view)}
      >
        {(report) => (
          <div className={sectionStyles.screen}>
            <SectionHeader
              printable
              report={report}
              eyebrow={t('reporting.title')}
              title={report.label}
              subtitle={t('reporting.header.uploaded', {
                date: formatDate(report.created_at, currentLanguage(i18n)),
              })}
              tabs={transparencyTabs(t, report.id, { letters })}
              navLabel={t('reporting.nav.label')}
              methodologyHref={`${paths.methodology}#eu-indicators`}
              actions={<ReportActions report={report} />}
            />
            {children(report)}
          </div>
        )}
      </SectionReportRoute>
    </ReportingGate>
  );
};
