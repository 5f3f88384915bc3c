import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes as route } from '@parytet/contract/routes/account';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../lib/register-route.ts';
import {
  changePassword,
  deleteAccount,
  deleteOwnOrganisation,
  updateProfile,
} from './account.service.ts';
import { exportOrganisation } from './export.service.ts';

/** Self-service of the profile screen: name, password, the data archive, deleting. */
export const accountModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.updateProfile, ({ auth, body }) => updateProfile(ctx, auth, body));
    registerRoute(app, route.changePassword, ({ auth, body }) => changePassword(ctx, auth, body));
    registerRoute(app, route.deleteAccount, ({ auth, body }) => deleteAccount(ctx, auth, body));
    registerRoute(app, route.deleteOrganisation, ({ auth, body }) =>
      deleteOwnOrganisation(ctx, auth, body),
    );
    registerRoute(app, route.exportOrganisation, async ({ auth }, reply) => {
      const archive = await exportOrganisation(ctx, auth);
      // The name is ASCII by construction (export.service.ts safeName).
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(archive.data);
    });
  };
