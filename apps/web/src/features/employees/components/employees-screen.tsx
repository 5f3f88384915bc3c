import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NoReports, SectionReportRoute } from '#components/report-status/index.ts';
import { PageTitle } from '#components/ui/page-title.tsx';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import { useCan } from '#lib/permissions.ts';
import { useRouteSection } from '#lib/reports/section-report.ts';
import { EmployeesReport } from './employees-report.tsx';
import styles from './employees-screen.module.css';

/**
 * /main/employees/:id. Without reports: the spec's invitation to upload one. An id the
 * organisation does not have opens the default report (the first ready one) instead. A role the
 * permission map keeps from per-person pay (a viewer) is taken to the pay-gap section.
 */
export const EmployeesScreen = () => {
  const { t } = useTranslation();
  const section = useRouteSection();
  const can = useCan();
  const { data: user } = useCurrentUser();
  if (user && !can('reports.employees')) return <Navigate to={paths.main.payGap} replace />;
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
