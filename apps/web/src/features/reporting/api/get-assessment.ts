import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** GET /reports/pay-gap/:id/assessment: the flagged categories with their records. */
export const getAssessment = (id: string, signal?: AbortSignal) =>
  call(reportingRoutes.assessment, { params: { id } }, { signal });
