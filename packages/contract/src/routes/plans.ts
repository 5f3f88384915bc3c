import { plansResponseSchema } from '#plans.ts';
import { defineRoute } from './define-route.ts';

export const plansRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/plans',
    summary: 'Every plan with its features and this deployment’s limits (public)',
    tags: ['plans'],
    auth: 'public',
    responses: { 200: plansResponseSchema },
  }),
};
