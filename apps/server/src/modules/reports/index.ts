import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '@parytet/contract/auth';
import { errorResponseSchema } from '@parytet/contract/errors';
import {
  adjustedReportResponseSchema,
  baseReportResponseSchema,
  employeesQuerySchema,
  employeesResponseSchema,
  exampleDownloadQuerySchema,
  extendedSalaryRangesResponseSchema,
  limitsResponseSchema,
  patchReportBodySchema,
  reportListResponseSchema,
  reportPathParamsSchema,
  salaryRangesResponseSchema,
  uploadResponseSchema,
} from '@parytet/contract/reports';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { getEmployees } from './employees.service.ts';
import { exampleDownloadRateLimit } from './example-rate-limit.ts';
import { contentDisposition } from './content-disposition.ts';
import { getExampleFile, XLSX_CONTENT_TYPE } from './example.service.ts';
import {
  getLimits,
  getReportResult,
  getReports,
  removeReport,
  renameReport,
} from './reports.service.ts';
import { readUploadForm } from './upload-form.ts';
import { assertCanUpload, uploadReport } from './upload.service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];
const errors = { 401: errorResponseSchema, 404: errorResponseSchema };

export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/pay-gap',
      {
        schema: {
          tags,
          security,
          summary: "The organisation's reports, newest first",
          response: { 200: reportListResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => getReports(ctx, requireAuth(request)),
    );

    app.get(
      '/pay-gap/limits',
      {
        schema: {
          tags,
          security,
          summary: 'Reports allowed, reports counted against it, records allowed per report',
          response: { 200: limitsResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => getLimits(ctx, requireAuth(request)),
    );

    app.post(
      '/pay-gap/upload',
      {
        schema: {
          tags,
          security,
          summary:
            'Upload a salary file (multipart: file, label); processing runs in the background',
          consumes: ['multipart/form-data'],
          response: {
            201: uploadResponseSchema,
            400: errorResponseSchema,
            413: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const org = await assertCanUpload(ctx, auth);
        const form = await readUploadForm(request);
        return reply.code(201).send(await uploadReport(ctx, auth, org, form));
      },
    );

    app.get(
      '/pay-gap/example/download',
      {
        schema: {
          tags,
          security,
          summary: 'The example salary file (xlsx), named in the chosen language',
          querystring: exampleDownloadQuerySchema,
        },
        config: { rateLimit: exampleDownloadRateLimit(ctx) },
      },
      async (request, reply) => {
        const file = await getExampleFile(ctx, requireAuth(request), request.query.lang);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', contentDisposition(file.fileName))
          .send(file.data);
      },
    );

    const results = [
      ['base', 'base', baseReportResponseSchema, 'Base pay gap: means and medians'],
      ['adjusted', 'adjusted', adjustedReportResponseSchema, 'Adjusted pay gap by level'],
      ['salary-ranges', 'salary_ranges', salaryRangesResponseSchema, 'Salary ranges by level'],
      [
        'extended-salary-ranges',
        'extended_salary_ranges',
        extendedSalaryRangesResponseSchema,
        'Salary ranges by level and position',
      ],
    ] as const;
    for (const [path, column, response, summary] of results) {
      app.get(
        `/pay-gap/:id/${path}`,
        {
          schema: {
            tags,
            security,
            summary,
            params: reportPathParamsSchema,
            response: { 200: response, ...errors },
          },
        },
        async (request) => getReportResult(ctx, requireAuth(request), request.params.id, column),
      );
    }

    app.get(
      '/pay-gap/:id/employees',
      {
        schema: {
          tags,
          security,
          summary: 'Employees with their gaps, filtered and optionally paged',
          params: reportPathParamsSchema,
          querystring: employeesQuerySchema,
          response: { 200: employeesResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const answer = await getEmployees(ctx, auth, request.params.id, request.query);
        if (!Buffer.isBuffer(answer)) return answer;
        // Already JSON: sent as it is, past the response serializer.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
      },
    );

    app.patch(
      '/pay-gap/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a report (its label)',
          params: reportPathParamsSchema,
          body: patchReportBodySchema,
          response: { 204: noContentSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await renameReport(ctx, requireAuth(request), request.params.id, request.body.label);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/pay-gap/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a report and all its data',
          params: reportPathParamsSchema,
          response: { 204: noContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        await removeReport(ctx, requireAuth(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
