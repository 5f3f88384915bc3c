import {
  createMeritCycleBodySchema,
  meritGuidelinesBodySchema,
  patchMeritCycleBodySchema,
  type CreateMeritCycleBody,
  type MeritCycle,
  type MeritCycleList,
  type MeritGuidelinesAnswer,
  type MeritGuidelinesBody,
  type PatchMeritCycleBody,
} from '@parytet/contract/merit-cycles';
import { meritBudgetTotal } from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { parseReportId } from '../reports/reports.service.ts';
import {
  budgetOf,
  cycleOf,
  defaultRows,
  guidelinesOf,
  matrixCents,
  summaryOf,
} from './cycle-view.ts';
import {
  effectiveRatings,
  meritReport,
  meritSettings,
  placementOf,
  ratingsFound,
} from './merit-data.ts';
import {
  deleteCycle,
  findCycle,
  findProposals,
  findReportForCycle,
  insertCycle,
  listCycles,
  updateCycle,
  type CycleRow,
} from './merit-cycles.repository.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** A cycle of the caller's organisation; anything else, or an id that is no uuid, is 404. */
export const loadCycle = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const row = await findCycle(ctx.db, auth.organisationId, parseReportId(rawId));
  if (!row) throw notFound();
  return row;
};

/** The report's people and the organisation's settings, for a cycle's computations. */
export const cycleData = async (ctx: AppContext, row: CycleRow) => {
  const report = await meritReport(ctx, row.organisation_id, row.report_id);
  if (!report) throw new AppError('INDICATORS_UNAVAILABLE');
  const settings = await meritSettings(ctx, row.organisation_id, {
    period_end: row.period_end,
    uploaded_on: row.uploaded_on,
    currency: row.currency,
  });
  const key = `${row.organisation_id}:${row.report_id}`;
  return { report, settings, key, placement: placementOf(key, report, settings) };
};

export const assertDraft = (row: { state: string }) => {
  if (row.state !== 'draft') throw new AppError('MERIT_CYCLE_NOT_DRAFT');
};

export const listMeritCycles = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<MeritCycleList> => ({
  cycles: (await listCycles(ctx.db, auth.organisationId)).map(summaryOf),
});

export const getMeritCycle = async (ctx: AppContext, auth: AuthUser, rawId: string) =>
  cycleOf(await loadCycle(ctx, auth, rawId));

const budgetPercent = (
  budget: { kind: 'percent' | 'amount'; value: number },
  total: number,
  base: number,
) => (budget.kind === 'percent' ? budget.value : base > 0 ? (total / base) * 100 : 0);

/** Starts a cycle over a ready report, its proposals from the default matrix. */
export const createMeritCycle = async (
  ctx: AppContext,
  auth: AuthUser,
  input: CreateMeritCycleBody,
): Promise<MeritCycle> => {
  const body = createMeritCycleBodySchema.parse(input);
  const reportId = parseReportId(body.report_id);
  const found = await findReportForCycle(ctx.db, auth.organisationId, reportId);
  if (!found) throw notFound();
  if (found.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  if (!found.has_inputs) throw new AppError('INDICATORS_UNAVAILABLE');
  const report = await meritReport(ctx, auth.organisationId, reportId);
  if (!report) throw new AppError('INDICATORS_UNAVAILABLE');
  const settings = await meritSettings(ctx, auth.organisationId, found);
  const placement = placementOf(`${auth.organisationId}:${reportId}`, report, settings);
  const { baseSalary } = report.table;
  const total = meritBudgetTotal(baseSalary, body.budget);
  const paid = baseSalary.reduce((s, b) => s + b, 0);
  const ratings = effectiveRatings(report, {});
  const found_ = ratingsFound(ratings);
  const rows = defaultRows(budgetPercent(body.budget, total, paid), found_);
  const matrix = matrixCents(baseSalary, ratings, placement, rows);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const cycleId = await insertCycle(trx, {
      organisationId: auth.organisationId,
      reportId,
      userId: auth.userId,
      name: body.name,
      effectiveOn: body.effective_on,
      budgetKind: body.budget.kind,
      budgetValue: cents(body.budget.value),
      budgetTotal: cents(total),
      guidelines: guidelinesOf(rows, placement, settings.bands?.version ?? null, ratings, found_),
      raises: matrix.cents,
      people: report.table.length,
    });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.created',
      target: body.name,
      details: { merit_cycle_id: cycleId, report_id: reportId, budget: body.budget },
    });
    return cycleId;
  });
  return getMeritCycle(ctx, auth, id);
};

/** A draft's name, date or budget; a new budget is priced against the report's base pay. */
export const updateMeritCycle = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  input: PatchMeritCycleBody,
): Promise<MeritCycle> => {
  const body = patchMeritCycleBodySchema.parse(input);
  const row = await loadCycle(ctx, auth, rawId);
  assertDraft(row);
  let budget = {};
  if (body.budget) {
    const { report } = await cycleData(ctx, row);
    budget = {
      budget_kind: body.budget.kind,
      budget_value: cents(body.budget.value),
      budget_total: cents(meritBudgetTotal(report.table.baseSalary, body.budget)),
    };
  }
  await ctx.db.transaction().execute(async (trx) => {
    await updateCycle(trx, auth.organisationId, row.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.effective_on !== undefined && { effective_on: body.effective_on }),
      ...budget,
    });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.updated',
      target: body.name ?? row.name,
      details: { merit_cycle_id: row.id, ...body },
    });
  });
  return getMeritCycle(ctx, auth, row.id);
};

export const deleteMeritCycle = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const id = parseReportId(rawId);
  await ctx.db.transaction().execute(async (trx) => {
    const name = await deleteCycle(trx, auth.organisationId, id);
    if (name === undefined) throw notFound();
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.deleted',
      target: name,
      details: { merit_cycle_id: id },
    });
  });
};

const MANUAL = 1;

/** Sets the matrix and refills the proposals from it (keeping hand-made ones unless told). */
export const saveGuidelines = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  input: MeritGuidelinesBody,
): Promise<MeritGuidelinesAnswer> => {
  const body = meritGuidelinesBodySchema.parse(input);
  const row = await loadCycle(ctx, auth, rawId);
  assertDraft(row);
  const { report, settings, placement } = await cycleData(ctx, row);
  const ratings = effectiveRatings(report, row.ratings);
  const guidelines = guidelinesOf(
    body.rows,
    placement,
    settings.bands?.version ?? null,
    ratings,
    ratingsFound(ratings),
  );
  const matrix = matrixCents(report.table.baseSalary, ratings, placement, body.rows);
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const current = await findProposals(trx, auth.organisationId, row.id, true);
    if (!current) throw notFound();
    assertDraft(current);
    let keptManual = 0;
    const raises = matrix.cents.slice();
    const sources = raises.map(() => 0);
    const reasons: Record<string, string> = {};
    current.sources.forEach((source, i) => {
      if (!body.keep_manual || source !== MANUAL) return;
      keptManual++;
      raises[i] = current.raises[i] ?? 0;
      sources[i] = MANUAL;
      const id = report.table.id[i] as string;
      const reason = current.reasons[id];
      if (reason !== undefined) reasons[id] = reason;
    });
    await updateCycle(
      trx,
      auth.organisationId,
      row.id,
      { guidelines: JSON.stringify(guidelines), reasons: JSON.stringify(reasons) },
      { raises, sources },
    );
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.guidelines_saved',
      target: row.name,
      details: { merit_cycle_id: row.id, rows: body.rows.length, kept_manual: keptManual },
    });
    return { keptManual };
  });
  const saved = await loadCycle(ctx, auth, row.id);
  return { ...guidelines, kept_manual: answer.keptManual, budget: budgetOf(saved) };
};
