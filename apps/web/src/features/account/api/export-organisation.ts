import { useMutation, useQuery } from '@tanstack/react-query';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';
import { ApiError } from '#lib/api-error.ts';
import { fileOf } from '#lib/downloads.ts';

const POLL_MS = 1000;

/** Starts building the organisation's data ZIP in the background. */
export const useStartOrganisationExport = () =>
  useMutation({ mutationFn: () => call(accountRoutes.startOrganisationExport) });

/**
 * The organisation's newest archive, or null when it has none (404): the screen, opened again,
 * follows an archive started before the user left it, or offers the one that is ready.
 */
export const useLatestOrganisationExport = () =>
  useQuery({
    queryKey: routeKey(accountRoutes.latestOrganisationExport),
    queryFn: async ({ signal }) => {
      try {
        return await call(accountRoutes.latestOrganisationExport, undefined, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The archive's status, polled until it is ready or failed. */
export const useOrganisationExportStatus = (exportId: string | null) =>
  useQuery({
    queryKey: routeKey(accountRoutes.organisationExportStatus, {
      params: { id: exportId ?? '-' },
    }),
    queryFn: ({ signal }) =>
      call(accountRoutes.organisationExportStatus, { params: { id: exportId ?? '' } }, { signal }),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : POLL_MS;
    },
  });

/** The finished archive's file. */
export const downloadOrganisationExport = async (exportId: string, fallbackName: string) =>
  fileOf(
    await call(
      accountRoutes.organisationExportDownload,
      { params: { id: exportId } },
      { retry: 0, timeout: 300_000 },
    ),
    fallbackName,
  );
