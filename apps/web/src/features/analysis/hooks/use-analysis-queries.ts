import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@parytet/contract/permissions';
import type { RegressionModel } from '@parytet/contract/regression';
import { analysisRoutes } from '@parytet/contract/routes/analysis';
import { routeKey } from '#lib/api/query-keys.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import {
  getComparison,
  getRegression,
  getTrend,
  setRegressionModel,
} from '../api/analysis-calls.ts';

const modelKey = routeKey(analysisRoutes.regressionModel);

export const useRegression = (id: string, model: RegressionModel | undefined) =>
  useQuery({
    queryKey: [...routeKey(analysisRoutes.regression, { params: { id } }), model ?? 'chosen'],
    queryFn: ({ signal }) => getRegression(id, model, signal),
    meta: { silentError: true },
  });

/** Whether the caller may choose the organisation's model (owner, admin). */
export const useCanChooseModel = () => {
  const { data: user } = useCurrentUser();
  return user ? can(user.role, 'reporting.model') : false;
};

/** A new model changes every report's unexplained gap: the report views are read again. */
export const useSetRegressionModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (model: RegressionModel) => setRegressionModel(model),
    onSuccess: async (answer) => {
      queryClient.setQueryData(modelKey, answer);
      await queryClient.invalidateQueries({
        predicate: (q) =>
          ['indicators', 'assessment', 'regression', 'comparison', 'trend'].some((part) =>
            q.queryKey.some((k) => typeof k === 'string' && k.includes(part)),
          ),
      });
    },
  });
};

export const useComparison = (id: string, other: string | undefined) =>
  useQuery({
    queryKey: [...routeKey(analysisRoutes.comparison, { params: { id } }), other ?? 'previous'],
    queryFn: ({ signal }) => getComparison(id, other, signal),
    meta: { silentError: true },
  });

export const useTrend = () =>
  useQuery({ queryKey: routeKey(analysisRoutes.trend), queryFn: ({ signal }) => getTrend(signal) });
