import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';

const EXAMPLE_DOWNLOADS_PER_HOUR = 10;

/**
 * At most 10 example downloads per user per hour. It runs as a preHandler, after the token is
 * read, so the count is kept per user (per address for a request without a valid token, which
 * the handler refuses anyway).
 */
export const exampleDownloadRateLimit = (ctx: AppContext): RateLimitOptions => ({
  hook: 'preHandler',
  max: ctx.config.RATE_LIMIT_ENABLED ? EXAMPLE_DOWNLOADS_PER_HOUR : Number.MAX_SAFE_INTEGER,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`,
  errorResponseBuilder: () => new AppError('EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED'),
});
