import { z } from 'zod';
import { defineRoute } from './define-route.ts';

export const systemRoutes = {
  /** For load balancers and the dev script; not part of the documented API. */
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'The server is up',
    tags: ['system'],
    auth: 'public',
    hidden: true,
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
};
