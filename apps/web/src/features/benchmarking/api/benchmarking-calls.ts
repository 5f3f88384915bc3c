import type {
  BenchmarkMeasure,
  BenchmarkSourceKind,
  MappingBody,
} from '@parytet/contract/benchmarking';
import { benchmarkingRoutes } from '@parytet/contract/routes/benchmarking';
import { call } from '#lib/api/call.ts';

/** GET /benchmarking/roles: the roles, seniorities and regions, each named in both languages. */
export const getBenchmarkRoles = (signal?: AbortSignal) =>
  call(benchmarkingRoutes.roles, {}, { signal });

/** GET /benchmarking/mapping?report_id=: the report's positions and locations with their mapping. */
export const getMapping = (reportId: string, signal?: AbortSignal) =>
  call(benchmarkingRoutes.mapping, { query: { report_id: reportId } }, { signal });

/** PUT /benchmarking/mapping: the given entries become confirmed; the rest stay as they were. */
export const saveMapping = (reportId: string, body: MappingBody) =>
  call(benchmarkingRoutes.saveMapping, { query: { report_id: reportId }, body });

/** GET /reports/pay-gap/:id/benchmark: the report beside the market table or the pool. */
export const getBenchmark = (
  id: string,
  source: BenchmarkSourceKind,
  measure: BenchmarkMeasure | undefined,
  signal?: AbortSignal,
) =>
  call(
    benchmarkingRoutes.benchmark,
    { params: { id }, query: measure ? { source, measure } : { source } },
    { signal },
  );

/** GET /organisation/benchmarking: whether the organisation contributes to the pool. */
export const getContribution = (signal?: AbortSignal) =>
  call(benchmarkingRoutes.contribution, {}, { signal });

/** PUT /organisation/benchmarking (owner): opts in to or out of the pool. */
export const saveContribution = (contribute: boolean) =>
  call(benchmarkingRoutes.saveContribution, { body: { contribute } });
