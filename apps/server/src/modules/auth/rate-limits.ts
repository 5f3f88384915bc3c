import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginFailuresSince } from './auth.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Limit = { max: number; timeWindow: number };

/**
 * Per source IP (in memory, per process) and per e-mail address. Generous enough for an office
 * behind one NAT address, tight enough to make guessing and mail-bombing pointless.
 */
export const AUTH_LIMITS = {
  login: { ip: { max: 10, timeWindow: MINUTE } },
  register: { ip: { max: 20, timeWindow: HOUR }, email: { max: 5, timeWindow: HOUR } },
  resend: { ip: { max: 10, timeWindow: 15 * MINUTE }, email: { max: 3, timeWindow: HOUR } },
  forgotPassword: { ip: { max: 10, timeWindow: 15 * MINUTE }, email: { max: 3, timeWindow: HOUR } },
  /** Codes are 256-bit random, so this only keeps a scripted guesser from wasting our time. */
  useCode: { ip: { max: 30, timeWindow: MINUTE } },
} satisfies Record<string, { ip: Limit; email?: Limit }>;

/** Failed logins per address, counted in the database (login_failures). */
export const LOGIN_FAILURES = { max: 5, windowMs: 15 * MINUTE };

const rateLimited = () => new AppError('RATE_LIMITED');

/** Route `config` for a per-IP limit; nothing at all when RATE_LIMIT_ENABLED is false. */
export const perIp = (ctx: AppContext, limit: Limit) => ({
  rateLimit: ctx.config.RATE_LIMIT_ENABLED
    ? { ...limit, errorResponseBuilder: rateLimited }
    : (false as const),
});

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/**
 * A preHandler limiting requests per e-mail address (the body is validated and the address
 * lower-cased by then). Counted for every address alike, so a 429 says nothing about accounts.
 */
export const perEmail = (app: FastifyInstance, ctx: AppContext, limit: Limit) => {
  if (!ctx.config.RATE_LIMIT_ENABLED) return [];
  const check = app.createRateLimit({ ...limit, keyGenerator: bodyEmail });
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited();
    },
  ];
};

/**
 * Failed logins are counted per address in the database (login.service.ts records them), so
 * guessing one account's password is slowed down across every server process and source IP.
 */
export const loginFailureLimit = (ctx: AppContext) => {
  if (!ctx.config.RATE_LIMIT_ENABLED) return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      const failures = await loginFailuresSince(
        ctx.db,
        bodyEmail(request),
        new Date(now - LOGIN_FAILURES.windowMs),
      );
      if (failures.count < LOGIN_FAILURES.max || !failures.oldest) return;
      const freeAt = failures.oldest.getTime() + LOGIN_FAILURES.windowMs;
      reply.header('retry-after', Math.max(1, Math.ceil((freeAt - now) / 1000)));
      throw rateLimited();
    },
  ];
};
