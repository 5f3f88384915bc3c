import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#config.ts';

/** The browser binding of a social sign-in (social.service.ts startSocialLogin). */
const COOKIE = 'parytet_social';
// Sent to the login routes only: the redirect sets it, the callback call reads it.
const COOKIE_PATH = '/api/auth/login';

export const setBindingCookie = (
  reply: FastifyReply,
  config: Config,
  value: string,
  maxAgeSeconds: number,
) => {
  const secure = config.APP_URL.startsWith('https://') ? '; Secure' : '';
  // Lax: the browser comes back from the provider by a top-level navigation to the web app,
  // whose same-origin call to the callback carries the cookie.
  void reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
};

export const clearBindingCookie = (reply: FastifyReply) =>
  void reply.header(
    'set-cookie',
    `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
  );

export const readBindingCookie = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
};
