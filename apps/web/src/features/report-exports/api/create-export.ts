import { useMutation } from '@tanstack/react-query';
import type { CreateExportBody } from '@parytet/contract/report-exports';
import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';

/** Starts building the report as a file in the background. */
export const useCreateExport = (reportId: string) =>
  useMutation({
    mutationFn: (body: CreateExportBody) =>
      call(reportExportsRoutes.createExport, { params: { id: reportId }, body }),
  });
