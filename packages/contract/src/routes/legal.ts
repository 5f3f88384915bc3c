import { legalResponseSchema } from '#legal.ts';
import { defineRoute } from './define-route.ts';

export const legalRoutes = {
  details: defineRoute({
    method: 'GET',
    path: '/legal',
    summary: 'The operator’s legal details and plan prices, as configured (public)',
    tags: ['legal'],
    auth: 'public',
    responses: { 200: legalResponseSchema },
  }),
};
