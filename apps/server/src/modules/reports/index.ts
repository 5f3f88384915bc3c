import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { reportsRoutes as route } from '@parytet/contract/routes/reports';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { phaseTimer } from '#lib/server-timing.ts';
import { contentDisposition } from './content-disposition.ts';
import { getEmployees } from './employees.service.ts';
import { getReportView } from './report-views.service.ts';
import { exampleDownloadRateLimit } from './example-rate-limit.ts';
import { getExampleFile, XLSX_CONTENT_TYPE } from './example.service.ts';
import { getLimits, getReports, removeReport, updateReportDetails } from './reports.service.ts';
import { readUploadForm } from './upload-form.ts';
import { assertCanUpload, uploadReport } from './upload.service.ts';

export const reportsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.list, async (request) => getReports(ctx, request.auth));

    registerRoute(app, route.limits, async (request) => getLimits(ctx, request.auth));

    registerRoute(app, route.upload, async (request, reply) => {
      const timer = phaseTimer();
      const { org, limits } = await assertCanUpload(ctx, request.auth);
      const form = await readUploadForm(request, limits);
      timer.lap('read');
      const answer = await uploadReport(ctx, request.auth, org, form, timer);
      void reply.header('server-timing', timer.header());
      return answer;
    });

    registerRoute(
      app,
      route.exampleDownload,
      async (request, reply) => {
        const file = await getExampleFile(ctx, request.auth, request.query.lang);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', contentDisposition(file.fileName))
          .send(file.data);
      },
      { config: { rateLimit: exampleDownloadRateLimit(ctx) } },
    );

    // Ready views are JSON bytes kept per report (report-views.service.ts), past the serializer.
    const views = [
      [route.base, 'base'],
      [route.adjusted, 'adjusted'],
      [route.salaryRanges, 'salary_ranges'],
      [route.extendedSalaryRanges, 'extended_salary_ranges'],
    ] as const;
    for (const [view, column] of views) {
      registerRoute(app, view, async ({ auth, params }, reply) => {
        const answer = await getReportView(ctx, auth, params.id, column, view.responses[200]);
        if (!Buffer.isBuffer(answer)) return answer;
        return reply.type('application/json; charset=utf-8').send(answer);
      });
    }

    registerRoute(app, route.employees, async ({ auth, params, query }, reply) => {
      const answer = await getEmployees(ctx, auth, params.id, query);
      if (!Buffer.isBuffer(answer) && !(answer instanceof Readable)) return answer;
      // Already JSON: sent as it is, past the response serializer.
      return reply.type('application/json; charset=utf-8').send(answer);
    });

    registerRoute(app, route.rename, async ({ auth, params, body }) =>
      updateReportDetails(ctx, auth, params.id, body),
    );

    registerRoute(app, route.remove, async ({ auth, params }) =>
      removeReport(ctx, auth, params.id),
    );
  };
