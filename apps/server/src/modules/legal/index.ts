import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalResponseSchema } from '@parytet/contract/legal';
import type { AppContext } from '../../context.ts';
import { legalDetails } from './legal.service.ts';

export const legalRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '',
      {
        schema: {
          tags: ['legal'],
          summary: 'The operator’s legal details and plan prices, as configured (public)',
          response: { 200: legalResponseSchema },
        },
      },
      async () => legalDetails(ctx.config),
    );
  };
