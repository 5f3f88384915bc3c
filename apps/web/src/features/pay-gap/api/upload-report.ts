import { uploadResponseSchema } from '@parytet/contract/reports';
import { api } from '../../../lib/api-client.ts';
import { xhrFetch } from './xhr-fetch.ts';

/** A 10 MB file on a slow line takes longer than the API's usual 10 s. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export type UploadInput = { file: File; label: string };

/** POST reports/pay-gap/upload (multipart: label, file) → the new report's id. */
export const uploadReport = (
  { file, label }: UploadInput,
  onProgress: (fraction: number) => void,
) => {
  const body = new FormData();
  // The label first, so the server has it before it starts reading the file.
  body.append('label', label);
  body.append('file', file, file.name);
  return api
    .post('reports/pay-gap/upload', {
      body,
      timeout: UPLOAD_TIMEOUT_MS,
      retry: 0,
      fetch: xhrFetch(body, onProgress),
    })
    .json(uploadResponseSchema);
};
