import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

export const authRoutes =
  (_ctx: AppContext): FastifyPluginAsync =>
  async () => {};
