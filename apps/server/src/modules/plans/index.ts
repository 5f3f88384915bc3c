import type { FastifyPluginAsync } from 'fastify';
import { plansRoutes as route } from '@parytet/contract/routes/plans';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { listPlans } from './plans.service.ts';

export const plansModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.list, async () => listPlans(ctx));
  };
