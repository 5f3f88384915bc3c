import type { RegressionModel } from '@parytet/contract/regression';
import { analysisRoutes } from '@parytet/contract/routes/analysis';
import { call } from '#lib/api/call.ts';

/** GET /reports/pay-gap/:id/regression: a model's full output (default: the chosen model). */
export const getRegression = (
  id: string,
  model: RegressionModel | undefined,
  signal?: AbortSignal,
) => call(analysisRoutes.regression, { params: { id }, query: model ? { model } : {} }, { signal });

/** PUT /reporting/regression-model (owner, admin). */
export const setRegressionModel = (model: RegressionModel) =>
  call(analysisRoutes.setRegressionModel, { body: { model } });

/** GET /reports/pay-gap/:id/comparison: beside `other` (default: the previous period's). */
export const getComparison = (id: string, other: string | undefined, signal?: AbortSignal) =>
  call(
    analysisRoutes.comparison,
    { params: { id }, query: other ? { with: other } : {} },
    { signal },
  );

/** GET /reporting/trend: every ready report's headline figures, oldest first. */
export const getTrend = (signal?: AbortSignal) => call(analysisRoutes.trend, {}, { signal });
