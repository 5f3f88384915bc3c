import { errorResponseSchema as error } from '../errors.ts';
import { reportPathParamsSchema } from '../reports.ts';
import {
  bandAdvertsQuerySchema,
  bandAdvertsSchema,
  bandExportQuerySchema,
  bandTemplateQuerySchema,
  criteriaAnswerSchema,
  criteriaBodySchema,
  criteriaQuerySchema,
} from '../salary-band-documents.ts';
import { bandDraftSchema } from '../salary-bands.ts';
import { defineRoute } from './define-route.ts';

const tags = ['salary-bands'];
const feature = 'salary_bands';
const reading = { auth: 'bearer', feature, permission: 'salary-bands.read' } as const;
const editing = { auth: 'bearer', feature, permission: 'salary-bands.edit' } as const;

/**
 * What the salary bands hand on (plan feature `salary_bands`): the draft template, the advert
 * sentences (Art. 5), the pay and progression criteria page (Art. 6) and the exports.
 */
export const salaryBandDocumentsRoutes = {
  template: defineRoute({
    method: 'GET',
    path: '/salary-bands/template.xlsx',
    summary:
      'The XLSX template to draft bands in: a row per band of the current bands and per level of the newest report, with instructions',
    tags,
    ...editing,
    query: bandTemplateQuerySchema,
    download: true,
    responses: {},
  }),
  draftFromTemplate: defineRoute({
    method: 'POST',
    path: '/salary-bands/draft/template',
    summary:
      'A draft of bands from a filled template (multipart: file, basis, currency, spread_min, spread_max); nothing is saved',
    tags,
    ...editing,
    body: 'multipart',
    responses: { 200: bandDraftSchema, 400: error, 401: error, 403: error, 413: error },
  }),
  adverts: defineRoute({
    method: 'GET',
    path: '/salary-bands/adverts',
    summary: 'A job-advert sentence per band, in Polish and English, with its pay range (Art. 5)',
    tags,
    ...reading,
    query: bandAdvertsQuerySchema,
    responses: { 200: bandAdvertsSchema, 401: error, 403: error, 404: error },
  }),
  criteria: defineRoute({
    method: 'GET',
    path: '/salary-bands/criteria',
    summary:
      'The pay and progression criteria page (Art. 6): the saved text, and the text generated from the bands and the job evaluation',
    tags,
    ...reading,
    query: criteriaQuerySchema,
    responses: { 200: criteriaAnswerSchema, 401: error, 403: error },
  }),
  saveCriteria: defineRoute({
    method: 'PUT',
    path: '/salary-bands/criteria',
    summary: 'Save the pay and progression criteria page in one language as a new version',
    tags,
    ...editing,
    body: criteriaBodySchema,
    responses: { 200: criteriaAnswerSchema, 400: error, 401: error, 403: error },
  }),
  criteriaPdf: defineRoute({
    method: 'GET',
    path: '/salary-bands/criteria.pdf',
    summary: 'The pay and progression criteria page as a PDF (the saved text, else the generated)',
    tags,
    ...reading,
    query: criteriaQuerySchema,
    download: true,
    responses: {},
  }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/salary-bands/export.xlsx',
    summary: 'The salary bands (newest, or ?version=) with their advert sentences, as a workbook',
    tags,
    ...reading,
    query: bandExportQuerySchema,
    download: true,
    responses: {},
  }),
  exportPdf: defineRoute({
    method: 'GET',
    path: '/salary-bands/export.pdf',
    summary: 'The salary bands (newest, or ?version=) with their advert sentences, as a PDF',
    tags,
    ...reading,
    query: bandExportQuerySchema,
    download: true,
    responses: {},
  }),
  reportExportXlsx: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/salary-bands/export.xlsx',
    summary:
      'A report against the bands as a workbook: the bands, and for the HR team each person (small groups withheld for viewers)',
    tags,
    ...reading,
    params: reportPathParamsSchema,
    query: bandExportQuerySchema,
    download: true,
    responses: {},
  }),
  reportExportPdf: defineRoute({
    method: 'GET',
    path: '/reports/pay-gap/:id/salary-bands/export.pdf',
    summary:
      "A report against the bands as a PDF: each band's figures (small groups withheld for viewers)",
    tags,
    ...reading,
    params: reportPathParamsSchema,
    query: bandExportQuerySchema,
    download: true,
    responses: {},
  }),
};
