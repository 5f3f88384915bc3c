import type { FastifyPluginAsync } from 'fastify';
import { reportExportsRoutes as route } from '@parytet/contract/routes/report-exports';
import { salaryBandDocumentsRoutes as bands } from '@parytet/contract/routes/salary-band-documents';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { sendFile } from '../../lib/send-file.ts';
import { criteriaPdf, exportBands, exportReportBands } from './band-exports.service.ts';
import { CONTENT_TYPES } from './build-document.ts';
import { createLetter, getLetterPdf, listLetters } from './letters.service.ts';
import {
  createExport,
  exportNow,
  getExportFile,
  getExportStatus,
  getReportDocument,
} from './report-exports.service.ts';

/**
 * The report handed on (PDF, XLSX, background exports), Article 7 letters, and the salary
 * bands' files (the bands, a report against them, the criteria page).
 */
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

    for (const [file, format] of [
      [bands.exportPdf, 'pdf'],
      [bands.exportXlsx, 'xlsx'],
    ] as const) {
      registerRoute(app, file, async ({ auth, query }, reply) =>
        sendFile(reply, await exportBands(ctx, auth, format, query.lang, query.version)),
      );
    }
    for (const [file, format] of [
      [bands.reportExportPdf, 'pdf'],
      [bands.reportExportXlsx, 'xlsx'],
    ] as const) {
      registerRoute(app, file, async ({ auth, params, query }, reply) =>
        sendFile(
          reply,
          await exportReportBands(ctx, auth, params.id, format, query.lang, query.version),
        ),
      );
    }
    registerRoute(app, bands.criteriaPdf, async (request, reply) =>
      sendFile(
        reply,
        await criteriaPdf(ctx, request.auth, request.query.lang ?? requestLanguage(request)),
      ),
    );
  };
