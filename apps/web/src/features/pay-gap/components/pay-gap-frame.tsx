import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  LoadErrorScreen,
  SectionHeader,
  useSectionReport,
} from '../../../components/report-status/index.ts';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { METHODOLOGY_PATH, payGapTabs } from '../lib/pay-gap-links.ts';
import styles from './pay-gap.module.css';

export type PayGapFrameProps = {
  /** The methodology section the header links to. */
  methodologyAnchor: string;
  children: (report: ReportSummary) => ReactNode;
};

/**
 * A pay-gap view of the report named in the route. Without reports, or with an id that is not
 * one of them, the user goes to the upload screen (spec §2).
 */
export const PayGapFrame = ({ methodologyAnchor, children }: PayGapFrameProps) => {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const section = useSectionReport(id);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind !== 'found') return <Navigate to={paths.main.payGapNew} replace />;

  const { report } = section;
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
    <div className={styles.screen}>
      <SectionHeader
        eyebrow={t('nav.payGap')}
        title={report.label}
        subtitle={subtitle}
        tabs={payGapTabs(t, report.id)}
        navLabel={t('pay-gap.nav.label')}
        methodologyHref={`${METHODOLOGY_PATH}#${methodologyAnchor}`}
      />
      {children(report)}
    </div>
  );
};
