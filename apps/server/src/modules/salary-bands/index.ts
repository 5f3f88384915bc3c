import type { FastifyPluginAsync } from 'fastify';
import { salaryBandsRoutes as route } from '@parytet/contract/routes/salary-bands';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import {
  draftSalaryBands,
  getSalaryBands,
  getSalaryBandVersions,
  reportAgainstBands,
  saveSalaryBands,
} from './salary-bands.service.ts';

/** Salary bands: the organisation's intended pay structure and a report read against it. */
export const salaryBandsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.current, async ({ auth }) => getSalaryBands(ctx, auth));
    registerRoute(app, route.save, async ({ auth, body }) => saveSalaryBands(ctx, auth, body));
    registerRoute(app, route.versions, async ({ auth }) => getSalaryBandVersions(ctx, auth));
    registerRoute(app, route.draft, async (request) =>
      draftSalaryBands(ctx, request.auth, request.body, requestLanguage(request)),
    );
    registerRoute(app, route.report, async ({ auth, params, query }) =>
      reportAgainstBands(ctx, auth, params.id, query.version),
    );
  };
