import type { FastifyPluginAsync } from 'fastify';
import { benchmarkingRoutes as route } from '@parytet/contract/routes/benchmarking';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import {
  compareReport,
  getContribution,
  getMapping,
  getRoles,
  saveContribution,
  saveMapping,
} from './benchmarking.service.ts';

/**
 * Benchmarking, the request side: the mapping, a report beside the market table or the pooled
 * snapshot, the opt-in. It reads its own organisation's rows and the snapshot of aggregates;
 * only modules/benchmark-pool reads across organisations.
 */
export const benchmarkingModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.roles, async () => getRoles());
    registerRoute(app, route.mapping, async ({ auth, query }) =>
      getMapping(ctx, auth, query.report_id),
    );
    registerRoute(app, route.saveMapping, async ({ auth, body, query }) =>
      saveMapping(ctx, auth, body, query.report_id),
    );
    registerRoute(app, route.benchmark, async ({ auth, params, query }) =>
      compareReport(ctx, auth, params.id, query.source, query.measure),
    );
    registerRoute(app, route.contribution, async ({ auth }) => getContribution(ctx, auth));
    registerRoute(app, route.saveContribution, async ({ auth, body }) =>
      saveContribution(ctx, auth, body),
    );
  };
