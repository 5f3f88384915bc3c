import { Navigate, useParams } from 'react-router';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { buildLink } from '../../../lib/build-link.ts';
import { paths } from '../../../lib/paths.ts';
import { defaultReport, useReportList } from '../../../lib/report-list.ts';
import { EmployeesReport } from './employees-report.tsx';
import { NoReports } from './no-reports.tsx';

/**
 * /main/employees/:id. Without reports: the spec's invitation to upload one. An id the
 * organisation does not have opens the default report (the first ready one) instead.
 */
export const EmployeesScreen = () => {
  const { id } = useParams();
  const { data: reports, isPending, isError } = useReportList();
  if (isPending) return <BlockLoader />;
  // The list failed: try the id anyway, the report's own call shows what went wrong.
  if (isError) return id ? <EmployeesReport key={id} reportId={id} label={null} /> : <NoReports />;
  const report = reports.find((r) => r.id === id);
  if (report) return <EmployeesReport key={report.id} reportId={report.id} label={report.label} />;
  const fallback = defaultReport(reports);
  if (!fallback) return <NoReports />;
  return <Navigate to={buildLink(paths.main.employees, { id: fallback.id })} replace />;
};
