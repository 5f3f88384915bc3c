import type { FastifyRequest } from 'fastify';
import { MAX_BAND_TEMPLATE_BYTES } from '@parytet/contract/salary-band-documents';
import { AppError } from '../../lib/app-error.ts';

const TEXT_FIELDS = new Set(['basis', 'currency', 'spread_min', 'spread_max']);

export type TemplateForm = {
  file: { fileName: string; data: Buffer } | null;
  /** The text fields as sent; absent ones stay out so the schema's defaults apply. */
  fields: Record<string, string>;
};

/**
 * The multipart form of a template draft: `file` and the text fields. A file past
 * MAX_BAND_TEMPLATE_BYTES (no template comes near it) is refused without keeping its bytes.
 */
export const readTemplateForm = async (request: FastifyRequest): Promise<TemplateForm> => {
  const form: TemplateForm = { file: null, fields: {} };
  if (!request.isMultipart()) return form;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          if (size <= MAX_BAND_TEMPLATE_BYTES) chunks.push(chunk as Buffer);
        }
        if (size > MAX_BAND_TEMPLATE_BYTES || part.file.truncated) tooLarge = true;
        else if (part.fieldname === 'file' && part.filename) {
          form.file = { fileName: part.filename, data: Buffer.concat(chunks) };
        }
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch {
    if (tooLarge) throw new AppError('FILE_TOO_LARGE');
    throw new AppError('INVALID_BAND_TEMPLATE', [{ path: 'file', message: 'not_a_template' }]);
  }
  if (tooLarge) throw new AppError('FILE_TOO_LARGE');
  return form;
};
