import { useQuery } from '@tanstack/react-query';
import type { Language } from '@parytet/contract/common';
import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

/** The report as the PDF and the XLSX draw it, for the printable view. */
export const useReportDocument = (reportId: string, lang: Language) =>
  useQuery({
    queryKey: routeKey(reportExportsRoutes.document, { params: { id: reportId }, query: { lang } }),
    queryFn: ({ signal }) =>
      call(reportExportsRoutes.document, { params: { id: reportId }, query: { lang } }, { signal }),
  });
