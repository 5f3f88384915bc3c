import { LABEL_MAX_LENGTH } from '@parytet/contract/validation';
import type {
  ApplyAnswer,
  MeritCycle,
  MeritCycleState,
  SendBackBody,
} from '@parytet/contract/merit-cycles';
import type { AuditAction } from '@parytet/contract/audit';
import { raisedTable, salaryFileCsv, type SalaryTable, type TextColumn } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { assertCanUpload, uploadReport } from '#modules/reports/upload.service.ts';
import { effectiveRatings } from './merit-data.ts';
import { cycleData, getMeritCycle, loadCycle } from './merit-cycles.service.ts';
import { findProposals, moveCycle } from './merit-cycles.repository.ts';

const STEPS: Record<
  'submit' | 'approve' | 'sendBack',
  { from: readonly MeritCycleState[]; to: MeritCycleState; action: AuditAction }
> = {
  submit: { from: ['draft'], to: 'submitted', action: 'merit_cycle.submitted' },
  approve: { from: ['submitted'], to: 'approved', action: 'merit_cycle.approved' },
  sendBack: { from: ['submitted', 'approved'], to: 'draft', action: 'merit_cycle.sent_back' },
};

/** One review step (decisions §10): draft → submitted → approved, or back to draft; audited. */
export const reviewStep = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  step: keyof typeof STEPS,
  body?: SendBackBody,
): Promise<MeritCycle> => {
  const row = await loadCycle(ctx, auth, rawId);
  const { from, to, action } = STEPS[step];
  const note = body?.note?.trim() || null;
  await ctx.db.transaction().execute(async (trx) => {
    const extra =
      step === 'submit'
        ? { submitted_by: auth.userId, sent_back_note: null }
        : step === 'approve'
          ? { approved_by: auth.userId }
          : { sent_back_note: note, approved_by: null };
    const moved = await moveCycle(trx, auth.organisationId, row.id, from, to, extra);
    if (!moved) throw new AppError('MERIT_CYCLE_WRONG_STATE');
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action,
      target: row.name,
      details: { merit_cycle_id: row.id, from: row.state, to, ...(note && { note }) },
    });
  });
  return getMeritCycle(ctx, auth, row.id);
};

/** The report's own label rules: letters, digits, spaces and hyphens. */
const labelFor = (name: string, effectiveOn: string) => {
  const clean = name
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const suffix = ` ${effectiveOn}`;
  return `${(clean || 'Merit cycle').slice(0, LABEL_MAX_LENGTH - suffix.length).trim()}${suffix}`;
};

/** A text column of `values` (null: an empty cell). */
const textColumn = (values: readonly (string | null)[]): TextColumn => {
  const index = new Map<string, number>();
  const codes = Int32Array.from(values, (v) => {
    if (v === null) return -1;
    let code = index.get(v);
    if (code === undefined) index.set(v, (code = index.size));
    return code;
  });
  return { codes, values: [...index.keys()] };
};

/**
 * Applies an approved cycle: the report's file with every raise on Base Salary (and the
 * cycle's ratings in its Performance column) is uploaded as a new report, through the upload's
 * own checks (the plan's allowance, one report processing at a time); the original stays.
 */
export const applyCycle = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
): Promise<ApplyAnswer> => {
  const row = await loadCycle(ctx, auth, rawId);
  if (row.state !== 'approved') throw new AppError('MERIT_CYCLE_WRONG_STATE');
  const { org } = await assertCanUpload(ctx, auth);
  const { report } = await cycleData(ctx, row);
  const stored = await findProposals(ctx.db, auth.organisationId, row.id);
  if (!stored) throw notFound();
  const raises = Float64Array.from(stored.raises, (c) => c / 100);
  const ratings = effectiveRatings(report, stored.ratings);
  const raised: SalaryTable = {
    ...raisedTable(report.table, raises),
    performance: ratings.some((r) => r !== null) ? textColumn(ratings) : report.table.performance,
  };
  const { id } = await uploadReport(ctx, auth, org, {
    file: {
      fileName: 'merit-cycle.csv',
      data: Buffer.from(salaryFileCsv(raised), 'utf8'),
      truncated: false,
      // Counted by the upload's own pass: the file was written here, not streamed in.
      records: null,
    },
    label: labelFor(row.name, row.effective_on),
    currency: row.currency,
    ...(row.period_start && { period_start: row.period_start }),
    ...(row.period_end && { period_end: row.period_end }),
  });
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveCycle(trx, auth.organisationId, row.id, ['approved'], 'applied', {
      applied_report_id: id,
    });
    if (!moved) throw new AppError('MERIT_CYCLE_WRONG_STATE');
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.applied',
      target: row.name,
      details: { merit_cycle_id: row.id, report_id: id, total_monthly_raise: row.used / 100 },
    });
  });
  return { report_id: id };
};
