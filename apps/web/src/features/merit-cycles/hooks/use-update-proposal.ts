import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchMeritProposalBody } from '@parytet/contract/merit-cycles';
import { updateProposal } from '../api/merit-calls.ts';
import { cycleKey, impactKey, listKey, patchCachedProposal, setCycleBudget } from './merit-keys.ts';

/**
 * One person's raise. The answer's row replaces the cached one in place and its budget shows at
 * once; the impact, the cycle and the list are read again, so the before/after follows.
 */
export const useUpdateProposal = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string; body: PatchMeritProposalBody }) =>
      updateProposal(id, employeeId, body),
    // The editor shows the error on its field or under the form.
    meta: { silentError: true },
    onSuccess: async ({ proposal, budget }) => {
      patchCachedProposal(queryClient, id, proposal, budget);
      setCycleBudget(queryClient, id, budget);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: impactKey(id) }),
        queryClient.invalidateQueries({ queryKey: cycleKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
      ]);
    },
  });
};
