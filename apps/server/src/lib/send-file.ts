import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '#modules/reports/content-disposition.ts';

/** A file handed to the browser as a download: bytes, or a stream from a file kept on disk. */
export const sendFile = (
  reply: FastifyReply,
  file: { data: Buffer | Readable; fileName: string; contentType: string; size?: number | null },
) => {
  if (file.size != null) reply.header('content-length', file.size);
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      // Pay data: no shared cache may keep it.
      .header('cache-control', 'private, no-store')
      .send(file.data)
  );
};
