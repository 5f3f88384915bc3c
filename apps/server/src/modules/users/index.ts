import type { FastifyPluginAsync } from 'fastify';
import { usersRoutes as route } from '@parytet/contract/routes/users';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { getMe } from './users.service.ts';

export const usersModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.me, async (request) => getMe(ctx, request.auth));
  };
