import { useQuery } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

export const membersQueryKey = routeKey(organisationsRoutes.members);

/** Members of the acting organisation and, for those who manage them, pending invitations. */
export const useMembers = () =>
  useQuery({ queryKey: membersQueryKey, queryFn: () => call(organisationsRoutes.members) });
