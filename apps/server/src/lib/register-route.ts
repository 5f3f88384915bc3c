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
import { requireAuth, type AuthUser } from '../plugins/authenticate.ts';

/** The request as the route's schemas validated it; `auth` is set on every bearer route. */
export type RouteRequest<R extends RouteDefinition> = FastifyRequest<{
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
  ...(Object.keys(route.responses).length > 0 && { response: route.responses }),
});

/**
 * Registers one route of the contract's table: its schemas validate the request, serialize the
 * answer and describe it in OpenAPI. A bearer route answers 401 before the handler runs
 * without a session (after validation, as before). The handler's return value is sent with the
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
      // route.permission and route.feature are checked here once organisations and plan
      // features exist (later issues); no route declares them yet.
      if (route.auth === 'bearer') requireAuth(request);
      const result = await handler(request as RouteRequest<R>, reply);
      if (result === reply || reply.sent) return reply;
      reply.code(success);
      return result === undefined ? reply.send() : result;
    },
  });
};
