import type { FastifyRequest } from 'fastify';
import { AppError } from '#lib/app-error.ts';

type UploadedFile = { fileName: string; data: Buffer; truncated: boolean };
/** The text fields beside the file; absent ones stay undefined so the schema's defaults apply. */
const TEXT_FIELDS = ['label', 'currency', 'period_start', 'period_end'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type UploadForm = { file: UploadedFile | null; label: string | null } & Partial<
  Record<Exclude<TextField, 'label'>, string>
>;
const isTextField = (name: string): name is TextField =>
  (TEXT_FIELDS as readonly string[]).includes(name);

/**
 * Reads the multipart form (`file`, `label`, `currency`, `period_start`, `period_end`) without judging it, so the service can check it in
 * its own order. The file is buffered up to the plugin's fileSize limit only: beyond that busboy
 * discards the bytes and marks the file truncated. A form that cannot be parsed is a bad file.
 */
const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'FST_REQ_FILE_TOO_LARGE';

export const readUploadForm = async (request: FastifyRequest): Promise<UploadForm> => {
  const form: UploadForm = { file: null, label: null };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        // A browser sends an empty file input as a part with no name and no bytes.
        if (part.fieldname === 'file' && part.filename) {
          form.file = {
            fileName: part.filename,
            data: Buffer.concat(chunks),
            truncated: part.file.truncated,
          };
        }
      } else if (isTextField(part.fieldname) && typeof part.value === 'string') {
        form[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The plugin reports a file over the limit once every part is read; the form is complete.
    if (isFileTooLarge(error) && form.file?.truncated) return form;
    throw new AppError('INVALID_REPORT_FILE');
  }
  return form;
};
