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

/**
 * The set-up of a plan feature's tests: an app with its queues, an owner on `plan` with an
 * admin, a member and a viewer, `others` (each the owner of an organisation of its own on the
 * plan named, created in the order given: strangers, and plans without the feature), and one
 * report of `file` uploaded by the owner and ready.
 */
export const teamWithReport = async <K extends string>(
  plan: PlanId,
  others: Record<K, PlanId>,
  file: { fileName: string; data: Buffer | string },
) => {
  const t: TestApp = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  const owner = await createAccount(t, { plan });
  const admin = await addMember(t, owner, 'admin');
  const member = await addMember(t, owner, 'member');
  const viewer = await addMember(t, owner, 'viewer');
  const accounts = {} as Record<K, Account>;
  for (const [name, otherPlan] of Object.entries(others) as [K, PlanId][]) {
    accounts[name] = await createAccount(t, { plan: otherPlan });
  }
  const report = await uploadAndWait(t, owner, file);
  expect(report.report_ready, JSON.stringify(report.error_details)).toBe(true);
  return { t, owner, admin, member, viewer, others: accounts, reportId: report.id };
};
