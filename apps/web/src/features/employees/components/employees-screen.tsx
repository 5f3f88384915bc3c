import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import {
  LoadErrorScreen,
  NoReports,
  useSectionReport,
} from '../../../components/report-status/index.ts';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { buildLink } from '../../../lib/build-link.ts';
import { paths } from '../../../lib/paths.ts';
import { defaultReport } from '../../../lib/report-list.ts';
import { EmployeesReport } from './employees-report.tsx';
import styles from './employees-screen.module.css';

/**
 * /main/employees/:id. Without reports: the spec's invitation to upload one. An id the
 * organisation does not have opens the default report (the first ready one) instead.
 */
export const EmployeesScreen = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const section = useSectionReport(id);
  if (section.kind === 'loading') return <BlockLoader />;
  if (section.kind === 'error') {
    return <LoadErrorScreen onRetry={section.retry} retrying={section.retrying} />;
  }
  if (section.kind === 'none') {
    return (
      <section className={styles.screen}>
        <PageTitle>{t('nav.employees')}</PageTitle>
        <NoReports />
      </section>
    );
  }
  if (section.kind !== 'found') {
    const fallback = defaultReport(section.reports);
    return fallback ? (
      <Navigate to={buildLink(paths.main.employees, { id: fallback.id })} replace />
    ) : null;
  }
  return <EmployeesReport key={section.report.id} report={section.report} />;
};
