import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** GET /reports/pay-gap/:id/indicators: processing, failed, or ready with the indicators. */
export const getIndicators = (id: string, signal?: AbortSignal) =>
  call(reportingRoutes.indicators, { params: { id } }, { signal });
