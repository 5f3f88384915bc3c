import type { FastifyPluginAsync } from 'fastify';
import { legalRoutes as route } from '@parytet/contract/routes/legal';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { legalDetails } from './legal.service.ts';

export const legalModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.details, async () => legalDetails(ctx.config));
  };
