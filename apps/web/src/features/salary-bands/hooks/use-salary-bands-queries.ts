import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BandDraftBody, SalaryBandsBody } from '@parytet/contract/salary-bands';
import { salaryBandsRoutes } from '@parytet/contract/routes/salary-bands';
import { routeKey } from '#lib/api/query-keys.ts';
import {
  draftSalaryBands,
  getReportBands,
  getSalaryBands,
  getSalaryBandVersions,
  saveSalaryBands,
} from '../api/salary-bands-calls.ts';

const currentKey = routeKey(salaryBandsRoutes.current);
const versionsKey = routeKey(salaryBandsRoutes.versions);
export const useSalaryBands = () =>
  useQuery({ queryKey: currentKey, queryFn: ({ signal }) => getSalaryBands(signal) });

export const useSalaryBandVersions = () =>
  useQuery({ queryKey: versionsKey, queryFn: ({ signal }) => getSalaryBandVersions(signal) });

/**
 * A report against the bands. The screen explains its own failures (no bands in force, another
 * currency), so the global toast stays quiet.
 */
export const useReportBands = (id: string | null, version?: number) =>
  useQuery({
    queryKey: [
      ...routeKey(salaryBandsRoutes.report, { params: { id: id ?? '' } }),
      version ?? 'in-force',
    ],
    queryFn: ({ signal }) => getReportBands(id ?? '', version, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });

/** A new version changes how every report reads against the bands: they are read again. */
export const useSaveSalaryBands = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryBandsBody) => saveSalaryBands(body),
    // The form shows a refused band at its cell; other failures get the toast.
    meta: { silentError: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(currentKey, answer);
      // The versions, every report's reading, the adverts and the generated criteria page.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.includes('salary-bands') && q.queryKey !== currentKey,
      });
    },
  });
};

export const useDraftSalaryBands = () =>
  useMutation({ mutationFn: (body: BandDraftBody) => draftSalaryBands(body) });
