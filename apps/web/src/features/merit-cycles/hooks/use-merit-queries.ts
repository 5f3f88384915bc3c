import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMeritCycleBody,
  MeritCycle,
  MeritGuidelinesBody,
  OptimiseAnswer,
  OptimiseBody,
  PatchMeritCycleBody,
} from '@parytet/contract/merit-cycles';
import { reportListQueryKey } from '#lib/reports/report-list.ts';
import {
  applyCycle,
  approveCycle,
  createCycle,
  getCycle,
  getImpact,
  listCycles,
  optimise,
  removeCycle,
  saveGuidelines,
  sendBackCycle,
  submitCycle,
  updateCycle,
} from '../api/merit-calls.ts';
import {
  cycleKey,
  impactKey,
  listKey,
  optimiseResultKey,
  refreshAfterPayChange,
  setCycleBudget,
} from './merit-keys.ts';

export const useCycleList = () =>
  useQuery({ queryKey: listKey, queryFn: ({ signal }) => listCycles(signal) });

/** One cycle; the screen shows its own "not found" and retry. */
export const useCycle = (id: string) =>
  useQuery({
    queryKey: cycleKey(id),
    queryFn: ({ signal }) => getCycle(id, signal),
    meta: { silentError: true },
  });

/**
 * Every figure before and after the proposals. Invalidated by each change to the pay, so it
 * follows the proposals; the last answer stays on screen (marked) while the next one comes.
 */
export const useImpact = (id: string) =>
  useQuery({
    queryKey: impactKey(id),
    queryFn: ({ signal }) => getImpact(id, signal),
    meta: { silentError: true },
  });

export const useCreateCycle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMeritCycleBody) => createCycle(body),
    meta: { silentError: true },
    onSuccess: async (cycle) => {
      queryClient.setQueryData(cycleKey(cycle.id), cycle);
      await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
};

export const useUpdateCycle = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchMeritCycleBody) => updateCycle(id, body),
    meta: { silentError: true },
    onSuccess: async (cycle) => {
      queryClient.setQueryData(cycleKey(id), cycle);
      await refreshAfterPayChange(queryClient, id);
    },
  });
};

export const useRemoveCycle = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCycle(id),
    // The cycle's own answers are left to expire: its screen is still mounted until the user is
    // taken to the list, and must not ask for a cycle that is gone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
  });
};

export const useSaveGuidelines = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeritGuidelinesBody) => saveGuidelines(id, body),
    meta: { silentError: true },
    onSuccess: async (answer) => {
      const { kept_manual: _kept, budget, ...guidelines } = answer;
      queryClient.setQueryData<MeritCycle>(
        cycleKey(id),
        (cycle) => cycle && { ...cycle, budget, guidelines },
      );
      await refreshAfterPayChange(queryClient, id);
    },
  });
};

/** The optimiser's last answer, kept for this session while the user looks at other tabs. */
export const useOptimiseResult = (id: string) =>
  useQuery<OptimiseAnswer | null>({
    queryKey: optimiseResultKey(id),
    queryFn: () => null,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useOptimise = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OptimiseBody) => optimise(id, body),
    meta: { silentError: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(optimiseResultKey(id), answer);
      setCycleBudget(queryClient, id, answer.budget);
      await refreshAfterPayChange(queryClient, id);
    },
  });
};

/** Submit, approve and send back answer the cycle in its new state. */
export const useReviewSteps = (id: string) => {
  const queryClient = useQueryClient();
  const settle = async (cycle: MeritCycle) => {
    queryClient.setQueryData(cycleKey(id), cycle);
    await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  };
  // The review panel shows a refusal under its buttons.
  const meta = { silentError: true };
  return {
    submit: useMutation({ mutationFn: () => submitCycle(id), onSuccess: settle, meta }),
    approve: useMutation({ mutationFn: () => approveCycle(id), onSuccess: settle, meta }),
    sendBack: useMutation({
      mutationFn: (note: string | undefined) => sendBackCycle(id, note),
      onSuccess: settle,
      meta,
    }),
  };
};

/** Applying makes a new report: the cycle, the list and the organisation's reports change. */
export const useApplyCycle = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyCycle(id),
    meta: { silentError: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cycleKey(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: reportListQueryKey, exact: true }),
      ]);
    },
  });
};
