import { useMutation } from '@tanstack/react-query';
import type { DeleteOrganisationBody } from '@parytet/contract/account';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '#lib/api/call.ts';

const deleteOrganisation = (body: DeleteOrganisationBody) =>
  call(accountRoutes.deleteOrganisation, { body }, { retry: 0 });

export const useDeleteOrganisation = () => useMutation({ mutationFn: deleteOrganisation });
