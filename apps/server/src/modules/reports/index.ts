import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

export const reportsRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
