import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  LoadErrorScreen,
  NoReports,
  SectionHeader,
  useSectionReport,
} from '../../../components/report-status/index.ts';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { defaultReport } from '../../../lib/report-list.ts';
import {
  METHODOLOGY_PATH,
  rangesTabs,
  rangesViewLink,
  type RangesView,
} from '../lib/salary-ranges-links.ts';
import styles from './salary-ranges.module.css';

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
  const { id } = useParams();
  const section = useSectionReport(id);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind === 'none') {
    return (
      <div className={styles.screen}>
        <PageTitle>{t('nav.salaryRanges')}</PageTitle>
        <NoReports />
      </div>
    );
  }
  if (section.kind !== 'found') {
    const fallback = defaultReport(section.reports);
    return fallback ? <Navigate to={rangesViewLink(fallback.id, view)} replace /> : null;
  }
  const { report } = section;
  return (
    <div className={styles.screen}>
      <SectionHeader
        eyebrow={t('nav.salaryRanges')}
        title={report.label}
        subtitle={t('salary-ranges.header.uploaded', {
          date: formatDate(report.created_at, currentLanguage(i18n)),
        })}
        tabs={rangesTabs(t, report.id)}
        navLabel={t('salary-ranges.nav.label')}
        methodologyHref={`${METHODOLOGY_PATH}#salary-ranges`}
      />
      {children(report)}
    </div>
  );
};
