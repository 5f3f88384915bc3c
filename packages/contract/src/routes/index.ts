import { accountRoutes } from './account.ts';
import { analysisRoutes } from './analysis.ts';
import { authRoutes } from './auth.ts';
import { benchmarkingRoutes } from './benchmarking.ts';
import { chatsRoutes } from './chats.ts';
import type { RouteDefinition } from './define-route.ts';
import { legalRoutes } from './legal.ts';
import { meritCyclesRoutes } from './merit-cycles.ts';
import { organisationsRoutes } from './organisations.ts';
import { plansRoutes } from './plans.ts';
import { reportExportsRoutes } from './report-exports.ts';
import { reportingRoutes } from './reporting.ts';
import { reportsRoutes } from './reports.ts';
import { salaryBandDocumentsRoutes } from './salary-band-documents.ts';
import { salaryBandsRoutes } from './salary-bands.ts';
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
  account: accountRoutes,
  plans: plansRoutes,
  legal: legalRoutes,
  reports: reportsRoutes,
  organisations: organisationsRoutes,
  reportExports: reportExportsRoutes,
  reporting: reportingRoutes,
  system: systemRoutes,
  chats: chatsRoutes,
  salaryBands: salaryBandsRoutes,
  salaryBandDocuments: salaryBandDocumentsRoutes,
  analysis: analysisRoutes,
  meritCycles: meritCyclesRoutes,
  benchmarking: benchmarkingRoutes,
} satisfies Record<string, Record<string, RouteDefinition>>;

/** Every route as one list, e.g. to compare with what a server registered. */
export const allRoutes = (): RouteDefinition[] =>
  Object.values(routeTable).flatMap((group) => Object.values(group));
