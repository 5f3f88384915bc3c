import { useQuery } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

/** What the invite screen shows; an invalid link is shown on the screen, not as a toast. */
export const useInvitationPreview = (code: string) =>
  useQuery({
    queryKey: routeKey(organisationsRoutes.showInvitation, { params: { code } }),
    queryFn: () => call(organisationsRoutes.showInvitation, { params: { code } }),
    meta: { silentError: true },
  });
