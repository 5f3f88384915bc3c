import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@parytet/contract/errors';
import { meResponseSchema } from '@parytet/contract/users';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { getMe } from './users.service.ts';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/me',
      {
        schema: {
          tags: ['users'],
          summary: 'The logged-in user, its organisation, plan and what it may use',
          security: [{ bearer: [] }],
          response: { 200: meResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => getMe(ctx, requireAuth(request)),
    );
  };
