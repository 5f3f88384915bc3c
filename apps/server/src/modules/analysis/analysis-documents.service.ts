import type { ComparisonView } from '@parytet/contract/comparison';
import type { RegressionView } from '@parytet/contract/regression';
import type { AppContext } from '#context.ts';
import { getComparison } from './comparison.service.ts';
import { regressionFor } from './regression.service.ts';

/** What the exported documents (module report-exports) carry of the analysis. */
export type AnalysisForDocuments = {
  /** The organisation's chosen model's full output. */
  regression: RegressionView | null;
  /** The report beside the previous period's; null when there is none. */
  comparison: ComparisonView | null;
};

/**
 * The model card and the comparison for a report's documents, with what leaves the HR team
 * withheld as a viewer sees it (decisions §5, §9): no row IDs, no coefficient over a small group.
 */
export const analysisForDocuments = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<AnalysisForDocuments> => {
  const regression = await regressionFor(ctx, organisationId, reportId, undefined, true);
  const comparison = await getComparison(
    ctx,
    { organisationId, role: 'viewer' },
    reportId,
    undefined,
  );
  return {
    regression: regression.status === 'ready' ? regression : null,
    comparison: comparison.status === 'ready' && comparison.other !== null ? comparison : null,
  };
};
