import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#lib/app-error.ts';

/** The multipart framing and the text fields beside the file: a few kilobytes at most. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Raised when an inflated body grows past what the plan's largest file can take. */
export class InflatedTooLarge extends Error {
  constructor() {
    super('the inflated upload is larger than the plan allows');
  }
}

/** Passes bytes through until `max` have passed, then fails instead of passing more. */
const bounded = (max: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > max) done(new InflatedTooLarge());
      else done(null, chunk);
    },
  });
};

const encodingOf = (request: FastifyRequest) =>
  String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();

/**
 * The upload's body as the form reader takes it: as sent, or inflated when the browser
 * compressed the transfer (`Content-Encoding: gzip`, see the web's upload). Inflating is bounded
 * as the XLSX reader bounds a workbook's entries: once the plan's file size and the form's few
 * bytes beside it have come out, the body is cut off and the upload answers FILE_TOO_LARGE, so
 * a small body that inflates to gigabytes (a gzip bomb) costs no more than the plan's largest
 * file, in memory and in time. Inflating streams: only what the form reader has not taken yet
 * is held. Any other encoding is refused (415).
 */
export const uploadBody = (request: FastifyRequest, maxFileBytes: number): Readable => {
  const encoding = encodingOf(request);
  if (encoding === 'identity') return request.raw;
  if (encoding !== 'gzip' && encoding !== 'x-gzip') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  // Pieces of 256 KB, not zlib's 16 KB: a million-row file inflates to 54 MB, and every piece
  // costs a turn through the streams and the form reader (about 0.15 s in all at 16 KB).
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  const limit = bounded(maxFileBytes + FORM_OVERHEAD_BYTES);
  const fail = (error: Error) => {
    request.raw.unpipe(gunzip);
    gunzip.destroy();
    if (!limit.destroyed) limit.destroy(error);
  };
  gunzip.on('error', fail);
  request.raw.on('error', fail);
  limit.on('error', () => {
    request.raw.unpipe(gunzip);
    gunzip.destroy();
  });
  request.raw.pipe(gunzip).pipe(limit);
  return limit;
};
