import type { Language } from '@parytet/contract/common';
import type { ExportFormat } from '@parytet/contract/report-exports';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { runInThread } from '../../lib/run-in-thread.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  bandsForDocuments,
  getBandAdverts,
  getCriteria,
} from '../salary-bands/band-documents.service.ts';
import { readReportAgainstBands } from '../salary-bands/report-bands.service.ts';
import { CONTENT_TYPES } from './build-document.ts';
import { findOrganisationName } from './band-exports.repository.ts';
import type { BandWorkbookTask, WorkbookSheet } from './band-xlsx-thread.ts';
import { bandsDocument, reportBandsDocument, type BandsDocument } from './document/band-model.ts';
import { bandTexts } from './document/band-texts.ts';
import type { Cell } from './document/report-model.ts';
import { safeCellText } from './document/safe-text.ts';

/**
 * Workbooks being written at once: one per organisation, two per process. A workbook of a
 * 100 000-person report takes its thread seconds; a third waits, as the report exports' cap does.
 */
const MAX_WORKBOOKS = 2;
const RETRY_AFTER_SECONDS = 10;
const writing = new Set<string>();

const workbookOnce = async <T>(organisationId: string, build: () => Promise<T>) => {
  if (writing.has(organisationId) || writing.size >= MAX_WORKBOOKS) {
    throw new AppError('TOO_MANY_EXPORTS', undefined, RETRY_AFTER_SECONDS);
  }
  writing.add(organisationId);
  try {
    return await build();
  } finally {
    writing.delete(organisationId);
  }
};

const valueOf = (cell: Cell, withheld: string): string | number => {
  switch (cell.kind) {
    case 'text':
      return safeCellText(cell.value);
    case 'withheld':
      return `${withheld}: ${cell.reason}`;
    case 'percent':
    case 'money':
    case 'count':
    case 'decimal':
      return cell.value;
  }
};

/** The document's tables, a sheet each, and its summary and notes for the last sheet. */
const sheetsOf = (model: BandsDocument): { sheets: WorkbookSheet[]; last: WorkbookSheet } => {
  const t = bandTexts[model.lang];
  const rowsOf = (rows: Cell[][]) => rows.map((cells) => cells.map((c) => valueOf(c, t.withheld)));
  return {
    sheets: model.tables.map((table) => ({
      name: table.sheet,
      header: table.columns.map((c) => c.header),
      rows: rowsOf(table.rows),
    })),
    last: {
      name: t.sheetNotes,
      header: [model.title, model.subtitle],
      rows: [...rowsOf(model.summary.rows), [], ...model.notes.map((note) => [note])],
    },
  };
};

const fileName = (lang: Language, base: { en: string; pl: string }, format: ExportFormat) =>
  `${base[lang]}.${format}`;

const render = async (
  organisationId: string,
  model: BandsDocument,
  format: ExportFormat,
  people: BandWorkbookTask['people'],
) => {
  if (format === 'pdf') {
    return (await import('./document/band-pdf.ts')).renderBandsPdf(model);
  }
  const task: BandWorkbookTask = { title: model.title, ...sheetsOf(model), people };
  const script = new URL('./band-xlsx-thread.ts', import.meta.url);
  const { data } = await workbookOnce(organisationId, () =>
    runInThread<{ data: Uint8Array }>(script, task),
  );
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
};

const audit = (ctx: AppContext, auth: AuthUser, target: string, details: Record<string, unknown>) =>
  recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'salary_bands.exported',
    target,
    details,
  });

/** GET /salary-bands/export.{pdf,xlsx}: the bands of a version with their advert sentences. */
export const exportBands = async (
  ctx: AppContext,
  auth: AuthUser,
  format: ExportFormat,
  lang: Language,
  version: number | undefined,
) => {
  const structure = await bandsForDocuments(ctx, auth.organisationId, version);
  if (!structure) throw new AppError('NO_SALARY_BANDS');
  const { adverts } = await getBandAdverts(ctx, auth, structure.version);
  const model = bandsDocument(lang, structure, adverts);
  const data = await render(auth.organisationId, model, format, null);
  await audit(ctx, auth, `v${structure.version}`, { format, lang, version: structure.version });
  const name = {
    en: `salary-bands-v${structure.version}`,
    pl: `widelki-placowe-v${structure.version}`,
  };
  return { data, fileName: fileName(lang, name, format), contentType: CONTENT_TYPES[format] };
};

/**
 * GET /reports/pay-gap/:id/salary-bands/export.{pdf,xlsx}: the report against the bands as
 * the caller's role reads it (figures withheld for a viewer as in the JSON answer); the
 * workbook adds every person's place for the HR team.
 */
export const exportReportBands = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  format: ExportFormat,
  lang: Language,
  version: number | undefined,
) => {
  const reading = await readReportAgainstBands(ctx, auth, reportId, version);
  const t = bandTexts[lang];
  const minGroupSize = ctx.config.MIN_GROUP_SIZE;
  const model = reportBandsDocument(lang, reading.report.label, reading.answer, minGroupSize);
  const people =
    reading.employees === null
      ? null
      : {
          name: t.sheetPeople,
          header: [
            t.id,
            t.gender,
            t.level,
            t.position,
            t.bandLevel,
            t.bandFamily,
            t.pay,
            t.compaRatio,
            t.penetration,
            t.belowMin,
            t.aboveMax,
          ],
          json: reading.employees,
          words: { yes: t.yes, no: t.no, ...t.genders },
        };
  const data = await render(auth.organisationId, model, format, people);
  await audit(ctx, auth, reading.report.label, {
    format,
    lang,
    version: reading.answer.version,
    report_id: reading.report.id,
    people: format === 'xlsx' && people !== null,
  });
  const name = { en: 'pay-against-salary-bands', pl: 'wynagrodzenia-na-tle-widelek' };
  return { data, fileName: fileName(lang, name, format), contentType: CONTENT_TYPES[format] };
};

/** GET /salary-bands/criteria.pdf: the saved page in `lang`, else the generated one. */
export const criteriaPdf = async (ctx: AppContext, auth: AuthUser, lang: Language) => {
  const [criteria, organisation] = await Promise.all([
    getCriteria(ctx, auth, lang),
    findOrganisationName(ctx.db, auth.organisationId),
  ]);
  const { renderCriteriaPdf } = await import('./document/band-pdf.ts');
  const data = await renderCriteriaPdf(lang, criteria.page, organisation);
  const name = { en: 'pay-and-progression-criteria', pl: 'kryteria-wynagradzania' };
  return { data, fileName: fileName(lang, name, 'pdf'), contentType: CONTENT_TYPES.pdf };
};
