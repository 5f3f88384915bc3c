import { noContentSchema } from '#auth.ts';
import {
  categorySchemeResponseSchema,
  categorySchemeSchema,
  categorySchemeVersionsResponseSchema,
} from '#reporting/categories.ts';
import { errorResponseSchema as error } from '#errors.ts';
import {
  assessmentAnswerSchema,
  assessmentRecordBodySchema,
  assessmentRecordParamsSchema,
  assessmentRecordSchema,
  indicatorsAnswerSchema,
  submissionBodySchema,
  submissionSchema,
} from '#reporting/indicators.ts';
import { reportPathParamsSchema } from '#reports.ts';
import { defineRoute } from './define-route.ts';

const tags = ['reporting'];
const params = reportPathParamsSchema;
const feature = 'reporting';

/** EU Pay Transparency reporting (Directive 2023/970): a plan feature (GURU, ENTERPRISE). */
export const reportingRoutes = {
  indicators: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/indicators',
    summary:
      "The Art. 9 indicators under the organisation's categories of workers, with the reporting duty",
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    params,
    responses: { 200: indicatorsAnswerSchema, 401: error, 403: error, 404: error },
  }),
  assessment: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/assessment',
    summary: 'The Art. 10 joint pay assessment: flagged categories, their figures and records',
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    params,
    responses: { 200: assessmentAnswerSchema, 401: error, 403: error, 404: error },
  }),
  addAssessmentRecord: defineRoute({
    method: 'POST',
    path: '/reports/pay-gap/:id/assessment/records',
    summary: "Record a flagged category's justification or remedy",
    tags,
    auth: 'bearer',
    permission: 'reporting.edit',
    feature,
    params,
    body: assessmentRecordBodySchema,
    responses: { 201: assessmentRecordSchema, 400: error, 401: error, 403: error, 404: error },
  }),
  removeAssessmentRecord: defineRoute({
    method: 'DELETE',
    path: '/reports/pay-gap/:id/assessment/records/:recordId',
    summary: 'Delete a justification or remedy recorded by mistake',
    tags,
    auth: 'bearer',
    permission: 'reporting.edit',
    feature,
    params: assessmentRecordParamsSchema,
    responses: { 204: noContentSchema, 401: error, 403: error, 404: error },
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/reports/pay-gap/:id/submission',
    summary:
      'Record the day the report was filed: the Art. 10 six months run from it (between the period end and today)',
    tags,
    auth: 'bearer',
    permission: 'reporting.submit',
    feature,
    params,
    body: submissionBodySchema,
    responses: {
      200: submissionSchema,
      400: error,
      401: error,
      403: error,
      404: error,
      409: error,
    },
  }),
  withdrawSubmission: defineRoute({
    method: 'DELETE',
    path: '/reports/pay-gap/:id/submission',
    summary: 'Undo a recorded submission: nothing is overdue again until the next one',
    tags,
    auth: 'bearer',
    permission: 'reporting.submit',
    feature,
    params,
    responses: { 204: noContentSchema, 401: error, 403: error, 404: error },
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/reporting/categories',
    summary: "The organisation's categories of workers (current version)",
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    responses: { 200: categorySchemeResponseSchema, 401: error, 403: error },
  }),
  saveCategories: defineRoute({
    method: 'PUT',
    path: '/reporting/categories',
    summary: 'Save the categories of workers as a new version; every report applies it',
    tags,
    auth: 'bearer',
    permission: 'reporting.edit',
    feature,
    body: categorySchemeSchema,
    responses: { 200: categorySchemeResponseSchema, 400: error, 401: error, 403: error },
  }),
  categoryVersions: defineRoute({
    method: 'GET',
    path: '/reporting/categories/versions',
    summary: 'Every saved version of the categories, newest first',
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    responses: { 200: categorySchemeVersionsResponseSchema, 401: error, 403: error },
  }),
};
