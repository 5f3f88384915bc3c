import type { FastifyPluginAsync } from 'fastify';
import { organisationsRoutes as route } from '@parytet/contract/routes/organisations';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { AUTH_LIMITS, perIp } from '#lib/rate-limits.ts';
import {
  acceptInvitation,
  createInvitation,
  previewInvitation,
  revokeInvitation,
} from './invitations.service.ts';

export const invitationsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.invite, async ({ auth, body }) => createInvitation(ctx, auth, body));

    registerRoute(app, route.revokeInvitation, async ({ auth, params }) =>
      revokeInvitation(ctx, auth, params.id),
    );

    // Public: the code is 256-bit random, so this only keeps a scripted guesser from wasting
    // our time (and from learning organisation names by volume), like the auth codes.
    registerRoute(
      app,
      route.showInvitation,
      async ({ params }) => previewInvitation(ctx, params.code),
      { config: perIp(ctx, AUTH_LIMITS.useCode.ip) },
    );

    registerRoute(app, route.acceptInvitation, async ({ auth, params }) =>
      acceptInvitation(ctx, auth, params.code),
    );
  };
