import type { FastifyPluginAsync } from 'fastify';
import { organisationsRoutes as route } from '@parytet/contract/routes/organisations';
import { can } from '@parytet/contract/permissions';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { getAuditLog } from '#modules/audit/audit.service.ts';
import { getPendingInvitations } from '#modules/invitations/invitations.service.ts';
import {
  changeMemberRole,
  getMembers,
  getUserOrganisations,
  leaveOrganisation,
  removeMember,
  switchOrganisation,
  transferOwnership,
} from './members.service.ts';

/** The caller's organisations, switching between them, their members and the audit log. */
export const membersModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.list, async ({ auth }) => getUserOrganisations(ctx, auth));

    registerRoute(app, route.switch, async ({ auth, body }) =>
      switchOrganisation(ctx, auth, body.organisation_id),
    );

    registerRoute(app, route.members, async ({ auth }) => ({
      members: await getMembers(ctx, auth),
      // Pending addresses are for those who manage people, not for every viewer.
      invitations: can(auth.role, 'members.manage') ? await getPendingInvitations(ctx, auth) : [],
    }));

    registerRoute(app, route.changeRole, async ({ auth, params, body }) =>
      changeMemberRole(ctx, auth, params.user_id, body.role),
    );

    registerRoute(app, route.removeMember, async ({ auth, params }) =>
      removeMember(ctx, auth, params.user_id),
    );

    registerRoute(app, route.leave, async ({ auth }) => leaveOrganisation(ctx, auth));

    registerRoute(app, route.transferOwnership, async ({ auth, body }) =>
      transferOwnership(ctx, auth, body.user_id),
    );

    registerRoute(app, route.auditLog, async ({ auth, query }) =>
      getAuditLog(ctx.db, auth.organisationId, query),
    );
  };
