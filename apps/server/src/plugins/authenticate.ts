import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { FeatureSet } from '@parytet/contract/features';
import type { Role } from '@parytet/contract/permissions';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import { effectiveFeatures } from '#modules/plans/plans.service.ts';
import { findSessionUser } from '#modules/users/users.repository.ts';
import { startSessionCache } from './session-cache.ts';
import { verifyToken } from './verified-tokens.ts';

/** The caller: who, for which organisation, in which role, with which of the plan's features. */
export type AuthUser = {
  userId: string;
  organisationId: string;
  role: Role;
  features: FeatureSet;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller, or 401. Every private route calls this first. */
export const requireAuth = (request: FastifyRequest): AuthUser => {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
};

/**
 * Reads the bearer token on every request. A token is valid only while its `ver` matches the
 * user's token_version, so a password reset or change ends older sessions, and only while the
 * user is a member of the organisation it names. What a token stands for is kept for a few seconds
 * and forgotten on any change to it (session-cache.ts), so these checks hold at every request.
 */
export const registerAuthentication = (app: FastifyInstance, ctx: AppContext) => {
  const sessions = startSessionCache<{ auth: AuthUser; tokenVersion: number }>(
    ctx.pool,
    (message) => app.log.warn(message),
    { ttlMs: ctx.config.SESSION_CACHE_MS },
  );
  app.addHook('onReady', () => sessions.ready);
  app.addHook('onClose', () => sessions.close());
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    let payload: JWTPayload;
    try {
      payload = await verifyToken(header.slice(7), ctx.jwtSecret);
    } catch {
      // An invalid or expired token is the same as none: private routes answer 401.
      return;
    }
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return;
    // A token with a purpose (a social sign-up token) is for that one call, never a session.
    if (payload.purpose !== undefined) return;
    // Ids are uuids: anything else would be refused by PostgreSQL, not merely unknown.
    const org = typeof payload.org === 'string' ? payload.org : undefined;
    if (!UUID.test(payload.sub) || (org !== undefined && !UUID.test(org))) return;
    const key = `${payload.sub}|${org ?? ''}`;
    let session = sessions.get(key);
    if (session === undefined) {
      const ticket = sessions.ticket();
      // Outside the catch: a database that cannot answer is a server error, never logged out.
      const row = await findSessionUser(ctx.db, payload.sub, org);
      // A token for an organisation the user has left is no session at all.
      if (!row) return;
      const auth: AuthUser = {
        userId: row.id,
        organisationId: row.organisation_id,
        role: row.role,
        features: effectiveFeatures(ctx, row),
      };
      session = { auth, tokenVersion: row.token_version };
      sessions.set(key, session, ticket);
    }
    if (session.tokenVersion !== payload.ver) return;
    request.auth = session.auth;
  });
};
