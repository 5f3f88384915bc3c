import type { FastifyPluginAsync } from 'fastify';
import { analysisRoutes as route } from '@parytet/contract/routes/analysis';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { getComparison, getTrend } from './comparison.service.ts';
import { getRegression, getRegressionModel, setRegressionModel } from './regression.service.ts';

/** The regression models of the unexplained gap, and reports compared over time. */
export const analysisModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.regression, async ({ auth, params, query }) =>
      getRegression(ctx, auth, params.id, query.model),
    );
    registerRoute(app, route.comparison, async ({ auth, params, query }) =>
      getComparison(ctx, auth, params.id, query.with),
    );
    registerRoute(app, route.trend, async ({ auth }) => getTrend(ctx, auth));
    registerRoute(app, route.regressionModel, async ({ auth }) => getRegressionModel(ctx, auth));
    registerRoute(app, route.setRegressionModel, async ({ auth, body }) =>
      setRegressionModel(ctx, auth, body),
    );
  };
