import { errorResponseSchema as error } from '#errors.ts';
import { reportPathParamsSchema } from '#reports.ts';
import {
  bandDraftBodySchema,
  bandDraftSchema,
  reportBandsQuerySchema,
  reportBandsSchema,
  salaryBandsBodySchema,
  salaryBandsSchema,
  salaryBandVersionsSchema,
} from '#salary-bands.ts';
import { defineRoute } from './define-route.ts';

const tags = ['salary-bands'];
const feature = 'salary_bands';

/** Salary bands (decisions §10): a plan feature (MASTER and above). */
export const salaryBandsRoutes = {
  current: defineRoute({
    method: 'GET',
    path: '/salary-bands',
    summary: "The organisation's salary bands (the newest version)",
    tags,
    auth: 'bearer',
    permission: 'salary-bands.read',
    feature,
    responses: { 200: salaryBandsSchema, 401: error, 403: error },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/salary-bands',
    summary: 'Save the salary bands as a new version, in force from its effective date',
    tags,
    auth: 'bearer',
    permission: 'salary-bands.edit',
    feature,
    body: salaryBandsBodySchema,
    responses: { 200: salaryBandsSchema, 400: error, 401: error, 403: error },
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/salary-bands/versions',
    summary: 'Every saved version of the salary bands, newest first',
    tags,
    auth: 'bearer',
    permission: 'salary-bands.read',
    feature,
    responses: { 200: salaryBandVersionsSchema, 401: error, 403: error },
  }),
  draft: defineRoute({
    method: 'POST',
    path: '/salary-bands/draft',
    summary:
      "A draft of bands from a report's own pay, with overlaps, gaps and spreads pointed out; nothing is saved",
    tags,
    auth: 'bearer',
    permission: 'salary-bands.edit',
    feature,
    body: bandDraftBodySchema,
    responses: { 200: bandDraftSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
  }),
  report: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/salary-bands',
    summary:
      'A report against the bands in force at its period end (or ?version=): each band and, for the HR team, each person',
    tags,
    auth: 'bearer',
    permission: 'salary-bands.read',
    feature,
    params: reportPathParamsSchema,
    query: reportBandsQuerySchema,
    responses: {
      200: reportBandsSchema,
      401: error,
      403: error,
      404: error,
      409: error,
      422: error,
    },
  }),
};
