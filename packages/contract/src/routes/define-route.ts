import type { z } from 'zod';
import type { FeatureKey } from '#features.ts';
import type { Permission } from '#permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The action of permissions.ts a route takes; a role without it gets 403 FORBIDDEN_FOR_ROLE. */
export type RoutePermission = Permission;
/** The plan feature a route needs; an organisation without it gets 403 FEATURE_NOT_IN_PLAN. */
export type RouteFeature = FeatureKey;

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

/**
 * The lowest 2xx status a route answers with, read at run time; for a route that only
 * redirects the browser (social sign-in), its lowest 3xx.
 */
export const successStatus = (route: RouteDefinition): number => {
  const all = Object.keys(route.responses).map(Number);
  const statuses = all.filter((s) => s >= 200 && s < 300);
  const redirects = all.filter((s) => s >= 300 && s < 400);
  if (statuses.length > 0) return Math.min(...statuses);
  return redirects.length > 0 ? Math.min(...redirects) : 200;
};
