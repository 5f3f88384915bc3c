import type { RouteDefinition } from '@parytet/contract/routes/define-route';
import { routePath, searchParamsOf } from './call.ts';

/**
 * The one way to name cached answers: a GET route's path segments with its parameters filled
 * in, then its query (if any). Keys nest like the API's paths, so `routeKey(reportsRoutes.remove,
 * { params: { id } })` (the report itself) is a prefix of every view of that report; use
 * `exact: true` to match one key alone (e.g. the report list, a prefix of every report key).
 */
export const routeKey = (
  route: RouteDefinition,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): readonly unknown[] => {
  const segments = routePath(route, input.params).split('/').map(decodeURIComponent);
  const query = input.query ? searchParamsOf(input.query) : {};
  return Object.keys(query).length > 0 ? [...segments, query] : segments;
};
