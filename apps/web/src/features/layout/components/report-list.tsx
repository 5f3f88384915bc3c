import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { ReportActions } from '#components/report-actions/report-actions.tsx';
import { ButtonLink } from '#components/ui/button.tsx';
import { IconPlus } from '#components/ui/icons.tsx';
import { Loader } from '#components/ui/loader.tsx';
import { paths } from '#lib/paths.ts';
import { useCan } from '#lib/permissions.ts';
import { isReportProcessing, useReportList } from '#lib/reports/report-list.ts';
import { activeReportId, reportLink } from '../hooks/nav-items.ts';
import styles from './report-list.module.css';

const statusOf = (report: ReportSummary) =>
  report.report_failed ? 'failed' : isReportProcessing(report) ? 'processing' : 'ready';

/** One report: its link, and its menu (rename inline, delete, also for a failed upload). */
const ReportListItem = ({
  report,
  to,
  current,
}: {
  report: ReportSummary;
  to: string;
  current: boolean;
}) => {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const status = statusOf(report);
  return (
    <li className={styles.row}>
      {!renaming && (
        <Link
          to={to}
          className={styles.item}
          aria-current={current ? 'page' : undefined}
          title={report.label}
        >
          <span className={[styles.status, styles[status]].join(' ')} aria-hidden="true" />
          <span className={styles.name}>{report.label}</span>
          {status !== 'ready' && (
            <span className="visually-hidden"> ({t(`layout.reports.${status}`)})</span>
          )}
        </Link>
      )}
      <ReportActions report={report} tone="light" onRenamingChange={setRenaming} />
    </li>
  );
};

/** The organisation's reports by label; each opens in the section the user is in. */
export const ReportList = ({ id }: { id?: string }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  const { data: reports, isPending } = useReportList();
  const activeId = activeReportId(pathname);
  const can = useCan();

  return (
    <section className={styles.reports} aria-labelledby={headingId} id={id}>
      <h2 className={styles.heading} id={headingId}>
        {t('layout.reports.title')}
      </h2>
      {isPending ? (
        <Loader size="small" tone="light" label={t('layout.reports.loading')} />
      ) : !reports?.length ? (
        <p className={styles.empty}>{t('layout.reports.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {reports.map((report) => (
            <ReportListItem
              key={report.id}
              report={report}
              to={reportLink(pathname, report.id)}
              current={report.id === activeId}
            />
          ))}
        </ul>
      )}
      {can('reports.upload') && (
        <ButtonLink
          to={paths.main.payGapNew}
          size="sm"
          variant="inverse"
          icon={<IconPlus size={16} />}
          className={styles.newReport}
        >
          {t('nav.newReport')}
        </ButtonLink>
      )}
    </section>
  );
};
