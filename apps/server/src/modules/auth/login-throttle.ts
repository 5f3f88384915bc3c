import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import { readDevice } from './device-cookie.ts';
import { loginFailureCounts, type FailureCounts } from './throttle.repository.ts';

const MINUTE = 60_000;

/**
 * OWASP's "Slow Down Online Guessing Attacks with Device Cookies". A browser that signed in to
 * the address before (a valid device cookie, device-cookie.ts) is judged only by its own
 * failures, so no number of failures elsewhere locks the owner out. Unknown devices are slowed
 * per address (all sources together) and per source, with delays that grow with each failure
 * instead of one long lock.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * MINUTE,
  /** Unknown devices' failures on an address after which each attempt waits 1 s, 2 s, 4 s, … */
  accountFreeFailures: 4,
  /** The longest an unknown device waits because of failures on the address (15 minutes). */
  accountMaxWaitSeconds: 900,
  /** Failures from one source before each of its further attempts waits (1 s, 2 s, 4 s, …). */
  slowAfter: 3,
  /** Failures from one source after which it is refused until older failures age out. */
  refuseAfter: 10,
  /** A known device's own failures after which it counts as unknown (a stolen cookie). */
  deviceRefuseAfter: 10,
  /** Failures from all sources together that make us tell the owner (once per window). */
  alertAt: 10,
};

/** After an address's n-th failure from unknown devices: min(2^(n−5), 900) s, none before the 5th. */
export const accountWaitMs = (failures: number) =>
  failures <= LOGIN_THROTTLE.accountFreeFailures
    ? 0
    : 1000 *
      Math.min(
        2 ** (failures - LOGIN_THROTTLE.accountFreeFailures - 1),
        LOGIN_THROTTLE.accountMaxWaitSeconds,
      );

/** How long a source must wait after its last failure before its next attempt. */
export const slowDownMs = (failures: number) =>
  failures < LOGIN_THROTTLE.slowAfter ? 0 : 1000 * 2 ** (failures - LOGIN_THROTTLE.slowAfter);

/** Whether an attempt with this device cookie is judged as a known device. */
export const isTrustedDevice = (counts: FailureCounts, device: string | null) =>
  device !== null && counts.device < LOGIN_THROTTLE.deviceRefuseAfter;

/** Milliseconds until an attempt is allowed, or 0 when it is allowed now. */
export const loginWaitMs = (counts: FailureCounts, now: number, trusted: boolean) => {
  if (trusted) return 0;
  const { windowMs, refuseAfter } = LOGIN_THROTTLE;
  const waits = [0];
  if (counts.unknownLast) {
    waits.push(counts.unknownLast.getTime() + accountWaitMs(counts.unknown) - now);
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

/** Who is trying: the address, the source (IP) and the device cookie's id, if valid. */
export const loginAttempt = (ctx: AppContext, request: FastifyRequest) => {
  const email = bodyEmail(request);
  return { email, source: request.ip, device: readDevice(ctx, request, email) };
};

/** The login route's preHandler: refuses (429 with Retry-After) while the attempt must wait. */
export const loginThrottle = (ctx: AppContext) => {
  if (!ctx.config.RATE_LIMIT_ENABLED) return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      const attempt = loginAttempt(ctx, request);
      const counts = await loginFailureCounts(
        ctx.db,
        attempt,
        new Date(now - LOGIN_THROTTLE.windowMs),
      );
      const wait = loginWaitMs(counts, now, isTrustedDevice(counts, attempt.device));
      if (wait <= 0) return;
      reply.header('retry-after', Math.max(1, Math.ceil(wait / 1000)));
      throw new AppError('RATE_LIMITED');
    },
  ];
};
