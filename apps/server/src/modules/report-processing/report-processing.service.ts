import type { AppContext } from '#context.ts';
import { warmComputeThread } from './compute-runner.ts';
import { countUploadFile } from './parse-gate.ts';
import { markReportFailed, type FailedReport } from './processing.repository.ts';

/**
 * What other modules may ask of report processing. Counting an upload's records parses the file,
 * so it runs in a bounded thread, one per organisation at a time.
 */
export const countUploadRecords = (
  organisationId: string,
  file: { data: Buffer; fileName: string },
  maxRecords: number,
) => {
  warmComputeThread();
  return countUploadFile(organisationId, { data: file.data, fileName: file.fileName, maxRecords });
};

/** Fails a report still processing (its file, or its job, could not be handled). */
export const failReport = (ctx: Pick<AppContext, 'db'>, reportId: string, failure: FailedReport) =>
  markReportFailed(ctx.db, reportId, failure);
