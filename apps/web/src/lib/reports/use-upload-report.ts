import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { call } from '../api/call.ts';
import { compressedForm } from './compressed-form.ts';
import { limitsQueryKey } from './report-limits.ts';
import { reportListQueryKey } from './report-list.ts';

/**
 * Only the upload is exempt from the API's usual 10 s: at least 5 minutes, and as long as the
 * file takes at 32 KB/s, so a file of the plan's largest size (say 64 MB) on a slow line is not
 * cut off before it is in.
 */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const SLOW_LINE_BYTES_PER_SECOND = 32 * 1024;
export const uploadTimeoutMs = (bytes: number) =>
  Math.max(UPLOAD_TIMEOUT_MS, Math.ceil((bytes / SLOW_LINE_BYTES_PER_SECOND) * 1000));

type UploadInput = {
  file: File;
  label: string;
  currency?: Currency;
  period_start?: string | null;
  period_end?: string | null;
  onProgress: (fraction: number) => void;
  /** Called before the file is compressed for sending, which takes a moment for a large file. */
  onCompressing?: () => void;
};

/**
 * Sends the salary file (multipart: label, currency, period, file), gzip-compressed where the
 * browser can → the new report's id.
 */
const uploadReport = async ({
  file,
  label,
  onProgress,
  onCompressing,
  ...details
}: UploadInput) => {
  const body = new FormData();
  // The text fields first, so the server has them before it starts reading the file.
  body.append('label', label);
  if (details.currency) body.append('currency', details.currency);
  if (details.period_start) body.append('period_start', details.period_start);
  if (details.period_end) body.append('period_end', details.period_end);
  body.append('file', file, file.name);
  onCompressing?.();
  const encoded = await compressedForm(body, file.name);
  return call(
    reportsRoutes.upload,
    { body },
    {
      timeout: uploadTimeoutMs(file.size),
      retry: 0,
      onUploadProgress: onProgress,
      ...(encoded && { encoded }),
    },
  );
};

/**
 * The upload with its cache refresh: on success the new report is in the list before the
 * caller opens its screen; either way the allowance is read again. Errors are the caller's
 * to show (the form words them), so the global toast stays quiet.
 */
export const useUploadReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    meta: { silentError: true },
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: reportListQueryKey, exact: true });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    },
  });
};
