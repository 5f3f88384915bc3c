import {
  POOL_RULES,
  contributionBodySchema,
  type BenchmarkRolesResponse,
  type Contribution,
  type ContributionBody,
} from '@parytet/contract/benchmarking';
import { benchmarkChoices } from '@parytet/assistant';
import { oldEnoughToPool } from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findContribution,
  findSnapshot,
  listPositionMappings,
  listReadyReports,
  setContribution,
} from './benchmarking.repository.ts';

export { compareReport } from './compare.service.ts';
export { getMapping, saveMapping } from './mapping.service.ts';

const CHOICES = benchmarkChoices();

export const getRoles = async (): Promise<BenchmarkRolesResponse> => CHOICES;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The organisation's report the next snapshot would read: its newest ready report in PLN whose
 * data is old enough to pool (the same rule the snapshot job applies).
 */
const eligibleReport = async (ctx: AppContext, organisationId: string) => {
  const reports = await listReadyReports(ctx.db, organisationId);
  return (
    reports.find(
      (r) =>
        r.currency === 'PLN' &&
        oldEnoughToPool(r.period_end, r.uploaded_on, today(), POOL_RULES.minAgeMonths),
    ) ?? null
  );
};

export const getContribution = async (ctx: AppContext, auth: AuthUser): Promise<Contribution> => {
  const [org, snapshot, report, mappings] = await Promise.all([
    findContribution(ctx.db, auth.organisationId),
    findSnapshot(ctx.db),
    eligibleReport(ctx, auth.organisationId),
    listPositionMappings(ctx.db, auth.organisationId),
  ]);
  return {
    contribute: org.benchmark_contribute,
    changed_at: org.benchmark_contribute_changed_at?.toISOString() ?? null,
    last_snapshot_at: snapshot?.computed_at.toISOString() ?? null,
    eligible_report_id: report?.id ?? null,
    confirmed_positions: mappings.filter((m) => m.role !== null).length,
  };
};

/** The owner's opt-in or opt-out, in the audit log; the next snapshot follows it. */
export const saveContribution = async (
  ctx: AppContext,
  auth: AuthUser,
  input: ContributionBody,
): Promise<Contribution> => {
  const { contribute } = contributionBodySchema.parse(input);
  await ctx.db.transaction().execute(async (trx) => {
    await setContribution(trx, auth.organisationId, contribute);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'benchmarking.contribution_changed',
      target: contribute ? 'opted in' : 'opted out',
      details: { contribute },
    });
  });
  return getContribution(ctx, auth);
};
