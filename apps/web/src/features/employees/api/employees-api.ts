import {
  employeesResponseSchema,
  type EmployeesQuery,
  type ReportStatus,
  type EmployeesData,
} from '@parytet/contract/reports';
import { api } from '../../../lib/api-client.ts';

export type EmployeesResponse = ReportStatus & Partial<EmployeesData>;

/** The query string the contract's employeesQuerySchema reads; absent filters are left out. */
export const employeesSearchParams = (query: EmployeesQuery): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
};

/** GET reports/pay-gap/{id}/employees; without page/page_size the server answers every row. */
export const fetchEmployees = (
  reportId: string,
  query: EmployeesQuery,
  signal?: AbortSignal,
): Promise<EmployeesResponse> =>
  api
    .get(`reports/pay-gap/${encodeURIComponent(reportId)}/employees`, {
      searchParams: employeesSearchParams(query),
      signal,
    })
    .json(employeesResponseSchema);

export const employeesQueryKey = (reportId: string, ...rest: readonly unknown[]) =>
  ['reports', 'pay-gap', reportId, 'employees', ...rest] as const;
