import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** GET /reporting/categories/versions: every saved version, newest first. */
export const getCategoryVersions = (signal?: AbortSignal) =>
  call(reportingRoutes.categoryVersions, {}, { signal });
