import type { FastifyInstance } from 'fastify';
import { AppError } from '#lib/app-error.ts';

/** The path of the first string holding a NUL character, or null. */
const findNul = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

/**
 * PostgreSQL refuses NUL in text, so a NUL byte anywhere in a query, path parameter or JSON body
 * would come back as a 500 from deep inside a query. No field of the API can hold one: every
 * request carrying it is refused up front with a 400, whatever the route.
 */
export const registerRequestGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value, '');
      if (found !== null) {
        throw new AppError('INVALID_REQUEST_BODY', [
          { path: found ? `${part}.${found}` : part, message: 'must not contain a NUL character' },
        ]);
      }
    }
  });
};
