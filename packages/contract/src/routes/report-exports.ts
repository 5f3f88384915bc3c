import { errorResponseSchema as error } from '../errors.ts';
import {
  createExportBodySchema,
  createLetterBodySchema,
  exportPathParamsSchema,
  exportQuerySchema,
  exportStatusSchema,
  informationRequestListSchema,
  informationRequestSchema,
  letterPathParamsSchema,
  reportDocumentSchema,
} from '../report-exports.ts';
import { reportPathParamsSchema } from '../reports.ts';
import { defineRoute } from './define-route.ts';

const tags = ['reporting'];
const params = reportPathParamsSchema;
const reading = { auth: 'bearer', feature: 'reporting', permission: 'reporting.read' } as const;

/** The report handed on as PDF or XLSX, and Article 7 information letters. */
export const reportExportsRoutes = {
  exportPdf: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/export.pdf',
    summary: 'The complete EU pay transparency report as a PDF (built at once)',
    tags,
    ...reading,
    params,
    query: exportQuerySchema,
    download: true,
    responses: {},
  }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/export.xlsx',
    summary: 'The complete EU pay transparency report as a workbook (built at once)',
    tags,
    ...reading,
    params,
    query: exportQuerySchema,
    download: true,
    responses: {},
  }),
  document: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/document',
    summary: 'The complete report as the exports draw it, for the printable view in the browser',
    tags,
    ...reading,
    params,
    query: exportQuerySchema,
    responses: { 200: reportDocumentSchema, 401: error, 404: error, 409: error },
  }),
  createExport: defineRoute({
    method: 'POST',
    path: '/reports/pay-gap/:id/exports',
    summary: 'Start building the report as a file in the background; poll GET /exports/{id}',
    tags,
    ...reading,
    params,
    body: createExportBodySchema,
    responses: { 202: exportStatusSchema, 400: error, 401: error, 404: error, 409: error },
  }),
  exportStatus: defineRoute({
    method: 'GET',
    path: '/exports/:id',
    summary: "An export's status and progress",
    tags,
    ...reading,
    params: exportPathParamsSchema,
    responses: { 200: exportStatusSchema, 401: error, 404: error },
  }),
  exportDownload: defineRoute({
    method: 'GET',
    path: '/exports/:id/download',
    summary: 'The file of a finished export, until it expires',
    tags,
    ...reading,
    params: exportPathParamsSchema,
    download: true,
    responses: {},
  }),
  createLetter: defineRoute({
    method: 'POST',
    path: '/reports/pay-gap/:id/letters',
    summary: "Answer a worker's information request (Art. 7): records it; the letter is its PDF",
    tags,
    auth: 'bearer',
    feature: 'reporting',
    permission: 'reporting.edit',
    params,
    body: createLetterBodySchema,
    responses: { 201: informationRequestSchema, 400: error, 401: error, 404: error, 409: error },
  }),
  listLetters: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/letters',
    summary: 'The information requests answered from a report, newest first',
    tags,
    ...reading,
    params,
    responses: { 200: informationRequestListSchema, 401: error, 404: error },
  }),
  letterPdf: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/letters/:letterId/letter.pdf',
    summary: 'The one-page answer to an information request, generated on demand',
    tags,
    ...reading,
    params: letterPathParamsSchema,
    download: true,
    responses: {},
  }),
};
