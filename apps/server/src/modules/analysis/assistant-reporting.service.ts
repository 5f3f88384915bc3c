import type { ReportingContext } from '@parytet/assistant';
import { unexplainedGapPercent } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { getComparison, viewOf } from './comparison.service.ts';

/**
 * The report's EU reporting for the assistant, as the caller may see it (a viewer's small
 * groups withheld): its indicators, the comparison with the previous report, the unexplained
 * gap as screens show it and each flagged category's cost to close (totals only). Null without
 * the plan's reporting feature or before the indicators can be read.
 */
export const reportingForChat = async (
  ctx: AppContext,
  auth: Pick<AuthUser, 'organisationId' | 'role' | 'features'>,
  reportId: string,
): Promise<ReportingContext | null> => {
  if (!auth.features.reporting) return null;
  const current = await viewOf(ctx, auth, reportId);
  if ('pending' in current) return null;
  const { view } = current;
  const comparison = await getComparison(ctx, auth, reportId, undefined);
  // Totals per category only: a person's raise is theirs alone.
  const costs = current.indicators.cost_to_close.categories;
  return {
    reportId,
    indicators: view,
    comparison: comparison.status === 'ready' && comparison.other !== null ? comparison : null,
    unexplainedGapPercent: unexplainedGapPercent(view.unexplained_gap),
    flaggedCount: view.categories.filter((c) => c.flagged).length,
    costToClose: costs.map((c) => ({
      category: c.category,
      total_monthly_raise: c.total_monthly_raise,
    })),
  };
};
