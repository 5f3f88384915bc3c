import type { PlanId } from '@parytet/contract/plans';
import { expect } from 'vitest';
import {
  addMember,
  createAccount,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import { createTestApp } from './test-context.ts';

const TEAM_ROLES = ['admin', 'member', 'viewer'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];

type TeamOptions<R extends TeamRole> = {
  /** The report's label; uploadAndWait's own by default. */
  label?: string;
  /** The owner's colleagues, added in this order; an admin, a member and a viewer by default. */
  roles?: readonly R[];
};

/**
 * The set-up of a plan feature's tests: an app with its queues, an owner on `plan` with an
 * admin, a member and a viewer (or the `roles` asked for), `others` (each the owner of an
 * organisation of its own on the plan named, created in the order given: strangers, and plans
 * without the feature), and one report of `file` uploaded by the owner and ready.
 */
export const teamWithReport = async <K extends string, R extends TeamRole = TeamRole>(
  plan: PlanId,
  others: Record<K, PlanId>,
  file: { fileName: string; data: Buffer | string },
  // Without `roles` nothing names R, so it is the default, all three: the list matches it.
  { label, roles = TEAM_ROLES as readonly TeamRole[] as readonly R[] }: TeamOptions<R> = {},
) => {
  const t: TestApp = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  const owner = await createAccount(t, { plan });
  const team = {} as Record<R, Account>;
  for (const role of roles) team[role] = await addMember(t, owner, role);
  const accounts = {} as Record<K, Account>;
  for (const [name, otherPlan] of Object.entries(others) as [K, PlanId][]) {
    accounts[name] = await createAccount(t, { plan: otherPlan });
  }
  const report = await uploadAndWait(t, owner, file, label);
  expect(report.report_ready, JSON.stringify(report.error_details)).toBe(true);
  return { t, owner, ...team, others: accounts, reportId: report.id };
};
