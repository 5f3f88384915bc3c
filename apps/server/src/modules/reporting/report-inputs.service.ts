import type { AppContext } from '#context.ts';
import { loadIndicatorInputs } from './reporting.repository.ts';

/**
 * What other modules (analysis: the regression models, the comparison) read of a report's
 * indicators: its stored inputs, packed or JSON text (for a thread to read), and the indicators as a
 * role may see them.
 */
export const reportInputs = (ctx: AppContext, organisationId: string, reportId: string) =>
  loadIndicatorInputs(ctx.db, organisationId, reportId);

export { indicatorsView } from './reporting-view.ts';
