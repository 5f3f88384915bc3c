import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '#context.ts';
import { systemRoutes } from '@parytet/contract/routes/system';
import { registerRoute } from '#lib/register-route.ts';
import { accountModule } from '#modules/account/index.ts';
import { analysisModule } from '#modules/analysis/index.ts';
import { authModule } from '#modules/auth/index.ts';
import { chatsModule } from '#modules/chats/index.ts';
import { invitationsModule } from '#modules/invitations/index.ts';
import { legalModule } from '#modules/legal/index.ts';
import { membersModule } from '#modules/members/index.ts';
import { plansModule } from '#modules/plans/index.ts';
import { reportExportsModule } from '#modules/report-exports/index.ts';
import { reportingModule } from '#modules/reporting/index.ts';
import { salaryBandsModule } from '#modules/salary-bands/index.ts';
import { meritCyclesModule } from '#modules/merit-cycles/index.ts';
import { benchmarkingModule } from '#modules/benchmarking/index.ts';
import { reportsModule } from '#modules/reports/index.ts';
import { usersModule } from '#modules/users/index.ts';
import { registerAuthentication } from '#plugins/authenticate.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from '#plugins/error-handler.ts';
import { registerIdleMemory } from '#plugins/idle-memory.ts';
import { registerRequestGuard } from '#plugins/request-guard.ts';
import { apiRequestLog } from '#plugins/request-log.ts';
import { registerSecurity } from '#plugins/security.ts';
import { registerSpa } from '#plugins/spa.ts';
import { registerSwagger } from '#plugins/swagger.ts';

const API_PREFIX = '/api';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; tests leave it out and get the API alone. */
  webDistDir?: string | null;
};

/** Quiet this long after serving, the server collects its heap once (plugins/idle-memory.ts). */
const IDLE_COLLECTION_MS = 5_000;

/** Builds the whole app without listening, so tests drive it through `inject`. */
export const buildApp = async (ctx: AppContext, options: BuildAppOptions = {}) => {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    logController: apiRequestLog(ctx.config.LOG_LEVEL),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app, ctx);
  await registerSwagger(app);
  // Only the content type: the upload reads its form itself (modules/reports/upload-form.ts),
  // with its plan's byte limit and through gzip when the transfer was compressed.
  await app.register(multipart);
  registerAuthentication(app, ctx);
  registerRequestGuard(app);
  registerIdleMemory(app, { idleMs: IDLE_COLLECTION_MS });
  const spa =
    options.webDistDir === null ? false : await registerSpa(app, options.webDistDir ?? undefined);
  registerErrorHandler(app, { spa });

  // Every module registers its routes from the contract's table, whose paths are under /api.
  await app.register(authModule(ctx), { prefix: API_PREFIX });
  await app.register(usersModule(ctx), { prefix: API_PREFIX });
  await app.register(accountModule(ctx), { prefix: API_PREFIX });
  await app.register(plansModule(ctx), { prefix: API_PREFIX });
  await app.register(legalModule(ctx), { prefix: API_PREFIX });
  await app.register(reportsModule(ctx), { prefix: API_PREFIX });
  await app.register(chatsModule(ctx), { prefix: API_PREFIX });
  await app.register(membersModule(ctx), { prefix: API_PREFIX });
  await app.register(invitationsModule(ctx), { prefix: API_PREFIX });
  await app.register(reportExportsModule(ctx), { prefix: API_PREFIX });
  await app.register(reportingModule(ctx), { prefix: API_PREFIX });
  await app.register(salaryBandsModule(ctx), { prefix: API_PREFIX });
  await app.register(benchmarkingModule(ctx), { prefix: API_PREFIX });
  await app.register(analysisModule(ctx), { prefix: API_PREFIX });
  await app.register(meritCyclesModule(ctx), { prefix: API_PREFIX });
  await app.register(
    async (api) => registerRoute(api, systemRoutes.health, async () => ({ ok: true as const })),
    { prefix: API_PREFIX },
  );

  return app;
};
