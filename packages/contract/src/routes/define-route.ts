import type { z } from 'zod';
import type { PlanFeatureKey } from '../plans.ts';
import type { roleSchema } from '../users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The least organisation role a route will require (organisations issue); not enforced yet. */
export type RoutePermission = z.infer<typeof roleSchema>;
/** The plan feature a route will require (plan features issue); not enforced yet. */
export type RouteFeature = PlanFeatureKey | 'chat';

/**
 * One endpoint of the API, declared once: the server registers it (apps/server/src/lib/
 * register-route.ts), OpenAPI describes it and the web calls it (apps/web/src/lib/api/call.ts).
 */
export type RouteDefinition = {
  method: HttpMethod;
  /** Under the API root (`/api`), with `:name` path parameters: `/reports/pay-gap/:id/base`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** 'bearer': the caller must be logged in (401 otherwise); 'public': anyone. */
  auth: 'bearer' | 'public';
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, or a multipart form read by the handler itself (file uploads). */
  body?: z.ZodType | 'multipart';
  /**
   * Every JSON answer by status. The lowest 2xx is the success answer (a `z.undefined()` one
   * has no body); a route whose success is a file download lists only its error answers.
   */
  responses: Readonly<Record<number, z.ZodType>>;
  /** The success answer is a file (bytes with Content-Disposition), not JSON. */
  download?: true;
  /** Left out of the OpenAPI document (probes). */
  hidden?: true;
  permission?: RoutePermission;
  feature?: RouteFeature;
};

/** Keeps the literal types of a route (paths, statuses, schemas) for the server and the web. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

type SuccessStatus<R extends RouteDefinition> = Extract<
  keyof R['responses'],
  200 | 201 | 202 | 204
>;

/** The schema of a route's success answer (its lowest 2xx status). */
export type SuccessSchema<R extends RouteDefinition> =
  R['responses'][SuccessStatus<R>] extends z.ZodType ? R['responses'][SuccessStatus<R>] : never;

/** What a route answers on success, as parsed (undefined when it has no body). */
export type RouteResponse<R extends RouteDefinition> = R['download'] extends true
  ? Response
  : z.output<SuccessSchema<R>>;

export type RouteParams<R extends RouteDefinition> = R['params'] extends z.ZodObject
  ? z.output<R['params']>
  : Record<string, never>;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends z.ZodObject
  ? z.output<R['query']>
  : Record<string, never>;
export type RouteBody<R extends RouteDefinition> = R['body'] extends z.ZodType
  ? z.output<R['body']>
  : undefined;

/** The lowest 2xx status a route answers with, read at run time. */
export const successStatus = (route: RouteDefinition): number => {
  const statuses = Object.keys(route.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return statuses.length > 0 ? Math.min(...statuses) : 200;
};
