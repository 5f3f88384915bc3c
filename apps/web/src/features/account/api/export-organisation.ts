import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '../../../lib/api/call.ts';
import { fileOf, saveBlob } from '../../../lib/downloads.ts';

/** The organisation's data as one ZIP, handed to the browser as a download. */
const exportOrganisation = async () => {
  // A large archive takes a while to build; no retry doubles that work.
  const response = await call(accountRoutes.exportOrganisation, undefined, {
    retry: 0,
    timeout: 120_000,
  });
  const { fileName, blob } = await fileOf(response, 'parytet-data.zip');
  saveBlob(blob, fileName);
};

export const useExportOrganisation = () => useMutation({ mutationFn: exportOrganisation });
