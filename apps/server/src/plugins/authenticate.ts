import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { findSessionUser } from '../modules/users/users.repository.ts';

export type AuthUser = {
  userId: string;
  organisationId: string;
  role: 'owner' | 'member';
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** The caller, or 401. Every private route calls this first. */
export const requireAuth = (request: FastifyRequest): AuthUser => {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
};

/**
 * Reads the bearer token on every request. A token is valid only while its `ver` matches the
 * user's token_version, so a password reset or change ends older sessions.
 */
export const registerAuthentication = (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    try {
      const { payload } = await jwtVerify(header.slice(7), ctx.jwtSecret, {
        algorithms: ['HS256'],
        issuer: 'parytet',
        // jose checks `exp` only when present; a token that never expires is never valid here.
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return;
      const row = await findSessionUser(ctx.db, payload.sub);
      if (!row || row.token_version !== payload.ver) return;
      request.auth = { userId: row.id, organisationId: row.organisation_id, role: row.role };
    } catch {
      // An invalid or expired token is the same as none: private routes answer 401.
    }
  });
};
