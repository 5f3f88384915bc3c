import type { FastifyPluginAsync } from 'fastify';
import { organisationsRoutes as route } from '@parytet/contract/routes/organisations';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../lib/register-route.ts';
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

    registerRoute(app, route.showInvitation, async ({ params }) =>
      previewInvitation(ctx, params.code),
    );

    registerRoute(app, route.acceptInvitation, async ({ auth, params }) =>
      acceptInvitation(ctx, auth, params.code),
    );
  };
