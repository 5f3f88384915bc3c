import type {
  RegressionAnswer,
  RegressionModel,
  RegressionSettings,
  RegressionView,
} from '@parytet/contract/regression';
import type { RegressionOutcome } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { reportInputs } from '#modules/reporting/report-inputs.service.ts';
import { loadIndicators } from '#modules/reporting/reporting.service.ts';
import { readyStatus } from '#modules/reports/reports.service.ts';
import { regressionOnce } from './analysis-runner.ts';
import { findRegressionModel, updateRegressionModel } from './analysis.repository.ts';

/**
 * The fit as the caller may see it (decisions §9): a viewer gets no row IDs (only how many
 * rows were left out) and no dummy over fewer people than the minimum group size, whose
 * coefficient is a figure about those few people.
 */
const regressionView = (
  outcome: RegressionOutcome,
  context: { model: RegressionModel; chosen: RegressionModel; viewer: boolean; min: number },
): RegressionView => {
  const { regression } = outcome;
  const small = (people: number | null) => people !== null && people < context.min;
  const terms = regression?.terms ?? [];
  const shown = context.viewer ? terms.filter((t) => !small(t.people)) : terms;
  const excluded = context.viewer ? [] : outcome.excluded_rows;
  return {
    model: context.model,
    chosen_model: context.chosen,
    regression:
      regression === null ? null : { ...regression, terms: shown, excluded_rows: excluded },
    unavailable_reason: outcome.unavailable_reason,
    excluded_rows: excluded,
    excluded_count: new Set(outcome.excluded_rows.map((r) => r.id)).size,
    withheld_terms: terms.length - shown.length,
  };
};

/**
 * A model's full regression on a ready report (default: the organisation's chosen model), as
 * a role may see it (`viewer`: aggregates only, as the exported documents are too).
 */
export const regressionFor = async (
  ctx: AppContext,
  organisationId: string,
  rawId: string,
  asked: RegressionModel | undefined,
  viewer: boolean,
): Promise<RegressionAnswer> => {
  const loaded = await loadIndicators(ctx, organisationId, rawId);
  if ('pending' in loaded) return loaded.pending;
  const { state } = loaded;
  const chosen = state.regression_model;
  const model = asked ?? chosen;
  const minGroupSize = ctx.config.MIN_GROUP_SIZE;
  const outcome = await regressionOnce(`${state.id}:${model}:${minGroupSize}`, async () => {
    const inputs = await reportInputs(ctx, organisationId, state.id);
    if (!inputs) throw new Error(`report ${state.id} lost its indicator inputs`);
    return { kind: 'regression', inputs, model, minGroupSize };
  });
  return {
    ...readyStatus(state),
    ...regressionView(outcome, { model, chosen, viewer, min: minGroupSize }),
  };
};

export const getRegression = (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  asked: RegressionModel | undefined,
) => regressionFor(ctx, auth.organisationId, rawId, asked, auth.role === 'viewer');

export const getRegressionModel = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<RegressionSettings> => ({
  model: await findRegressionModel(ctx.db, auth.organisationId),
});

/** Chooses the model; every report's indicators follow at their next read. Audit-logged. */
export const setRegressionModel = async (
  ctx: AppContext,
  auth: AuthUser,
  body: RegressionSettings,
): Promise<RegressionSettings> =>
  ctx.db.transaction().execute(async (trx) => {
    const before = await findRegressionModel(trx, auth.organisationId);
    if (before !== body.model) {
      await updateRegressionModel(trx, auth.organisationId, body.model);
      await recordAudit(trx, {
        organisationId: auth.organisationId,
        actorId: auth.userId,
        action: 'regression_model.changed',
        target: body.model,
        details: { from: before, to: body.model },
      });
    }
    return { model: body.model };
  });
