import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { reportListQueryKey } from './report-list.ts';

export type RenameInput = { id: string; label: string };

/** Renames a report (PATCH `{ label }`); the label lives in the list, so the list is read again. */
export const useRenameReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: RenameInput) =>
      call(reportsRoutes.rename, { params: { id }, body: { label } }),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: reportListQueryKey, exact: true });
    },
  });
};
