import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BenchmarkMeasure,
  BenchmarkSourceKind,
  MappingBody,
  MappingResponse,
} from '@parytet/contract/benchmarking';
import { benchmarkingRoutes } from '@parytet/contract/routes/benchmarking';
import { routeKey } from '#lib/api/query-keys.ts';
import { bodyParts } from '../lib/mapping-draft.ts';
import {
  getBenchmark,
  getBenchmarkRoles,
  getContribution,
  getMapping,
  saveContribution,
  saveMapping,
} from '../api/benchmarking-calls.ts';

const rolesKey = routeKey(benchmarkingRoutes.roles);
const mappingKey = (reportId: string) =>
  routeKey(benchmarkingRoutes.mapping, { query: { report_id: reportId } });
const contributionKey = routeKey(benchmarkingRoutes.contribution);
const isBenchmarkKey = (key: readonly unknown[]) => key.includes('benchmark');
/** Another report's mapping list: the mapping is the organisation's, so it changed too. */
const isOtherMappingKey = (key: readonly unknown[], reportId: string) =>
  key[0] === 'benchmarking' &&
  key[1] === 'mapping' &&
  (key[2] as { report_id?: string } | undefined)?.report_id !== reportId;

/** The lists a mapping chooses from; they change only with a new release. */
export const useBenchmarkRoles = () =>
  useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => getBenchmarkRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMapping = (reportId: string) =>
  useQuery({
    queryKey: mappingKey(reportId),
    queryFn: ({ signal }) => getMapping(reportId, signal),
    meta: { silentError: true },
  });

/**
 * Saving confirms entries: the mapping is answered anew, and every comparison and the opt-in's
 * count of confirmed positions are read again.
 */
export const useSaveMapping = (reportId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // One part after another: a later part never races an earlier one for the same entries.
    mutationFn: async (body: Required<MappingBody>) => {
      let answer: MappingResponse | undefined;
      for (const part of bodyParts(body)) answer = await saveMapping(reportId, part);
      if (!answer) throw new Error('A mapping save without a part');
      return answer;
    },
    // The editor says what failed beside its buttons.
    meta: { silentError: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(mappingKey(reportId), answer);
      await queryClient.invalidateQueries({
        predicate: (q) => isBenchmarkKey(q.queryKey) || isOtherMappingKey(q.queryKey, reportId),
      });
      await queryClient.invalidateQueries({ queryKey: contributionKey });
    },
  });
};

export const useBenchmark = (
  id: string,
  source: BenchmarkSourceKind,
  measure: BenchmarkMeasure | undefined,
) =>
  useQuery({
    queryKey: [
      ...routeKey(benchmarkingRoutes.benchmark, { params: { id } }),
      source,
      measure ?? 'both',
    ],
    queryFn: ({ signal }) => getBenchmark(id, source, measure, signal),
    meta: { silentError: true },
  });

export const useContribution = () =>
  useQuery({
    queryKey: contributionKey,
    queryFn: ({ signal }) => getContribution(signal),
    meta: { silentError: true },
  });

export const useSaveContribution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contribute: boolean) => saveContribution(contribute),
    meta: { silentError: true },
    onSuccess: (answer) => queryClient.setQueryData(contributionKey, answer),
  });
};
