import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** DELETE /reports/pay-gap/:id/assessment/records/:recordId. */
export const removeAssessmentRecord = (id: string, recordId: string) =>
  call(reportingRoutes.removeAssessmentRecord, { params: { id, recordId } });
