import { authRoutes } from './auth.ts';
import type { RouteDefinition } from './define-route.ts';
import { plansRoutes } from './plans.ts';
import { reportsRoutes } from './reports.ts';
import { systemRoutes } from './system.ts';
import { usersRoutes } from './users.ts';

/**
 * Every endpoint of the API, by resource. The server registers each one (a test checks that
 * the OpenAPI document lists exactly these); the web imports the resource it calls, e.g.
 * `@parytet/contract/routes/reports`, so a screen loads only the schemas it needs.
 */
export const routeTable = {
  auth: authRoutes,
  users: usersRoutes,
  plans: plansRoutes,
  reports: reportsRoutes,
  system: systemRoutes,
} satisfies Record<string, Record<string, RouteDefinition>>;

/** Every route as one list, e.g. to compare with what a server registered. */
export const allRoutes = (): RouteDefinition[] =>
  Object.values(routeTable).flatMap((group) => Object.values(group));
