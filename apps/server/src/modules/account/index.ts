import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes as route } from '@parytet/contract/routes/account';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { sendFile } from '#lib/send-file.ts';
import {
  changePassword,
  deleteAccount,
  deleteOwnOrganisation,
  updateProfile,
} from './account.service.ts';
import {
  getLatestOrganisationExport,
  getOrganisationExportFile,
  getOrganisationExportStatus,
  startOrganisationExport,
} from './export.service.ts';

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
    registerRoute(app, route.startOrganisationExport, ({ auth }) =>
      startOrganisationExport(ctx, auth),
    );
    registerRoute(app, route.latestOrganisationExport, ({ auth }) =>
      getLatestOrganisationExport(ctx, auth),
    );
    registerRoute(app, route.organisationExportStatus, ({ auth, params }) =>
      getOrganisationExportStatus(ctx, auth, params.id),
    );
    registerRoute(app, route.organisationExportDownload, async ({ auth, params }, reply) => {
      const file = await getOrganisationExportFile(ctx, auth, params.id);
      return sendFile(reply, {
        data: file.stream,
        fileName: file.fileName,
        contentType: 'application/zip',
        size: file.size,
      });
    });
  };
