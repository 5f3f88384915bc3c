import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@parytet/contract/reports';
import {
  FullTimeNote,
  LoadErrorScreen,
  ProcessingState,
  ReportErrorScreen,
  SectionHeader,
} from '#components/report-status/index.ts';
import { isSmallGroup, SmallGroupNote } from '#components/report-status/small-group.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { NewTabLink } from '#components/ui/new-tab-link.tsx';
import { formatDate, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { useFullTimeEquivalents } from '#lib/reports/report-views.ts';
import { useEmployeeFilters } from '../hooks/use-employee-filters.ts';
import { useEmployeeSort } from '../hooks/use-employee-sort.ts';
import { useQueryWriter } from '../hooks/use-query-writer.ts';
import { useEmployeesData } from '../hooks/use-employees-data.ts';
import { hasFilters } from '../model/employee-filters.ts';
import { hasSmallGroup } from './employee-columns.tsx';
import { EmployeeFiltersBar } from './employee-filters.tsx';
import styles from './employees-screen.module.css';
import { EmployeesTable } from './employees-table.tsx';
import { GapLegend } from './gap-legend.tsx';
import { ReportActions } from '#components/report-actions/report-actions.tsx';

export type EmployeesReportProps = { report: ReportSummary };

/** One report's employees: filters, count, the table and what its colours mean. */
export const EmployeesReport = ({ report }: EmployeesReportProps) => {
  const { t, i18n } = useTranslation();
  const query = useQueryWriter();
  const [filters, setFilters] = useEmployeeFilters(query);
  const [sort, setSort] = useEmployeeSort(query);
  const data = useEmployeesData(report.id, filters, sort);
  const fullTime = useFullTimeEquivalents(report.id);
  const rows = data.state === 'ready' ? data.rows : undefined;
  const anySmallGroup = useMemo(
    () => rows?.some((row) => hasSmallGroup(row, (count) => isSmallGroup(count))) ?? false,
    [rows],
  );
  const title = (
    <>
      <SectionHeader
        printable
        report={report}
        eyebrow={t('nav.employees')}
        title={report.label}
        subtitle={t('employees.uploaded', {
          date: formatDate(report.created_at, currentLanguage(i18n)),
        })}
        tabs={[]}
        navLabel={t('nav.employees')}
        methodologyHref={`${paths.methodology}#employee-comparator`}
        actions={<ReportActions report={report} />}
      />
      <p className={styles.intro}>{t('employees.intro')}</p>
      <FullTimeNote shown={fullTime} />
    </>
  );

  if (data.state === 'loading') return <BlockLoader />;
  if (data.state !== 'ready' || data.total === 0) {
    return (
      <section className={styles.screen}>
        {title}
        {data.state === 'error' ? (
          <LoadErrorScreen onRetry={data.retry} retrying={data.retrying} />
        ) : data.state === 'status' && data.answer.status === 'processing' ? (
          <ProcessingState />
        ) : (
          // Failed, or ready without a single employee: the reason from the error code.
          <ReportErrorScreen
            code={data.state === 'status' ? data.answer.error_code : null}
            details={data.state === 'status' ? data.answer.error_details : null}
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
            caption={t('employees.table.caption', { label: report.label })}
            sort={sort}
            onSortChange={setSort}
            sortedByServer={!data.complete}
            hasMore={data.hasMore}
            onLoadMore={data.loadMore}
          />
        </div>
      )}
      {data.loadingMore && <p className={styles.note}>{t('employees.table.loadingMore')}</p>}
      <footer className={styles.legend}>
        <SmallGroupNote show={anySmallGroup} />
        <p>
          {t('employees.legend.text')}{' '}
          <NewTabLink to={`${paths.methodology}#employee-comparator`}>
            {t('employees.legend.methodology')}
          </NewTabLink>
        </p>
      </footer>
    </section>
  );
};
