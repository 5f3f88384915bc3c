import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  SectionHeader,
  SectionReportRoute,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { formatDate, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useRouteSection } from '#lib/reports/section-report.ts';
import { useCan } from '#lib/permissions.ts';
import { METHODOLOGY_PATH, payGapTabs } from '../lib/pay-gap-links.ts';
import { ReportActions } from '#components/report-actions/report-actions.tsx';

export type PayGapFrameProps = {
  /** The methodology section the header links to. */
  methodologyAnchor: string;
  children: (report: ReportSummary) => ReactNode;
};

const upload = paths.main.payGapNew;

/** The section's header for one report: when it was uploaded and how many records it holds. */
const PayGapHeader = ({
  report,
  methodologyAnchor,
}: {
  report: ReportSummary;
  methodologyAnchor: string;
}) => {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const lang = currentLanguage(i18n);
  const uploaded = t('pay-gap.header.uploaded', { date: formatDate(report.created_at, lang) });
  const subtitle =
    report.records === null
      ? uploaded
      : `${uploaded} · ${t('pay-gap.header.records', {
          count: report.records,
          formatted: formatNumber(report.records, lang),
        })}`;
  return (
    <SectionHeader
      printable
      report={report}
      eyebrow={t('nav.payGap')}
      title={report.label}
      subtitle={subtitle}
      tabs={payGapTabs(t, report.id, can('reports.upload'))}
      navLabel={t('pay-gap.nav.label')}
      methodologyHref={`${METHODOLOGY_PATH}#${methodologyAnchor}`}
      actions={<ReportActions report={report} />}
    />
  );
};

/**
 * A pay-gap view of the report named in the route. Without reports, or with an id that is not
 * one of them, the user goes to the upload screen (spec §2).
 */
export const PayGapFrame = ({ methodologyAnchor, children }: PayGapFrameProps) => {
  const section = useRouteSection();
  return (
    <SectionReportRoute
      section={section}
      none={<Navigate to={upload} replace />}
      redirectTo={() => upload}
    >
      {(report) => (
        <div className={sectionStyles.screen}>
          <PayGapHeader report={report} methodologyAnchor={methodologyAnchor} />
          {children(report)}
        </div>
      )}
    </SectionReportRoute>
  );
};
