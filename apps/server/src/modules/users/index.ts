import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

export const usersRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
