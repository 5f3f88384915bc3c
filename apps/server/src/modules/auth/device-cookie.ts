import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#context.ts';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets a cookie naming that account and a random device id, signed
 * by the server. Its login attempts are then judged on their own (login-throttle.ts), so failures
 * from elsewhere never lock the owner out. One cookie per account the browser signed in to.
 */
const PREFIX = 'parytet_device_';
// Sent to the login call only.
const COOKIE_PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const cookieName = (email: string) =>
  PREFIX + createHash('sha256').update(email).digest('hex').slice(0, 16);

const signature = (ctx: AppContext, email: string, device: string) =>
  createHmac('sha256', ctx.jwtSecret).update(`device-cookie\n${email}\n${device}`).digest();

const readCookie = (request: FastifyRequest, name: string) => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
};

/** The device id of a valid device cookie for this address, else null (unknown device). */
export const readDevice = (ctx: AppContext, request: FastifyRequest, email: string) => {
  const value = readCookie(request, cookieName(email));
  const [device, mac] = value?.split('.') ?? [];
  if (!device || !mac || !/^[\w-]{22}$/.test(device)) return null;
  const expected = signature(ctx, email, device);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
};

/** After a successful sign-in: a fresh device cookie for this account (OWASP: renewed each time). */
export const setDeviceCookie = (ctx: AppContext, reply: FastifyReply, email: string) => {
  const device = randomBytes(16).toString('base64url');
  const mac = signature(ctx, email, device).toString('base64url');
  const secure = ctx.config.APP_URL.startsWith('https://') ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${cookieName(email)}=${device}.${mac}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
};
