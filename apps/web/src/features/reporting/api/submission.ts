import type { SubmissionBody } from '@parytet/contract/reporting/indicators';
import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** POST /reports/pay-gap/:id/submission: the day the report was filed. */
export const submitReport = (id: string, body: SubmissionBody) =>
  call(reportingRoutes.submit, { params: { id }, body });

/** DELETE /reports/pay-gap/:id/submission: undo a recorded submission. */
export const withdrawSubmission = (id: string) =>
  call(reportingRoutes.withdrawSubmission, { params: { id } });
