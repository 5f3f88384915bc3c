import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** GET /reporting/categories: the organisation's current categories of workers. */
export const getCategories = (signal?: AbortSignal) =>
  call(reportingRoutes.categories, {}, { signal });
