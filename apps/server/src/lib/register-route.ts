import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import {
  successStatus,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type SuccessSchema,
} from '@parytet/contract/routes/define-route';
import { errorResponseSchema } from '@parytet/contract/errors';
import { can } from '@parytet/contract/permissions';
import { requireAuth, type AuthUser } from '#plugins/authenticate.ts';
import { AppError } from './app-error.ts';

/** The request as the route's schemas validated it; `auth` is set on every bearer route. */
type RouteRequest<R extends RouteDefinition> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}> & { auth: R['auth'] extends 'bearer' ? AuthUser : AuthUser | null };

type Success<R extends RouteDefinition> = z.output<SuccessSchema<R>>;

/**
 * A route's handler: it returns the success body (nothing for a route without one), or the
 * reply it sent itself (files, bytes already in JSON).
 */
export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => R['download'] extends true
  ? Promise<FastifyReply>
  : Success<R> extends undefined
    ? Promise<void> | Promise<FastifyReply>
    : Promise<Success<R> | FastifyReply>;

/** What only the server knows about a route: rate limits and checks before the handler. */
export type RouteOptions = {
  config?: FastifyContextConfig;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
};

/**
 * A route that checks a role or a feature may answer 403, declared or not. A file download that
 * declares no answers keeps none: its bytes must not pass a JSON serializer.
 */
const responsesOf = (route: RouteDefinition) =>
  (route.permission ?? route.feature) &&
  !(403 in route.responses) &&
  Object.keys(route.responses).length > 0
    ? { ...route.responses, 403: errorResponseSchema }
    : route.responses;

const schemaOf = (route: RouteDefinition): FastifySchema & Record<string, unknown> => ({
  tags: [...route.tags],
  summary: route.summary,
  ...(route.hidden && { hide: true }),
  ...(route.auth === 'bearer' && { security: [{ bearer: [] }] }),
  ...(route.params && { params: route.params }),
  ...(route.query && { querystring: route.query }),
  ...(route.body === 'multipart'
    ? { consumes: ['multipart/form-data'] }
    : route.body && { body: route.body }),
  ...(Object.keys(route.responses).length > 0 && { response: responsesOf(route) }),
});

/**
 * Registers one route of the contract's table: its schemas validate the request, serialize the
 * answer and describe it in OpenAPI. A bearer route answers 401 before the handler runs
 * without a session (after validation, as before), 403 FEATURE_NOT_IN_PLAN when it needs a
 * feature the organisation's plan lacks and 403 FORBIDDEN_FOR_ROLE when the caller's role may
 * not take its action (permissions.ts). The handler's return value is sent with the
 * route's success status.
 */
export const registerRoute = <R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
) => {
  const success = successStatus(route);
  app.route({
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    ...options,
    handler: async (request, reply) => {
      if (route.auth === 'bearer') {
        const auth = requireAuth(request);
        // The plan first: a feature the organisation lacks is locked for every role.
        if (route.feature && !auth.features[route.feature]) {
          throw new AppError('FEATURE_NOT_IN_PLAN');
        }
        if (route.permission && !can(auth.role, route.permission)) {
          throw new AppError('FORBIDDEN_FOR_ROLE');
        }
      }
      const result = await handler(request as RouteRequest<R>, reply);
      if (result === reply || reply.sent) return reply;
      reply.code(success);
      return result === undefined ? reply.send() : result;
    },
  });
};
