import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@parytet/contract/reports';
import type { AppContext } from './context.ts';
import { authRoutes } from './modules/auth/index.ts';
import { plansRoutes } from './modules/organisations/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerSwagger } from './plugins/swagger.ts';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; tests leave it out and get the API alone. */
  webDistDir?: string | null;
};

/** Builds the whole app without listening, so tests drive it through `inject`. */
export const buildApp = async (ctx: AppContext, options: BuildAppOptions = {}) => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app, ctx);
  await registerSwagger(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  registerAuthentication(app, ctx);
  const spa =
    options.webDistDir === null ? false : await registerSpa(app, options.webDistDir ?? undefined);
  registerErrorHandler(app, { spa });

  await app.register(authRoutes(ctx), { prefix: '/api/auth' });
  await app.register(usersRoutes(ctx), { prefix: '/api/users' });
  await app.register(plansRoutes(ctx), { prefix: '/api/plans' });
  await app.register(reportsRoutes(ctx), { prefix: '/api/reports' });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));

  return app;
};
