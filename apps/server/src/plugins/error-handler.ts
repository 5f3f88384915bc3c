import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE } from '@parytet/contract/common';
import { errorMessages } from '@parytet/contract/error-messages';
import type { ErrorCode, ErrorResponse } from '@parytet/contract/errors';
import { AppError } from '#lib/app-error.ts';
import { requestLanguage } from '#lib/request-language.ts';

const send = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  details?: ErrorResponse['details'],
) => {
  const body: ErrorResponse = {
    error: code,
    message: errorMessages[requestLanguage(request)][code],
    ...(details ? { details } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own client errors (bad JSON, too large, wrong content type) keep their status. */
const clientErrorCode = (error: FastifyError): ErrorCode => {
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return 'FILE_TOO_LARGE';
  if (error.statusCode === 414) return 'URI_TOO_LONG';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (error.statusCode === 401) return 'UNAUTHORIZED';
  if (error.statusCode === 403) return 'FORBIDDEN';
  return 'INVALID_REQUEST_BODY';
};

/**
 * Errors the router raises before any hook runs (a path parameter over 100 characters, a
 * malformed URL): passed to Fastify's `frameworkErrors` option so they answer the catalogue's
 * shape instead of Fastify's raw body.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const status = error.statusCode ?? 400;
  void send(request, reply, status, clientErrorCode(error));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or address over 16 KB,
 * a broken request line): answered in the catalogue's shape too, in the default language since
 * no header could be read.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'URI_TOO_LONG']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'INVALID_REQUEST_BODY']
        : [400, 'INVALID_REQUEST_BODY'];
  const body = JSON.stringify({ error: code, message: errorMessages[DEFAULT_LANGUAGE][code] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

/** A file name at the end of the path (`/assets/app.js`, `/favicon.ico`). */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

export const registerErrorHandler = (app: FastifyInstance, options: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', error.retryAfterSeconds);
      return send(request, reply, error.statusCode, error.code, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid',
      }));
      return send(request, reply, 400, 'INVALID_REQUEST_BODY', details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, status, clientErrorCode(error));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing script or image must not come back as the page with 200: the browser would try
    // to run HTML as JavaScript, and a stale cached page would never notice the new build.
    const isPage =
      options.spa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !looksLikeFile(request.url);
    if (isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return send(request, reply, 404, 'NOT_FOUND');
  });
};
