import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  noContentSchema,
  registerBodySchema,
  resendBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from '@parytet/contract/auth';
import { authProvidersResponseSchema } from '@parytet/contract/auth-providers';
import { errorResponseSchema } from '@parytet/contract/errors';
import type { AppContext } from '../../context.ts';
import { createBackground } from './background.ts';
import { login } from './login.service.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { loginThrottle } from './login-throttle.ts';
import { AUTH_LIMITS, perEmail, perIp } from './rate-limits.ts';
import { register, resendVerification, verifyEmail } from './registration.service.ts';

const tags = ['auth'];
const errors = (...statuses: (400 | 401 | 403 | 409 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorResponseSchema]));

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const background = createBackground();
    app.addHook('onClose', () => background.drain());

    // Social sign-in (OpenID Connect) is not configured in any deployment yet: none is offered.
    app.get(
      '/providers',
      {
        schema: {
          tags,
          summary: 'The social sign-in providers this deployment offers',
          response: { 200: authProvidersResponseSchema },
        },
      },
      async () => ({ google: false, microsoft: false }),
    );

    app.post(
      '/register',
      {
        schema: {
          tags,
          summary: 'Sign up: an unverified user, its organisation and a mailed verification link',
          body: registerBodySchema,
          response: { 201: noContentSchema, ...errors(400, 403, 409, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.register.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.register.email),
      },
      async (request, reply) => {
        await register(ctx, request.body, request.log);
        return reply.status(201).send();
      },
    );

    app.post(
      '/register/verify',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the code from the mailed link',
          body: verifyBodySchema,
          response: { 204: noContentSchema, ...errors(400, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.useCode.ip),
      },
      async (request, reply) => {
        await verifyEmail(ctx, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      '/register/resend',
      {
        schema: {
          tags,
          summary: 'Mail a new verification link (always 204)',
          body: resendBodySchema,
          response: { 204: noContentSchema, ...errors(400, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.resend.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.resend.email),
      },
      async (request, reply) => {
        resendVerification(ctx, request.body, background, request.log);
        return reply.status(204).send();
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags,
          summary: 'Log in with e-mail and password; answers a bearer token and its expiry',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, ...errors(400, 401, 403, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.login.ip),
        preHandler: loginThrottle(ctx),
      },
      async (request) =>
        login(ctx, request.body, { source: request.ip, background, log: request.log }),
    );

    app.post(
      '/forgot-password',
      {
        schema: {
          tags,
          summary: 'Mail a password reset link (always 204)',
          body: forgotPasswordBodySchema,
          response: { 204: noContentSchema, ...errors(400, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.forgotPassword.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.forgotPassword.email),
      },
      async (request, reply) => {
        forgotPassword(ctx, request.body, background, request.log);
        return reply.status(204).send();
      },
    );

    app.post(
      '/forgot-password/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with the code from the mailed link; ends older sessions',
          body: resetPasswordBodySchema,
          response: { 204: noContentSchema, ...errors(400, 429) },
        },
        config: perIp(ctx, AUTH_LIMITS.useCode.ip),
      },
      async (request, reply) => {
        await resetPassword(ctx, request.body);
        return reply.status(204).send();
      },
    );
  };
