import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#context.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Helmet's headers, built once. @fastify/helmet built Helmet's middleware again on every request
 * (parsing the CSP directives each time): about 7 % of the server's CPU under the load bench.
 * The headers are the same; they are set on the raw response, as that plugin did.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and the chart library set style attributes; no inline scripts are needed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

export const registerSecurity = async (app: FastifyInstance, ctx: AppContext) => {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  // API answers carry salaries and account data: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  // Limits are set per route (`config.rateLimit`); nothing is limited globally. Counters live in
  // PostgreSQL so a restart does not clear them and every process shares them.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(ctx.db),
    enableDraftSpec: false,
    ...(ctx.config.RATE_LIMIT_ENABLED ? {} : { max: Number.MAX_SAFE_INTEGER }),
  });
};
