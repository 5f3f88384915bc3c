import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';
import { fileOf } from '#lib/downloads.ts';

/** The file of a finished export. */
export const downloadExport = async (exportId: string, fallbackName: string) =>
  fileOf(
    await call(reportExportsRoutes.exportDownload, { params: { id: exportId } }, { retry: 0 }),
    fallbackName,
  );
