import type { FastifyPluginAsync } from 'fastify';
import { reportExportsRoutes as route } from '@parytet/contract/routes/report-exports';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { sendFile } from '#lib/send-file.ts';
import { CONTENT_TYPES } from './build-document.ts';
import { createLetter, getLetterPdf, listLetters } from './letters.service.ts';
import {
  createExport,
  exportNow,
  getExportFile,
  getExportStatus,
  getReportDocument,
} from './report-exports.service.ts';

/** The report handed on (PDF, XLSX, background exports) and Article 7 letters. */
export const reportExportsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.exportPdf, async ({ auth, params, query }, reply) =>
      sendFile(reply, await exportNow(ctx, auth, params.id, 'pdf', query.lang)),
    );
    registerRoute(app, route.exportXlsx, async ({ auth, params, query }, reply) =>
      sendFile(reply, await exportNow(ctx, auth, params.id, 'xlsx', query.lang)),
    );
    registerRoute(app, route.document, async ({ auth, params, query }) =>
      getReportDocument(ctx, auth, params.id, query.lang),
    );
    registerRoute(app, route.createExport, async ({ auth, params, body }) =>
      createExport(ctx, auth, params.id, body),
    );
    registerRoute(app, route.exportStatus, async ({ auth, params }) =>
      getExportStatus(ctx, auth, params.id),
    );
    registerRoute(app, route.exportDownload, async ({ auth, params }, reply) =>
      sendFile(reply, await getExportFile(ctx, auth, params.id)),
    );
    registerRoute(app, route.createLetter, async ({ auth, params, body }) =>
      createLetter(ctx, auth, params.id, body),
    );
    registerRoute(app, route.listLetters, async ({ auth, params }) =>
      listLetters(ctx, auth, params.id),
    );
    registerRoute(app, route.letterPdf, async ({ auth, params }, reply) => {
      const file = await getLetterPdf(ctx, auth, params.id, params.letterId);
      return sendFile(reply, { ...file, contentType: CONTENT_TYPES.pdf });
    });
  };
