import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

export const plansRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
