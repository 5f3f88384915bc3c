import type { FastifyPluginAsync } from 'fastify';
import { reportingRoutes as route } from '@parytet/contract/routes/reporting';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { getCategories, getCategoryVersions, saveCategories } from './categories.service.ts';
import {
  addAssessmentRecord,
  getAssessment,
  getIndicators,
  removeAssessmentRecord,
  submitReport,
  withdrawSubmission,
} from './reporting.service.ts';

/** EU Pay Transparency reporting: indicators, categories of workers, assessment. */
export const reportingModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.indicators, async ({ auth, params }) =>
      getIndicators(ctx, auth, params.id),
    );
    registerRoute(app, route.assessment, async ({ auth, params }) =>
      getAssessment(ctx, auth, params.id),
    );
    registerRoute(app, route.addAssessmentRecord, async ({ auth, params, body }) =>
      addAssessmentRecord(ctx, auth, params.id, body),
    );
    registerRoute(app, route.removeAssessmentRecord, async ({ auth, params }) =>
      removeAssessmentRecord(ctx, auth, params.id, params.recordId),
    );
    registerRoute(app, route.submit, async ({ auth, params, body }) =>
      submitReport(ctx, auth, params.id, body),
    );
    registerRoute(app, route.withdrawSubmission, async ({ auth, params }) =>
      withdrawSubmission(ctx, auth, params.id),
    );
    registerRoute(app, route.categories, async ({ auth }) => getCategories(ctx, auth));
    registerRoute(app, route.saveCategories, async ({ auth, body }) =>
      saveCategories(ctx, auth, body),
    );
    registerRoute(app, route.categoryVersions, async ({ auth }) => getCategoryVersions(ctx, auth));
  };
