import type { FastifyPluginAsync } from 'fastify';
import { authRoutes as route } from '@parytet/contract/routes/auth';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { createBackground } from './background.ts';
import { login } from './login.service.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { setDeviceCookie } from './device-cookie.ts';
import { loginAttempt, loginThrottle } from './login-throttle.ts';
import { AUTH_LIMITS, perEmail, perIp } from '#lib/rate-limits.ts';
import { register, resendVerification, verifyEmail } from './registration.service.ts';
import { createOidcClients, offeredProviders } from './oidc-providers.ts';
import { clearBindingCookie, readBindingCookie, setBindingCookie } from './social-cookie.ts';
import { finishSocialLogin, registerSocial, startSocialLogin } from './social.service.ts';

export const authModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const background = createBackground();
    app.addHook('onClose', () => background.drain());

    const oidcClients = createOidcClients(ctx.config);
    const providers = offeredProviders(ctx.config);
    registerRoute(app, route.providers, async () => providers);

    registerRoute(
      app,
      route.socialLogin,
      async (request, reply) => {
        const { provider } = request.params;
        const start = await startSocialLogin(ctx, oidcClients, provider, request.query.lang);
        setBindingCookie(reply, ctx.config, start.binding, start.maxAgeSeconds);
        return reply.redirect(start.url, 302);
      },
      { config: perIp(ctx, AUTH_LIMITS.login.ip) },
    );

    registerRoute(
      app,
      route.socialCallback,
      async (request, reply) => {
        const binding = readBindingCookie(request);
        // Single use whatever the outcome: the attempt row is gone after this call.
        clearBindingCookie(reply);
        return finishSocialLogin(
          ctx,
          oidcClients,
          request.params.provider,
          request.query,
          binding,
          request.log,
        );
      },
      { config: perIp(ctx, AUTH_LIMITS.login.ip) },
    );

    registerRoute(
      app,
      route.registerSocial,
      async (request) => registerSocial(ctx, request.headers.authorization, request.body),
      { config: perIp(ctx, AUTH_LIMITS.register.ip) },
    );

    registerRoute(
      app,
      route.register,
      async (request) => register(ctx, request.body, request.log),
      {
        config: perIp(ctx, AUTH_LIMITS.register.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.register.email),
      },
    );

    registerRoute(app, route.verify, async (request) => verifyEmail(ctx, request.body), {
      config: perIp(ctx, AUTH_LIMITS.useCode.ip),
    });

    registerRoute(
      app,
      route.resend,
      async (request) => resendVerification(ctx, request.body, background, request.log),
      {
        config: perIp(ctx, AUTH_LIMITS.resend.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.resend.email),
      },
    );

    registerRoute(
      app,
      route.login,
      async (request, reply) =>
        login(
          ctx,
          request.body,
          { attempt: loginAttempt(ctx, request), background, log: request.log },
          () => setDeviceCookie(ctx, reply, request.body.email),
        ),
      { config: perIp(ctx, AUTH_LIMITS.login.ip), preHandler: loginThrottle(ctx) },
    );

    registerRoute(
      app,
      route.forgotPassword,
      async (request) => forgotPassword(ctx, request.body, background, request.log),
      {
        config: perIp(ctx, AUTH_LIMITS.forgotPassword.ip),
        preHandler: perEmail(app, ctx, AUTH_LIMITS.forgotPassword.email),
      },
    );

    registerRoute(app, route.resetPassword, async (request) => resetPassword(ctx, request.body), {
      config: perIp(ctx, AUTH_LIMITS.useCode.ip),
    });
  };
