import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { call } from '#lib/api/call.ts';

/** PUT /reporting/categories: saves the scheme as a new version. */
export const saveCategories = (body: CategoryScheme) =>
  call(reportingRoutes.saveCategories, { body });
