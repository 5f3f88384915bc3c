import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '@parytet/contract/plans';
import type { AppContext } from '../../context.ts';
import { listPlans } from './organisations.service.ts';

export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '',
      {
        schema: {
          tags: ['plans'],
          summary: 'Every plan with its features and this deployment’s limits (public)',
          response: { 200: plansResponseSchema },
        },
      },
      async () => listPlans(ctx),
    );
  };
