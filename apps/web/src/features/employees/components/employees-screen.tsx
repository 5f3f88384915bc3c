import { useTranslation } from 'react-i18next';
import { NoReports, SectionReportRoute } from '../../../components/report-status/index.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { buildLink } from '../../../lib/build-link.ts';
import { paths } from '../../../lib/paths.ts';
import { useRouteSection } from '../../../lib/reports/section-report.ts';
import { EmployeesReport } from './employees-report.tsx';
import styles from './employees-screen.module.css';

/**
 * /main/employees/:id. Without reports: the spec's invitation to upload one. An id the
 * organisation does not have opens the default report (the first ready one) instead.
 */
export const EmployeesScreen = () => {
  const { t } = useTranslation();
  const section = useRouteSection();
  return (
    <SectionReportRoute
      section={section}
      none={
        <section className={styles.screen}>
          <PageTitle>{t('nav.employees')}</PageTitle>
          <NoReports />
        </section>
      }
      redirectTo={(fallback) => buildLink(paths.main.employees, { id: fallback.id })}
    >
      {(report) => <EmployeesReport key={report.id} report={report} />}
    </SectionReportRoute>
  );
};
