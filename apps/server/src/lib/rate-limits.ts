import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#context.ts';
import { AppError } from './app-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Limit = { max: number; timeWindow: number };
/** `name` keeps the per-address counts of different calls apart in the shared store. */
type EmailLimit = Limit & { name: string };

/**
 * Per source IP and per e-mail address, for the auth calls and the other public routes that take
 * a code (an invitation's preview), counted in PostgreSQL (plugins/rate-limit-store.ts) and
 * so shared by every server process. Failed logins have their own rules (login-throttle.ts). Generous enough for an office
 * behind one NAT address, tight enough to make guessing and mail-bombing pointless.
 */
export const AUTH_LIMITS = {
  login: { ip: { max: 10, timeWindow: MINUTE } },
  register: {
    ip: { max: 20, timeWindow: HOUR },
    email: { max: 5, timeWindow: HOUR, name: 'register' },
  },
  resend: {
    ip: { max: 10, timeWindow: 15 * MINUTE },
    email: { max: 3, timeWindow: HOUR, name: 'resend' },
  },
  forgotPassword: {
    ip: { max: 10, timeWindow: 15 * MINUTE },
    email: { max: 3, timeWindow: HOUR, name: 'forgot-password' },
  },
  /** Codes are 256-bit random, so this only keeps a scripted guesser from wasting our time. */
  useCode: { ip: { max: 30, timeWindow: MINUTE } },
} satisfies Record<string, { ip: Limit; email?: EmailLimit }>;

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
export const perEmail = (app: FastifyInstance, ctx: AppContext, limit: EmailLimit) => {
  if (!ctx.config.RATE_LIMIT_ENABLED) return [];
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${bodyEmail(request)}`,
  });
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited();
    },
  ];
};
