import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

export const registerSecurity = async (app: FastifyInstance, ctx: AppContext) => {
  await app.register(helmet, {
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
