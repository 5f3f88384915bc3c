import type { FastifyPluginAsync } from 'fastify';
import { meritCyclesRoutes as route } from '@parytet/contract/routes/merit-cycles';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sendFile } from '../../lib/send-file.ts';
import { getImpact, optimiseCycle } from './impact.service.ts';
import {
  createMeritCycle,
  deleteMeritCycle,
  getMeritCycle,
  listMeritCycles,
  saveGuidelines,
  updateMeritCycle,
} from './merit-cycles.service.ts';
import { exportProposals, getProposals, updateMeritProposal } from './proposals.service.ts';
import { applyCycle, reviewStep } from './review.service.ts';

/** Merit cycles: budgets, the merit matrix, proposals, their impact, the optimiser, review. */
export const meritCyclesModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.create, async ({ auth, body }) => createMeritCycle(ctx, auth, body));
    registerRoute(app, route.list, async ({ auth }) => listMeritCycles(ctx, auth));
    registerRoute(app, route.get, async ({ auth, params }) => getMeritCycle(ctx, auth, params.id));
    registerRoute(app, route.update, async ({ auth, params, body }) =>
      updateMeritCycle(ctx, auth, params.id, body),
    );
    registerRoute(app, route.remove, async ({ auth, params }) =>
      deleteMeritCycle(ctx, auth, params.id),
    );
    registerRoute(app, route.guidelines, async ({ auth, params, body }) =>
      saveGuidelines(ctx, auth, params.id, body),
    );
    registerRoute(app, route.proposals, async ({ auth, params, query }) =>
      getProposals(ctx, auth, params.id, query),
    );
    registerRoute(app, route.updateProposal, async ({ auth, params, body }) =>
      updateMeritProposal(ctx, auth, params.id, params.employeeId, body),
    );
    registerRoute(app, route.impact, async ({ auth, params }) => getImpact(ctx, auth, params.id));
    registerRoute(app, route.optimise, async ({ auth, params, body }) =>
      optimiseCycle(ctx, auth, params.id, body),
    );
    registerRoute(app, route.submit, async ({ auth, params }) =>
      reviewStep(ctx, auth, params.id, 'submit'),
    );
    registerRoute(app, route.approve, async ({ auth, params }) =>
      reviewStep(ctx, auth, params.id, 'approve'),
    );
    registerRoute(app, route.sendBack, async ({ auth, params, body }) =>
      reviewStep(ctx, auth, params.id, 'sendBack', body),
    );
    registerRoute(app, route.exportXlsx, async ({ auth, params, query }, reply) =>
      sendFile(reply, await exportProposals(ctx, auth, params.id, query.lang)),
    );
    registerRoute(app, route.apply, async ({ auth, params }) => applyCycle(ctx, auth, params.id));
  };
