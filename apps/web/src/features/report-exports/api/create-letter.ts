import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLetterBody } from '@parytet/contract/report-exports';
import { reportExportsRoutes } from '@parytet/contract/routes/report-exports';
import { call } from '#lib/api/call.ts';
import { lettersQueryKey } from './letters.ts';

/** Records a worker's request and its answer; the list is read again after. */
export const useCreateLetter = (reportId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLetterBody) =>
      call(reportExportsRoutes.createLetter, { params: { id: reportId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: lettersQueryKey(reportId) }),
  });
};
