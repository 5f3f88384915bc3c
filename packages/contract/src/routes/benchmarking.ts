import {
  benchmarkQuerySchema,
  benchmarkResponseSchema,
  benchmarkRolesResponseSchema,
  contributionBodySchema,
  contributionSchema,
  mappingBodySchema,
  mappingQuerySchema,
  mappingResponseSchema,
} from '#benchmarking.ts';
import { errorResponseSchema as error } from '#errors.ts';
import { reportPathParamsSchema } from '#reports.ts';
import { defineRoute } from './define-route.ts';

const tags = ['benchmarking'];
const feature = 'benchmarking';

/** Benchmarking (decisions §10): a plan feature (MASTER and above). */
export const benchmarkingRoutes = {
  roles: defineRoute({
    method: 'GET',
    path: '/benchmarking/roles',
    summary: 'The standard roles, seniorities and regions a mapping chooses from',
    tags,
    auth: 'bearer',
    permission: 'benchmarking.read',
    feature,
    responses: { 200: benchmarkRolesResponseSchema, 401: error, 403: error },
  }),
  mapping: defineRoute({
    method: 'GET',
    path: '/benchmarking/mapping',
    summary:
      "A report's positions (within their levels) and locations with their role, seniority and region: confirmed, or suggested from the names",
    tags,
    auth: 'bearer',
    permission: 'benchmarking.read',
    feature,
    query: mappingQuerySchema,
    responses: { 200: mappingResponseSchema, 401: error, 403: error, 404: error, 409: error },
  }),
  saveMapping: defineRoute({
    method: 'PUT',
    path: '/benchmarking/mapping',
    summary: 'Confirms the given positions and locations (others stay as they were)',
    tags,
    auth: 'bearer',
    permission: 'benchmarking.map',
    feature,
    query: mappingQuerySchema,
    body: mappingBodySchema,
    responses: {
      200: mappingResponseSchema,
      400: error,
      401: error,
      403: error,
      404: error,
      409: error,
    },
  }),
  benchmark: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/benchmark',
    summary:
      "The report's median full-time-equivalent pay per mapped role and seniority beside the market table (?source=market) or the pooled benchmark (?source=pool)",
    tags,
    auth: 'bearer',
    permission: 'benchmarking.read',
    feature,
    params: reportPathParamsSchema,
    query: benchmarkQuerySchema,
    responses: {
      200: benchmarkResponseSchema,
      401: error,
      403: error,
      404: error,
      409: error,
      422: error,
    },
  }),
  contribution: defineRoute({
    method: 'GET',
    path: '/organisation/benchmarking',
    summary: 'Whether the organisation contributes to the pooled benchmark',
    tags,
    auth: 'bearer',
    permission: 'benchmarking.read',
    feature,
    responses: { 200: contributionSchema, 401: error, 403: error },
  }),
  saveContribution: defineRoute({
    method: 'PUT',
    path: '/organisation/benchmarking',
    summary:
      'Opts the organisation in to (or out of) the pooled benchmark from the next snapshot (owner; audit-logged)',
    tags,
    auth: 'bearer',
    permission: 'benchmarking.contribute',
    feature,
    body: contributionBodySchema,
    responses: { 200: contributionSchema, 400: error, 401: error, 403: error },
  }),
};
