import { errorResponseSchema } from '#errors.ts';
import { meResponseSchema } from '#users.ts';
import { defineRoute } from './define-route.ts';

export const usersRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/users/me',
    summary: 'The logged-in user, its organisation, plan and what it may use',
    tags: ['users'],
    auth: 'bearer',
    responses: { 200: meResponseSchema, 401: errorResponseSchema },
  }),
};
