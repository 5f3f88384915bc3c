import { comparisonAnswerSchema, comparisonQuerySchema, trendResponseSchema } from '#comparison.ts';
import { errorResponseSchema as error } from '#errors.ts';
import {
  regressionAnswerSchema,
  regressionQuerySchema,
  regressionSettingsSchema,
} from '#regression.ts';
import { reportPathParamsSchema } from '#reports.ts';
import { defineRoute } from './define-route.ts';

const tags = ['analysis'];
const params = reportPathParamsSchema;
const feature = 'reporting';

/** The regression models behind the unexplained gap, and one report beside another. */
export const analysisRoutes = {
  regression: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/regression',
    summary:
      "A regression model's full output (default: the organisation's chosen model): every term, R², Kennedy's estimate, the verdict, the rows left out",
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    params,
    query: regressionQuerySchema,
    responses: { 200: regressionAnswerSchema, 400: error, 401: error, 403: error, 404: error },
  }),
  comparison: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/comparison',
    summary:
      "The report beside another of the organisation's (default: the previous period's), with the change and its split into leavers, joiners and stayers",
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    params,
    query: comparisonQuerySchema,
    responses: { 200: comparisonAnswerSchema, 400: error, 401: error, 403: error, 404: error },
  }),
  trend: defineRoute({
    method: 'GET',
    path: '/reporting/trend',
    summary: 'The headline figures of every ready report of the organisation, oldest period first',
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    responses: { 200: trendResponseSchema, 401: error, 403: error },
  }),
  regressionModel: defineRoute({
    method: 'GET',
    path: '/reporting/regression-model',
    summary: "The organisation's chosen regression model of the unexplained gap",
    tags,
    auth: 'bearer',
    permission: 'reporting.read',
    feature,
    responses: { 200: regressionSettingsSchema, 401: error, 403: error },
  }),
  setRegressionModel: defineRoute({
    method: 'PUT',
    path: '/reporting/regression-model',
    summary: 'Choose the regression model the indicators and the assessment use (owner, admin)',
    tags,
    auth: 'bearer',
    permission: 'reporting.model',
    feature,
    body: regressionSettingsSchema,
    responses: { 200: regressionSettingsSchema, 400: error, 401: error, 403: error },
  }),
};
