import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LoadErrorScreen,
  ProcessingState,
  ReportErrorScreen,
} from '../../../components/report-status/index.ts';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useEmployeeFilters } from '../hooks/use-employee-filters.ts';
import { useEmployeesData, WHOLE_LIST_MAX } from '../hooks/use-employees-data.ts';
import { hasFilters } from '../model/employee-filters.ts';
import { EmployeeFiltersBar } from './employee-filters.tsx';
import styles from './employees-screen.module.css';
import { EmployeesTable } from './employees-table.tsx';
import { GapLegend } from './gap-legend.tsx';

export type EmployeesReportProps = { reportId: string; label: string | null };

/** One report's employees: filters, count, the table and what its colours mean. */
export const EmployeesReport = ({ reportId, label }: EmployeesReportProps) => {
  const { t } = useTranslation();
  const [filters, setFilters] = useEmployeeFilters();
  const data = useEmployeesData(reportId, filters);
  const title = (
    <PageTitle
      eyebrow={label ? t('employees.eyebrow', { label }) : undefined}
      subtitle={t('employees.subtitle')}
    >
      {t('employees.title')}
    </PageTitle>
  );

  if (data.state === 'loading') return <BlockLoader />;
  if (data.state !== 'ready' || data.total === 0) {
    return (
      <section className={styles.screen}>
        {title}
        {data.state === 'error' ? (
          <LoadErrorScreen onRetry={data.retry} retrying={data.retrying} />
        ) : data.state === 'status' && !data.status.report_failed ? (
          <ProcessingState />
        ) : (
          // Failed, or ready without a single employee: the reason from the error code.
          <ReportErrorScreen
            code={data.state === 'status' ? data.status.error_code : null}
            details={data.state === 'status' ? data.status.error_details : null}
          />
        )}
      </section>
    );
  }

  const filtered = hasFilters(filters);
  const countKey = filtered ? 'employees.count.filtered' : 'employees.count.all';
  return (
    <section className={styles.screen}>
      {title}
      <EmployeeFiltersBar
        filters={filters}
        levels={data.levels}
        positions={data.positions}
        onChange={setFilters}
      />
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
          {t(countKey, {
            count: filtered ? data.total : data.matching,
            shown: formatNumber(data.matching, 'pl'),
            total: formatNumber(data.total, 'pl'),
          })}
          {data.refreshing && (
            <span className={styles.busy}> · {t('employees.table.refreshing')}</span>
          )}
        </p>
        <GapLegend />
      </div>
      {data.matching === 0 ? (
        <p className={styles.noData} role="status">
          {t('employees.noData')}
        </p>
      ) : (
        <div
          aria-busy={data.refreshing || undefined}
          className={data.refreshing ? styles.stale : undefined}
        >
          <EmployeesTable
            rows={data.rows}
            caption={t('employees.table.caption', { label: label ?? '' })}
            sortable={data.complete}
            hasMore={data.hasMore}
            onLoadMore={data.loadMore}
          />
        </div>
      )}
      {data.loadingMore && <p className={styles.note}>{t('employees.table.loadingMore')}</p>}
      <footer className={styles.legend}>
        <p>
          {t('employees.legend.text')}{' '}
          <Link to={`${paths.methodology}#employee-comparator`} target="_blank" rel="noopener">
            {t('employees.legend.methodology')}
            <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
          </Link>
        </p>
        {!data.complete && (
          <p>{t('employees.table.serverOrder', { max: formatNumber(WHOLE_LIST_MAX, 'pl') })}</p>
        )}
      </footer>
    </section>
  );
};
