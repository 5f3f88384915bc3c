import type { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { fileTooLargeDetails } from '@parytet/contract/errors';
import type { PlanLimits } from '@parytet/contract/plans';
import { CsvRecordCounter } from '@parytet/engine/csv-record-counter';
import { AppError } from '#lib/app-error.ts';
import { InflatedTooLarge, uploadBody } from './upload-body.ts';

type UploadedFile = {
  fileName: string;
  data: Buffer;
  truncated: boolean;
  /** A CSV's data rows, counted as its bytes arrived; null when it must be counted whole. */
  records: number | null;
};
/** The text fields beside the file; absent ones stay undefined so the schema's defaults apply. */
const TEXT_FIELDS = ['label', 'currency', 'period_start', 'period_end'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type UploadForm = { file: UploadedFile | null; label: string | null } & Partial<
  Record<Exclude<TextField, 'label'>, string>
>;
const isTextField = (name: string): name is TextField =>
  (TEXT_FIELDS as readonly string[]).includes(name);

/** The form's shape: one file, the four text fields and a spare, none of them long. */
const FORM_LIMITS = { files: 1, fields: 5, fieldSize: 1024, parts: 6 };

/** Past a parser limit, or for bytes that are no form at all. */
class BrokenForm extends Error {}

/** A workbook starts as a ZIP (XLSX) or an OLE file (XLS); anything else is read as a CSV. */
const isWorkbookStart = (bytes: Buffer) =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0xd0 && bytes[1] === 0xcf);

/**
 * Reads the multipart form (`file`, `label`, `currency`, `period_start`, `period_end`), sent as
 * it is or gzip-compressed (upload-body.ts), without judging it, so the service can check it in
 * its own order. The file is kept up to the plan's byte limit only: beyond that its bytes are
 * discarded and it is marked truncated. A form that cannot be parsed is a bad file.
 */
export const readUploadForm = async (
  request: FastifyRequest,
  limits: Pick<PlanLimits, 'max_upload_bytes' | 'max_records'>,
): Promise<UploadForm> => {
  const form: UploadForm = { file: null, label: null };
  if (!request.isMultipart()) return form;
  const body = uploadBody(request, limits.max_upload_bytes);
  try {
    await parseForm(body, request, limits, form);
  } catch (error) {
    if (error instanceof InflatedTooLarge) {
      throw new AppError('FILE_TOO_LARGE', fileTooLargeDetails(limits.max_upload_bytes));
    }
    // A compressed body that does not inflate is no form either.
    throw new AppError('INVALID_REPORT_FILE');
  }
  return form;
};

const parseForm = (
  body: Readable,
  request: FastifyRequest,
  limits: Pick<PlanLimits, 'max_upload_bytes' | 'max_records'>,
  form: UploadForm,
) =>
  new Promise<void>((resolve, reject) => {
    let files = 0;
    let settled = false;
    let sawData = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      reject(error);
    };
    const parser = Busboy({
      headers: { ...request.headers, 'content-type': String(request.headers['content-type']) },
      limits: { ...FORM_LIMITS, fileSize: limits.max_upload_bytes },
    });
    parser.on('file', (name, stream, fileName) => {
      const chunks: Buffer[] = [];
      files++;
      // A CSV is counted as it arrives, from its bytes, without decoding it: the count is
      // ready when the file is in, and the upload answers at once however large the file.
      let counter: CsvRecordCounter | null = new CsvRecordCounter(limits.max_records);
      stream.on('data', (chunk: Buffer) => {
        if (chunks.length === 0 && isWorkbookStart(chunk)) counter = null;
        chunks.push(chunk);
        counter?.push(chunk);
      });
      // A body cut off inside the file.
      stream.on('error', (error: Error) => fail(error));
      stream.on('end', () => {
        // A browser sends an empty file input as a part with no name and no bytes.
        if (name === 'file' && fileName && files === 1) {
          form.file = {
            fileName,
            data: Buffer.concat(chunks),
            truncated: stream.truncated,
            records: stream.truncated ? null : (counter?.finish()?.records ?? null),
          };
        }
      });
    });
    parser.on('field', (name, value) => {
      if (isTextField(name)) form[name] = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => fail(new BrokenForm(limit)));
    }
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    // An empty body is an empty form (its fields are then reported missing), not a broken one.
    parser.on('error', (error: Error) => (sawData ? fail(error) : finish()));
    parser.on('finish', finish);
    body.on('error', (error: Error) => fail(error));
    body.once('data', () => (sawData = true));
    body.pipe(parser);
  });
