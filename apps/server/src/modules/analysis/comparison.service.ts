import type { ComparedReport, ComparisonAnswer, TrendResponse } from '@parytet/contract/comparison';
import { compareIndicators, headCounts, unexplainedGapPercent } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { dutyOf, isoDay, loadIndicators } from '#modules/reporting/reporting.service.ts';
import { indicatorsView, reportInputs } from '#modules/reporting/report-inputs.service.ts';
import { parseReportId, readyStatus } from '#modules/reports/reports.service.ts';
import { splitOnce } from './analysis-runner.ts';
import {
  findRegressionModel,
  listReadyReports,
  type ReadyReportRow,
} from './analysis.repository.ts';

/** Who asks: a member's session, or the documents (as a viewer: aggregates only). */
export type Caller = Pick<AuthUser, 'organisationId' | 'role'>;

const refOf = (row: ReadyReportRow): ComparedReport => ({
  id: row.id,
  label: row.label,
  period_start: row.period_start,
  period_end: row.period_end,
  created_at: row.created_at.toISOString(),
});

/** A ready report's indicators as the caller may see them (viewers: small groups withheld). */
export const viewOf = async (ctx: AppContext, auth: Caller, reportId: string) => {
  const loaded = await loadIndicators(ctx, auth.organisationId, reportId);
  if ('pending' in loaded) return loaded;
  const { state, computed, version } = loaded;
  const view = indicatorsView(computed.indicators, {
    role: auth.role,
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    version,
    duty: dutyOf(state, isoDay(new Date())),
  });
  return { state, view, indicators: computed.indicators };
};

/**
 * The report beside another of the organisation's: `with`, else the ready report of the
 * period just before it (reports ordered by period end, else upload day). The split of the
 * change of pay_gap_mean runs from the other report to this one over the IDs they share.
 */
export const getComparison = async (
  ctx: AppContext,
  auth: Caller,
  rawId: string,
  rawWith: string | undefined,
): Promise<ComparisonAnswer> => {
  const current = await viewOf(ctx, auth, rawId);
  if ('pending' in current) return current.pending;
  const reports = await listReadyReports(ctx.db, auth.organisationId);
  const at = reports.findIndex((r) => r.id === current.state.id);
  const otherId = rawWith === undefined ? reports[at - 1]?.id : parseReportId(rawWith);
  const other = otherId === undefined ? null : await viewOf(ctx, auth, otherId);
  if (other !== null && 'pending' in other) throw new AppError('REPORT_NOT_READY');
  const { indicators, categories } = compareIndicators(current.view, other?.view ?? null);
  const minGroupSize = ctx.config.MIN_GROUP_SIZE;
  const split =
    other === null
      ? null
      : await splitOnce(`${other.state.id}:${current.state.id}:${minGroupSize}`, async () => {
          const [earlier, later] = await Promise.all([
            reportInputs(ctx, auth.organisationId, other.state.id),
            reportInputs(ctx, auth.organisationId, current.state.id),
          ]);
          if (!earlier || !later) throw new Error('a compared report lost its indicator inputs');
          return { kind: 'split', earlier, later, minGroupSize };
        });
  const refById = (id: string) => refOf(reports.find((r) => r.id === id) as ReadyReportRow);
  return {
    ...readyStatus(current.state),
    report: refById(current.state.id),
    other: other === null ? null : refById(other.state.id),
    regression_model: current.state.regression_model,
    indicators,
    categories,
    split,
  };
};

/** Every ready report's headline figures, oldest period first. */
export const getTrend = async (ctx: AppContext, auth: AuthUser): Promise<TrendResponse> => {
  const reports = await listReadyReports(ctx.db, auth.organisationId);
  const points: TrendResponse['points'] = [];
  // One at a time: a report whose indicators are not kept yet computes them in a thread.
  for (const report of reports) {
    const loaded = await viewOf(ctx, auth, report.id);
    if ('pending' in loaded) continue;
    const { view } = loaded;
    points.push({
      report: refOf(report),
      pay_gap_mean: view.pay_gap_mean,
      pay_gap_median: view.pay_gap_median,
      unexplained_gap_percentage: unexplainedGapPercent(view.unexplained_gap),
      ...headCounts(view),
      flagged_categories: view.categories.filter((c) => c.flagged).length,
    });
  }
  return {
    regression_model: await findRegressionModel(ctx.db, auth.organisationId),
    points,
  };
};
