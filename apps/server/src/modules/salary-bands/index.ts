import type { FastifyPluginAsync } from 'fastify';
import { salaryBandDocumentsRoutes as documents } from '@parytet/contract/routes/salary-band-documents';
import { salaryBandsRoutes as route } from '@parytet/contract/routes/salary-bands';
import { registerRoute } from '#lib/register-route.ts';
import { requestLanguage } from '#lib/request-language.ts';
import type { AppContext } from '#context.ts';
import { sendFile } from '#lib/send-file.ts';
import { getBandAdverts, getCriteria, saveCriteria } from './band-documents.service.ts';
import { draftFromTemplate, getBandTemplate } from './band-template.service.ts';
import { reportAgainstBands } from './report-bands.service.ts';
import {
  draftSalaryBands,
  getSalaryBands,
  getSalaryBandVersions,
  saveSalaryBands,
} from './salary-bands.service.ts';
import { readTemplateForm } from './template-form.ts';

/**
 * Salary bands: the organisation's intended pay structure, a report read against it, the draft
 * template, the advert sentences and the criteria page (their files: module report-exports).
 */
export const salaryBandsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.current, async ({ auth }) => getSalaryBands(ctx, auth));
    registerRoute(app, route.save, async ({ auth, body }) => saveSalaryBands(ctx, auth, body));
    registerRoute(app, route.versions, async ({ auth }) => getSalaryBandVersions(ctx, auth));
    registerRoute(app, route.draft, async (request) =>
      draftSalaryBands(ctx, request.auth, request.body, requestLanguage(request)),
    );
    registerRoute(app, route.report, async ({ auth, params, query }, reply) => {
      const answer = await reportAgainstBands(ctx, auth, params.id, query.version);
      if (!Buffer.isBuffer(answer)) return answer;
      // Already JSON: sent as it is, past the response serializer.
      return reply.type('application/json; charset=utf-8').send(answer);
    });
    registerRoute(app, documents.template, async (request, reply) => {
      const lang = request.query.lang ?? requestLanguage(request);
      return sendFile(reply, await getBandTemplate(ctx, request.auth, lang));
    });
    registerRoute(app, documents.draftFromTemplate, async (request) =>
      draftFromTemplate(ctx, request.auth, await readTemplateForm(request)),
    );
    registerRoute(app, documents.adverts, async ({ auth, query }) =>
      getBandAdverts(ctx, auth, query.version),
    );
    registerRoute(app, documents.criteria, async (request) =>
      getCriteria(ctx, request.auth, request.query.lang ?? requestLanguage(request)),
    );
    registerRoute(app, documents.saveCriteria, async ({ auth, body }) =>
      saveCriteria(ctx, auth, body),
    );
  };
