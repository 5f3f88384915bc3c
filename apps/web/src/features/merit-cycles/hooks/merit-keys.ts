import type { QueryClient } from '@tanstack/react-query';
import type { MeritBudget, MeritCycle, MeritProposals } from '@parytet/contract/merit-cycles';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { routeKey } from '#lib/api/query-keys.ts';

// Keys nest like the API's paths: the list ['merit-cycles'] is a prefix of every cycle's keys
// and a cycle's ['merit-cycles', id] of its proposals and impact, so match those two exactly.

export const listKey = routeKey(routes.list);
export const cycleKey = (id: string) => routeKey(routes.get, { params: { id } });
export const impactKey = (id: string) => routeKey(routes.impact, { params: { id } });
export const proposalsKey = (id: string) => routeKey(routes.proposals, { params: { id } });
/** The optimiser's last answer in this session (the server keeps only the proposals). */
export const optimiseResultKey = (id: string) => [
  ...routeKey(routes.optimise, { params: { id } }),
  'result',
];

/** Every change to a cycle's pay: its own answer, the list, the impact, the proposals. */
export const refreshAfterPayChange = async (queryClient: QueryClient, id: string) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cycleKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: impactKey(id) }),
    queryClient.invalidateQueries({ queryKey: proposalsKey(id) }),
  ]);
};

/** Shows the budget an answer carries at once, before the cycle is read again. */
export const setCycleBudget = (queryClient: QueryClient, id: string, budget: MeritBudget) => {
  queryClient.setQueryData<MeritCycle>(cycleKey(id), (cycle) => cycle && { ...cycle, budget });
};

/**
 * One person's new proposal in every cached page of the table, where it is: the row stays in
 * place while the user works down the list, even if it now sorts elsewhere.
 */
export const patchCachedProposal = (
  queryClient: QueryClient,
  id: string,
  proposal: MeritProposals['proposals'][number],
  budget: MeritBudget,
) => {
  queryClient.setQueriesData<{ pages: MeritProposals[]; pageParams: unknown[] }>(
    { queryKey: proposalsKey(id) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          budget,
          proposals: page.proposals.map((p) =>
            p.employee_id === proposal.employee_id ? proposal : p,
          ),
        })),
      },
  );
};
