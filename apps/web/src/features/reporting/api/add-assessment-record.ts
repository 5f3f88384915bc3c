import type { AssessmentRecordBody } from '@parytet/contract/reporting/indicators';
import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** POST /reports/pay-gap/:id/assessment/records: a justification or a remedy. */
export const addAssessmentRecord = (id: string, body: AssessmentRecordBody) =>
  call(reportingRoutes.addAssessmentRecord, { params: { id }, body });
