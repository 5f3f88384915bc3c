import {
  ANSWER_MONTHS,
  type CreateLetterBody,
  type InformationRequest,
} from '@parytet/contract/report-exports';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { assertUuid, loadExportableReport, loadReporting } from './document-input.ts';
import { categoryDefinitionOf } from './document/scheme-criteria.ts';
import { payStatement } from '@parytet/engine';
import { storedTable } from '#lib/packed-inputs.ts';
import { indicatorInputsForDocuments } from '#modules/reporting/documents.service.ts';
import {
  findInformationRequest,
  findReportEmployee,
  insertInformationRequest,
  listInformationRequests,
} from './letters.repository.ts';
import { findReportForExport } from './report-exports.repository.ts';

type RequestRow = Awaited<ReturnType<typeof listInformationRequests>>[number];

const answerOf = (row: RequestRow): InformationRequest => {
  const answeredAt = new Date(row.answered_at);
  return {
    id: row.id,
    report_id: row.report_id,
    employee_id: row.employee_id,
    lang: row.lang,
    requested_on: row.requested_on,
    due_on: row.due_on,
    answered_at: answeredAt.toISOString(),
    answered_in_time: answeredAt.toISOString().slice(0, 10) <= row.due_on,
  };
};

const today = () => new Date().toISOString().slice(0, 10);

/** Records a worker's request and its answer; the letter is then generated on demand. */
export const createLetter = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  body: CreateLetterBody,
): Promise<InformationRequest> => {
  const report = await loadExportableReport(ctx, auth.organisationId, reportId);
  if (body.requested_on && body.requested_on > today()) {
    throw new AppError('INVALID_REQUEST_BODY', [{ path: 'requested_on', message: 'in_future' }]);
  }
  const employee = await findReportEmployee(ctx.db, reportId, body.employee_id);
  if (!employee) throw new AppError('EMPLOYEE_NOT_IN_REPORT');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertInformationRequest(trx, {
      organisationId: auth.organisationId,
      reportId,
      userId: auth.userId,
      employeeId: employee.employee_id,
      lang: body.lang,
      requestedOn: body.requested_on ?? null,
      answerMonths: ANSWER_MONTHS,
    });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'information_request.answered',
      target: report.label,
      details: { request_id: row.id, lang: body.lang },
    });
    return answerOf(row);
  });
};

export const listLetters = async (ctx: AppContext, auth: AuthUser, reportId: string) => {
  assertUuid(reportId);
  if (!(await findReportForExport(ctx.db, auth.organisationId, reportId))) throw notFound();
  return (await listInformationRequests(ctx.db, auth.organisationId, reportId)).map(answerOf);
};

type Employee = NonNullable<Awaited<ReturnType<typeof findReportEmployee>>>;

/**
 * The worker's pay and category from the engine (payStatement): the report's one category list
 * (the file's Category column, else the organisation's current categories, else the levels) as
 * the indicators read it, and the amount paid beside its full-time equivalent (decisions §8).
 */
const statementOf = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
  lang: InformationRequest['lang'],
  employee: Employee,
) => {
  const reporting = await loadReporting(ctx, organisationId, reportId);
  const inputs = await indicatorInputsForDocuments(ctx, organisationId, reportId);
  if (!inputs) throw new AppError('INDICATORS_UNAVAILABLE');
  const statement = payStatement(storedTable(inputs), employee.employee_id, {
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    positionCategories: reporting.positionCategories,
  });
  if (!statement) throw notFound();
  const definition = categoryDefinitionOf(
    lang,
    reporting.scheme,
    reporting.categoriesVersion,
    statement.categorySource === 'category_column',
  );
  return {
    category: {
      name: statement.category,
      source: statement.categorySource,
      criteria: definition.criteria ?? [],
    },
    pay: { paid: statement.paid, fte: statement.fte, fullTime: statement.fullTimeEquivalent },
    women: statement.women,
    men: statement.men,
  };
};

/** The letter of a recorded request, as a one-page PDF. */
export const getLetterPdf = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  letterId: string,
) => {
  assertUuid(letterId);
  const report = await loadExportableReport(ctx, auth.organisationId, reportId);
  const request = await findInformationRequest(ctx.db, auth.organisationId, reportId, letterId);
  if (!request) throw notFound();
  const employee = await findReportEmployee(ctx.db, reportId, request.employee_id);
  if (!employee) throw notFound();
  const statement = await statementOf(ctx, auth.organisationId, reportId, request.lang, employee);
  const { renderLetterPdf } = await import('./document/letter.ts');
  const data = await renderLetterPdf({
    lang: request.lang,
    organisationName: report.organisation_name,
    report: {
      label: report.label,
      currency: report.currency,
      period_start: report.period_start,
      period_end: report.period_end,
    },
    employeeId: employee.employee_id,
    requestedOn: request.requested_on,
    dueOn: request.due_on,
    answeredOn: new Date(request.answered_at).toISOString().slice(0, 10),
    ...statement,
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
  });
  const safeId = employee.employee_id.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40);
  const fileName = `${request.lang === 'pl' ? 'odpowiedz-art-7' : 'article-7-answer'}-${safeId}.pdf`;
  return { data, fileName };
};
