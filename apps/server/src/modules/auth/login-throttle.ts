import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginFailureCounts, type FailureCounts } from './throttle.repository.ts';

const MINUTE = 60_000;

/**
 * Failed logins are counted per address AND source (IP): a guesser slows down and then stops
 * only itself, and the owner's right password keeps working from anywhere that has not failed.
 * All sources together meet a ceiling only a distributed attack reaches.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * MINUTE,
  /** Failures from one source before each further attempt has to wait (1 s, 2 s, 4 s, …). */
  slowAfter: 3,
  /** Failures from one source after which it is refused until older failures age out. */
  refuseAfter: 10,
  /** Failures from all sources together after which the address is refused everywhere. */
  ceiling: 100,
  /** Failures from all sources together that make us tell the owner (once per window). */
  alertAt: 10,
};

/** How long a source must wait after its last failure before its next attempt. */
export const slowDownMs = (failures: number) =>
  failures < LOGIN_THROTTLE.slowAfter ? 0 : 1000 * 2 ** (failures - LOGIN_THROTTLE.slowAfter);

/** Milliseconds until an attempt is allowed, or 0 when it is allowed now. */
export const loginWaitMs = (counts: FailureCounts, now: number) => {
  const { windowMs, refuseAfter, ceiling } = LOGIN_THROTTLE;
  const waits = [0];
  if (counts.total >= ceiling && counts.oldest) {
    waits.push(counts.oldest.getTime() + windowMs - now);
  }
  if (counts.pair >= refuseAfter && counts.pairOldest) {
    waits.push(counts.pairOldest.getTime() + windowMs - now);
  } else if (counts.pairLast) {
    waits.push(counts.pairLast.getTime() + slowDownMs(counts.pair) - now);
  }
  return Math.max(...waits);
};

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
};

/** The login route's preHandler: refuses (429 with Retry-After) while the source must wait. */
export const loginThrottle = (ctx: AppContext) => {
  if (!ctx.config.RATE_LIMIT_ENABLED) return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      const counts = await loginFailureCounts(
        ctx.db,
        bodyEmail(request),
        request.ip,
        new Date(now - LOGIN_THROTTLE.windowMs),
      );
      const wait = loginWaitMs(counts, now);
      if (wait <= 0) return;
      reply.header('retry-after', Math.max(1, Math.ceil(wait / 1000)));
      throw new AppError('RATE_LIMITED');
    },
  ];
};
