import { describe, expect, it } from 'vitest';
import { defaultPlanFeatures } from '@parytet/contract/features';
import { defaultPlanLimits, planIds, type Plan } from '@parytet/contract/plans';
import type { ReportSummary } from '@parytet/contract/reports';
import { activeReportId, buildNavItems, reportLink } from './nav-items.ts';

const report = (id: string, ready = true, failed = false): ReportSummary => ({
  id,
  label: `Report ${id}`,
  report_ready: ready,
  report_failed: failed,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  records: 10,
  created_at: '2026-01-01T00:00:00Z',
});

const byKey = (items: ReturnType<typeof buildNavItems>) =>
  Object.fromEntries(items.map((item) => [item.key, item]));

describe('sidebar navigation rules', () => {
  it('without reports: employees and salary ranges disabled, pay gap open', () => {
    const items = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.GURU, role: 'owner' },
        reports: [],
        pathname: '/main/pay-gap/new',
      }),
    );
    expect(items.payGap).toMatchObject({ to: '/main/pay-gap', active: true, disabledReason: null });
    expect(items.salaryRanges).toMatchObject({ to: null, disabledReason: 'needsReport' });
    expect(items.employees).toMatchObject({ to: null, disabledReason: 'needsReport' });
  });

  it('benchmarking opens on a plan that has it; upgrade plan stays disabled', () => {
    const items = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.GURU, role: 'owner' },
        reports: [report('a')],
        pathname: '/main',
      }),
    );
    expect(items.benchmarking).toMatchObject({
      to: '/main/benchmarking',
      disabledReason: null,
      lock: null,
      active: false,
    });
    expect(items.upgradePlan?.disabledReason).toBe('comingSoon');
    const inSection = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.GURU, role: 'viewer' },
        reports: [report('a'), report('b')],
        pathname: '/main/benchmarking/b/mapping',
      }),
    );
    expect(inSection.benchmarking).toMatchObject({
      to: '/main/benchmarking/b/comparison',
      active: true,
    });
    // The report on screen carries over to the other sections, and a report picked in the
    // sidebar opens in the benchmarking view the user is in.
    expect(inSection.payGap?.to).toBe('/main/pay-gap/b/base');
    expect(reportLink('/main/benchmarking/b/mapping', 'a')).toBe('/main/benchmarking/a/mapping');
    expect(reportLink('/main/benchmarking/b/comparison', 'a')).toBe(
      '/main/benchmarking/a/comparison',
    );
    expect(reportLink('/main/benchmarking/sharing', 'a')).toBe('/main/benchmarking/a/comparison');
  });

  it('a feature outside the plan links to the plans, naming the first plan that unlocks it', () => {
    const plans: Plan[] = planIds.map((id) => ({
      id,
      title: id[0] + id.slice(1).toLowerCase(),
      features: [],
      enabled: defaultPlanFeatures[id],
      limits: defaultPlanLimits[id],
    }));
    const starter = { features: defaultPlanFeatures.STARTER, role: 'owner' as const };
    const off = byKey(buildNavItems({ user: starter, reports: [], pathname: '/', plans }));
    const on = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.PRO, role: 'owner' },
        reports: [],
        pathname: '/',
        plans,
      }),
    );
    expect(off.chat).toEqual({
      key: 'chat',
      to: '/main/profile#plans-heading',
      disabledReason: null,
      active: false,
      lock: { planTitle: 'Pro' },
    });
    // Pay transparency stays open (its section explains the plan) and carries the lock.
    expect(off.reporting).toMatchObject({
      to: '/main/pay-transparency',
      lock: { planTitle: 'Guru' },
    });
    expect(on.chat).toMatchObject({ to: '/chat', disabledReason: null, lock: null });
    // Salary bands (MASTER and above) are locked like the chat, naming the plan that has them.
    expect(off.salaryBands).toMatchObject({
      to: '/main/profile#plans-heading',
      lock: { planTitle: 'Master' },
    });
    expect(on.salaryBands?.lock).toMatchObject({ planTitle: 'Master' });
    const master = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.MASTER, role: 'viewer' },
        reports: [],
        pathname: '/main/salary-bands/draft',
        plans,
      }),
    );
    expect(master.salaryBands).toMatchObject({
      to: '/main/salary-bands',
      active: true,
      disabledReason: null,
      lock: null,
    });
    // Merit cycles from GURU up: below it a link to the plans naming Guru.
    for (const items of [off, on]) {
      expect(items.meritCycles).toEqual({
        key: 'meritCycles',
        to: '/main/profile#plans-heading',
        disabledReason: null,
        active: false,
        lock: { planTitle: 'Guru' },
      });
    }
    const guru = byKey(
      buildNavItems({
        user: { features: defaultPlanFeatures.GURU, role: 'viewer' },
        reports: [],
        pathname: '/main/merit-cycles/abc/impact',
        plans,
      }),
    );
    expect(guru.meritCycles).toMatchObject({ to: '/main/merit-cycles', active: true, lock: null });
    // Benchmarking: locked on STARTER and PRO with the plan that unlocks it (Master).
    for (const items of [off, on]) {
      expect(items.benchmarking).toEqual({
        key: 'benchmarking',
        to: '/main/profile#plans-heading',
        disabledReason: null,
        active: false,
        lock: { planTitle: 'Master' },
      });
    }
    // Before the user loads nothing is offered yet.
    const loading = byKey(buildNavItems({ user: undefined, reports: [], pathname: '/' }));
    expect(loading.chat).toMatchObject({ to: null, lock: null });
    expect(loading.benchmarking).toMatchObject({
      to: null,
      lock: null,
      disabledReason: 'checkingPlan',
    });
  });

  it('a viewer has no employee table (per-person pay, decisions §9)', () => {
    const viewer = { features: defaultPlanFeatures.GURU, role: 'viewer' as const };
    const items = byKey(buildNavItems({ user: viewer, reports: [report('a')], pathname: '/main' }));
    expect(items.employees).toBeUndefined();
    expect(items.salaryRanges?.to).toBe('/main/salary-ranges');
    expect(items.reporting?.lock).toBeNull();
  });

  it('employees opens the report on screen, else the first ready one', () => {
    const reports = [report('processing', false), report('ready'), report('other')];
    const onReport = byKey(
      buildNavItems({ user: undefined, reports, pathname: '/main/pay-gap/other/adjusted' }),
    );
    expect(onReport.employees?.to).toBe('/main/employees/other');
    const elsewhere = byKey(buildNavItems({ user: undefined, reports, pathname: '/main/profile' }));
    expect(elsewhere.employees?.to).toBe('/main/employees/ready');
    expect(elsewhere.salaryRanges?.to).toBe('/main/salary-ranges');
  });

  it('keeps the report being read when switching sections', () => {
    const reports = [report('latest'), report('older')];
    const fromAdjusted = byKey(
      buildNavItems({ user: undefined, reports, pathname: '/main/pay-gap/older/adjusted' }),
    );
    expect(fromAdjusted.salaryRanges?.to).toBe('/main/salary-ranges/older/base');
    expect(fromAdjusted.employees?.to).toBe('/main/employees/older');
    const fromRanges = byKey(
      buildNavItems({ user: undefined, reports, pathname: '/main/salary-ranges/older/extended' }),
    );
    expect(fromRanges.payGap?.to).toBe('/main/pay-gap/older/base');
    expect(fromRanges.payGap?.active).toBe(false);
    expect(fromRanges.salaryRanges?.active).toBe(true);
  });

  it('marks the section the user is in', () => {
    const items = byKey(
      buildNavItems({
        user: undefined,
        reports: [report('a')],
        pathname: '/main/salary-ranges/a/extended',
      }),
    );
    expect(items.salaryRanges?.active).toBe(true);
    expect(items.payGap?.active).toBe(false);
  });
});

describe('report links', () => {
  it('open a report in the current section', () => {
    expect(reportLink('/main/employees/x', 'y')).toBe('/main/employees/y');
    expect(reportLink('/main/salary-ranges/x/extended', 'y')).toBe('/main/salary-ranges/y/base');
    expect(reportLink('/main/pay-gap/x/adjusted', 'y')).toBe('/main/pay-gap/y/base');
    expect(reportLink('/main/profile', 'y')).toBe('/main/pay-gap/y/base');
    expect(reportLink('/main/salary-bands', 'y')).toBe('/main/salary-bands/y/people');
  });

  it('know which report the URL shows', () => {
    expect(activeReportId('/main/pay-gap/abc/base')).toBe('abc');
    expect(activeReportId('/main/employees/abc')).toBe('abc');
    expect(activeReportId('/main/salary-bands/abc/people')).toBe('abc');
    expect(activeReportId('/main/pay-gap/new')).toBeNull();
    expect(activeReportId('/main/profile')).toBeNull();
  });
});
