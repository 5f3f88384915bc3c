import type { IndicatorsData } from '@parytet/contract/indicators';
import {
  optimiseBodySchema,
  type MeritImpact,
  type MeritImpactSide,
  type OptimiseAnswer,
  type OptimiseBody,
} from '@parytet/contract/merit-cycles';
import { can } from '@parytet/contract/permissions';
import {
  unexplainedGapShown,
  type OptimiseResult,
  type PayFigures,
  type RemediationOutcome,
} from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { runInThread } from '../../lib/run-in-thread.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { indicatorsView } from '../reporting/report-inputs.service.ts';
import { bandForRole } from '../salary-bands/bands-in-force.service.ts';
import { budgetOf } from './cycle-view.ts';
import { assertDraft, cycleData, loadCycle } from './merit-cycles.service.ts';
import { findProposals, updateCycle } from './merit-cycles.repository.ts';
import type { MeritTask } from './merit-thread.ts';

const thread = new URL('./merit-thread.ts', import.meta.url);

// The indicators view needs a reporting duty; the impact leaves it out (it does not move).
const NO_DUTY = {
  head_count_band: 'under_100',
  first_deadline: null,
  frequency_years: null,
  head_count: null,
  next_deadline: null,
} as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One side of the impact as the caller may see it (decisions §9), by the views' own rules. */
const sideOf = (
  figures: PayFigures,
  context: {
    auth: AuthUser;
    min: number;
    version: number;
    bands: { version: number; basis: 'base' | 'total' } | null;
  },
): MeritImpactSide => {
  const { reporting_duty: _, ...view } = indicatorsView(figures.indicators as IndicatorsData, {
    role: context.auth.role,
    minGroupSize: context.min,
    version: context.version,
    duty: NO_DUTY,
  });
  const seesSmallGroups = can(context.auth.role, 'reports.small-groups');
  return {
    ...view,
    salary_bands:
      figures.bands === null || context.bands === null
        ? null
        : {
            ...context.bands,
            bands: figures.bands.bands.map((b) => bandForRole(b, context.min, seesSmallGroups)),
          },
  };
};

/** The cycle's data and a computation task over it. */
const taskBase = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const row = await loadCycle(ctx, auth, rawId);
  const data = await cycleData(ctx, row);
  const stored = await findProposals(ctx.db, auth.organisationId, row.id);
  if (!stored) throw notFound();
  const { settings } = data;
  return {
    row,
    data,
    stored,
    common: {
      inputs: data.report.inputs,
      raises: stored.raises,
      options: {
        minGroupSize: settings.minGroupSize,
        positionCategories: settings.positionCategories,
        regressionModel: settings.regressionModel,
      },
      bands: settings.bands,
    },
  };
};

/** Every figure before and after the proposals, by the engine's own functions (in a thread). */
export const getImpact = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
): Promise<MeritImpact> => {
  const { row, data, common } = await taskBase(ctx, auth, rawId);
  const task: MeritTask = { kind: 'impact', ...common };
  const impact = await runInThread<{ before: PayFigures; after: PayFigures }>(thread, task);
  const { bands } = data.settings;
  const context = {
    auth,
    min: data.settings.minGroupSize,
    version: data.settings.categoriesVersion,
    bands: bands === null ? null : { version: bands.version, basis: bands.basis },
  };
  const budget = budgetOf(row);
  return {
    before: sideOf(impact.before, context),
    after: sideOf(impact.after, context),
    budget: { total: budget.total, used: budget.used, left: budget.left },
    people_raised: row.people_raised,
    min_group_size: context.min,
  };
};

type Optimised = {
  result: Omit<OptimiseResult, 'raises'> & { raises: number[] };
  comparison: RemediationOutcome[];
};

const OPTIMISER = 2;

/** The cheapest raises that close the gaps; they replace (or go on top of) the proposals. */
export const optimiseCycle = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  input: OptimiseBody,
): Promise<OptimiseAnswer> => {
  const body = optimiseBodySchema.parse(input);
  const { row, common, stored } = await taskBase(ctx, auth, rawId);
  assertDraft(row);
  const onTop = body.start_from === 'proposals';
  const kept = onTop ? stored.raises.reduce((s, r) => s + r, 0) : 0;
  const task: MeritTask = {
    kind: 'optimise',
    ...common,
    goal: body.goal,
    budget: body.within_budget ? Math.max(0, (row.budget_total - kept) / 100) : null,
    allowAboveMax: body.allow_above_band_max,
    onTop,
  };
  const { result, comparison } = await runInThread<Optimised>(thread, task);
  const raises = result.raises.map((r, i) => r + (onTop ? (stored.raises[i] ?? 0) : 0));
  const sources = raises.map((r, i) =>
    (result.raises[i] ?? 0) > 0 ? OPTIMISER : onTop ? (stored.sources[i] ?? 0) : 0,
  );
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findProposals(trx, auth.organisationId, row.id, true);
    if (!current) throw notFound();
    assertDraft(current);
    await updateCycle(trx, auth.organisationId, row.id, {}, { raises, sources });
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'merit_cycle.optimised',
      target: row.name,
      details: {
        merit_cycle_id: row.id,
        goal: body.goal,
        within_budget: body.within_budget,
        total_monthly_raise: result.total,
        people_raised: result.people,
      },
    });
  });
  const saved = await loadCycle(ctx, auth, row.id);
  const budget = budgetOf(saved);
  const shown = (gap: Parameters<typeof unexplainedGapShown>[0]) =>
    unexplainedGapShown(gap).gap_percentage;
  return {
    total_monthly_raise: result.total,
    people_raised: result.people,
    within_budget: budget.used <= budget.total,
    open_categories: result.categories.filter((c) => !c.closed).map((c) => c.category),
    categories: result.categories.map((c) => ({
      category: c.category,
      raised_gender: c.raisedGender,
      total_pay_gap_before: round2(c.gapBefore),
      total_pay_gap_after: round2(c.gapAfter),
      people_raised: c.people,
      total_monthly_raise: c.total,
      closed: c.closed,
      open_reason: c.openReason,
    })),
    unexplained:
      result.unexplained === null
        ? null
        : {
            gap_percentage_before: shown(result.unexplained.before),
            gap_percentage_after: shown(result.unexplained.after),
            above_tolerance_after: result.unexplained.after.above_tolerance,
            closed: result.unexplained.closed,
          },
    comparison: comparison.map((m) => ({
      method: m.method,
      total_monthly_raise: m.total,
      people_raised: m.people,
      flagged_categories_left: m.flaggedLeft,
      unexplained_gap_percentage: m.unexplainedGap,
      unexplained_above_tolerance: m.aboveTolerance,
    })),
    budget,
  };
};
