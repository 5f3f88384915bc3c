import type { AppContext } from '#context.ts';
import { computeEarly, dropEarly, warmComputeThread } from './compute-runner.ts';
import { countUploadFile, type GatedCount } from './parse-gate.ts';
import { markReportFailed, type FailedReport } from './processing.repository.ts';
import { engineOptions } from './report-processor.ts';

/**
 * What other modules may ask of report processing. Counting an upload's records parses the file
 * (a workbook in a bounded thread, one per organisation at a time); a CSV counted as it arrived
 * (`records`) is not read again.
 */
export const countUploadRecords = async (
  organisationId: string,
  file: { data: Buffer; fileName: string; records?: number | null },
  maxRecords: number,
): Promise<GatedCount> => {
  warmComputeThread();
  if (typeof file.records === 'number') {
    return { status: 'counted', result: { ok: true, records: file.records } };
  }
  return countUploadFile(organisationId, { data: file.data, fileName: file.fileName, maxRecords });
};

/** Fails a report still processing (its file, or its job, could not be handled). */
export const failReport = (ctx: Pick<AppContext, 'db'>, reportId: string, failure: FailedReport) =>
  markReportFailed(ctx.db, reportId, failure);

/**
 * Starts computing an accepted upload of `records` records while it is being stored, where this
 * process works the report jobs: the job then finds the file read and its rows under way. The
 * file is copied, as the thread takes the copy's memory while the original is still being stored.
 */
export const computeUploadEarly = (
  ctx: AppContext,
  reportId: string,
  file: { data: Buffer; fileName: string; records: number },
  maxRecords: number,
) =>
  computeEarly(
    {
      reportId,
      data: new Uint8Array(file.data),
      fileName: file.fileName,
      options: engineOptions(ctx, maxRecords),
    },
    file.records,
  );

/** Drops what computeUploadEarly started for an upload that was then refused. */
export const dropEarlyUpload = (reportId: string) => dropEarly(reportId);
