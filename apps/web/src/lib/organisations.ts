import { useQuery } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from './api/call.ts';
import { routeKey } from './api/query-keys.ts';

const organisationsQueryKey = routeKey(organisationsRoutes.list);

/** The caller's organisations with its role in each; `acting` marks the token's one. */
export const fetchOrganisations = () => call(organisationsRoutes.list);

export const useOrganisations = () =>
  useQuery({ queryKey: organisationsQueryKey, queryFn: fetchOrganisations, staleTime: 60_000 });

/** A token acting for another of the caller's organisations. */
export const switchOrganisation = (organisationId: string) =>
  call(organisationsRoutes.switch, { body: { organisation_id: organisationId } });
