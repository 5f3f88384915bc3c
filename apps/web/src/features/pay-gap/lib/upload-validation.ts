import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@parytet/contract/plans';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  uploadFormFieldsSchema,
  withPeriodInOrder,
} from '@parytet/contract/reports';

/** Why a chosen file cannot be sent (spec §5); texts under `pay-gap.upload.fileErrors`. */
export type FileIssue = 'choose_file' | 'one_file' | 'invalid_file_format' | 'file_too_large';

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The client's checks on the chosen files, in the order the user fixes them; the size against
 * the plan's limit (the limits call), the specification's 10 MB until it is known.
 */
export const fileIssue = (
  files: readonly File[],
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): FileIssue | null => {
  const [file, ...rest] = files;
  if (!file) return 'choose_file';
  if (rest.length > 0) return 'one_file';
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return 'invalid_file_format';
  }
  if (file.size > maxBytes) return 'file_too_large';
  return null;
};

/** The upload form: the contract's fields (label, currency, period) plus the file checks. */
export const uploadFormSchemaFor = (maxBytes: number) =>
  withPeriodInOrder(
    uploadFormFieldsSchema.extend({
      files: z.array(z.instanceof(File)).superRefine((files, ctx) => {
        const issue = fileIssue(files, maxBytes);
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      }),
    }),
  );
/** The form under the default plan's size limit. */
export const uploadFormClientSchema = uploadFormSchemaFor(DEFAULT_MAX_UPLOAD_BYTES);
export type UploadFormInput = z.input<typeof uploadFormClientSchema>;
export type UploadFormValues = z.output<typeof uploadFormClientSchema>;

/** What the file input accepts, for the browser's chooser. */
export const ACCEPTED_FILE_TYPES = ALLOWED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');
