import { z } from 'zod';
import { languageSchema } from '#common.ts';

// The report handed on (PDF, XLSX) and the answers to workers' information requests
// (Directive 2023/970 Art. 7).

export const exportFormatSchema = z.enum(['pdf', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** `?lang=` of a direct export: en or pl; anything else falls back to Polish, like the example. */
export const exportQuerySchema = z.object({
  lang: languageSchema.catch('pl').default('pl'),
});

export const createExportBodySchema = z.object({
  format: exportFormatSchema,
  lang: languageSchema,
});
export type CreateExportBody = z.infer<typeof createExportBodySchema>;

export const exportPathParamsSchema = z.object({ id: z.string() });

export const exportStatusSchema = z.object({
  id: z.uuid(),
  report_id: z.uuid(),
  format: exportFormatSchema,
  lang: languageSchema,
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  file_name: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** After this the file is deleted and the download answers EXPORT_NOT_READY. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** The Directive gives an employer two months to answer (Art. 7(4)). */
export const ANSWER_MONTHS = 2;

export const createLetterBodySchema = z.object({
  /** The employee's ID as in the salary file. */
  employee_id: z.string().trim().min(1).max(200),
  lang: languageSchema,
  /** When the worker asked (ISO date); today when left out. */
  requested_on: z.iso.date().optional(),
});
export type CreateLetterBody = z.infer<typeof createLetterBodySchema>;

export const letterPathParamsSchema = z.object({ id: z.string(), letterId: z.string() });

export const informationRequestSchema = z.object({
  id: z.uuid(),
  report_id: z.uuid(),
  employee_id: z.string(),
  lang: languageSchema,
  requested_on: z.iso.date(),
  /** requested_on + two months: the last day to answer. */
  due_on: z.iso.date(),
  answered_at: z.iso.datetime({ offset: true }),
  /** Whether the answer was given by due_on. */
  answered_in_time: z.boolean(),
});
export type InformationRequest = z.infer<typeof informationRequestSchema>;
export const informationRequestListSchema = z.array(informationRequestSchema);

/** One value of a handed-on table, typed so each renderer formats it its own way. */
export const documentCellSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), value: z.string() }),
  /** In percent units: 12.34 means 12.34 %. */
  z.object({ kind: z.literal('percent'), value: z.number() }),
  z.object({ kind: z.literal('money'), value: z.number() }),
  /** A head count; fractional where quartile bands share people with equal pay. */
  z.object({ kind: z.literal('count'), value: z.number() }),
  z.object({ kind: z.literal('decimal'), value: z.number() }),
  /** Withheld under the small-group rule (decisions.md §5), with the reason. */
  z.object({ kind: z.literal('withheld'), reason: z.string() }),
]);
export type DocumentCell = z.infer<typeof documentCellSchema>;

export const documentTableSchema = z.object({
  key: z.string(),
  sheet: z.string(),
  title: z.string(),
  /** `width` in characters, for the workbook and the PDF's proportions. */
  columns: z.array(z.object({ header: z.string(), width: z.number() })),
  rows: z.array(z.array(documentCellSchema)),
});
export type DocumentTable = z.infer<typeof documentTableSchema>;

/**
 * The report handed on, in one language, before any layout: the PDF, the XLSX and the
 * printable view in the browser all draw exactly this.
 */
export const reportDocumentSchema = z.object({
  lang: languageSchema,
  currency: z.string(),
  title: z.string(),
  subtitle: z.string(),
  label: z.string(),
  summary: documentTableSchema,
  tables: z.array(documentTableSchema),
  notes: z.array(z.string()),
  assessmentNone: z.string(),
  methodology: z.array(z.string()),
  methodologyTitle: z.string(),
  withheldTitle: z.string(),
  withheldNone: z.string(),
  withheld: z.array(z.object({ item: z.string(), reason: z.string() })),
  charts: z.object({
    gaps: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
    quartiles: z.array(z.object({ label: z.string(), women: z.number(), men: z.number() })),
    categories: z.array(
      z.object({ label: z.string(), value: z.number().nullable(), flagged: z.boolean() }),
    ),
  }),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;
