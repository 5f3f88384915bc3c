import { matchPath } from 'react-router';
import type { FeatureKey } from '@parytet/contract/features';
import { can } from '@parytet/contract/permissions';
import type { Plan } from '@parytet/contract/plans';
import type { ReportSummary } from '@parytet/contract/reports';
import type { MeResponse } from '@parytet/contract/users';
import { buildLink } from '#lib/build-link.ts';
import { paths } from '#lib/paths.ts';
import { PLANS_HREF, unlockPlanTitle } from '#lib/plan-features.ts';
import { defaultReport } from '#lib/reports/report-list.ts';

export type NavKey =
  | 'payGap'
  | 'salaryRanges'
  | 'employees'
  | 'reporting'
  | 'salaryBands'
  | 'meritCycles'
  | 'benchmarking'
  | 'chat'
  | 'upgradePlan';
type DisabledReason = 'needsReport' | 'comingSoon' | 'needsChat' | 'checkingPlan';

export type NavItem = {
  key: NavKey;
  /** null when the item is disabled. */
  to: string | null;
  disabledReason: DisabledReason | null;
  active: boolean;
  /**
   * The plan does not include the item's feature: the item links to the plans and names the
   * first plan that unlocks it (never a dead button).
   */
  lock: { planTitle: string | null | undefined } | null;
};

const REPORT_PATTERNS = [
  paths.main.payGapBase,
  paths.main.payGapAdjusted,
  paths.main.employees,
  paths.main.salaryRangesBase,
  paths.main.salaryRangesExtended,
  paths.main.reportingIndicators,
  paths.main.reportingAssessment,
  paths.main.reportingExports,
  paths.main.salaryBandsPeople,
  paths.main.benchmarkingComparison,
  paths.main.benchmarkingMapping,
];

/** The report the current URL shows, if any. */
export const activeReportId = (pathname: string): string | null => {
  for (const pattern of REPORT_PATTERNS) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id && id !== 'new') return id;
  }
  return null;
};

const inSection = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Spec §2: a report picked in the sidebar opens in the section the user is in. */
export const reportLink = (pathname: string, id: string): string => {
  if (inSection(pathname, '/main/employees')) return buildLink(paths.main.employees, { id });
  if (inSection(pathname, paths.main.salaryRanges)) {
    return buildLink(paths.main.salaryRangesBase, { id });
  }
  if (inSection(pathname, paths.main.reporting)) {
    return buildLink(paths.main.reportingIndicators, { id });
  }
  if (inSection(pathname, paths.main.salaryBands)) {
    return buildLink(paths.main.salaryBandsPeople, { id });
  }
  if (inSection(pathname, paths.main.benchmarking)) {
    const view = matchPath(paths.main.benchmarkingMapping, pathname)
      ? paths.main.benchmarkingMapping
      : paths.main.benchmarkingComparison;
    return buildLink(view, { id });
  }
  return buildLink(paths.main.payGapBase, { id });
};

/**
 * The sidebar's buttons and their enabling rules (spec §2): employees and salary ranges need a
 * report; chat needs its plan feature, and without it is shown locked with the plan that unlocks
 * it; pay transparency stays open (its section explains what unlocks it) but carries the same
 * lock. Merit cycles need their plan feature (GURU and above), locked like chat; so does
 * benchmarking (MASTER and above), which opens on the report on screen. Salary bands (the
 * organisation's own structure) needs no report and is locked like the chat. Upgrade plan stays
 * disabled. The employee table is per-person data: a role the permission map keeps from it (a
 * viewer) has no item for it (decisions §9).
 */
export const buildNavItems = ({
  user,
  reports,
  pathname,
  plans,
}: {
  user: Pick<MeResponse, 'features' | 'role'> | undefined;
  reports: readonly ReportSummary[];
  pathname: string;
  plans?: readonly Plan[];
}): NavItem[] => {
  const hasReport = reports.length > 0;
  // The report being read stays selected when the user switches sections.
  const onScreen = activeReportId(pathname);
  const employeesReport = onScreen ?? defaultReport(reports)?.id;
  const item = (
    key: NavKey,
    to: string | null,
    disabledReason: DisabledReason | null,
    section: string | null,
  ): NavItem => ({
    key,
    to: disabledReason ? null : to,
    disabledReason,
    active: !disabledReason && section !== null && inSection(pathname, section),
    lock: null,
  });
  const lockOf = (feature: FeatureKey) => ({ planTitle: unlockPlanTitle(plans, feature) });
  /** A feature's item: locked (a link to the plans) while the plan lacks it. */
  const gated = (key: NavKey, feature: FeatureKey, open: NavItem): NavItem => {
    if (!user) {
      const waiting = key === 'chat' ? 'needsChat' : 'checkingPlan';
      return { ...open, to: null, disabledReason: open.disabledReason ?? waiting };
    }
    if (user.features[feature]) return open;
    return { key, to: PLANS_HREF, disabledReason: null, active: false, lock: lockOf(feature) };
  };
  const transparency = item(
    'reporting',
    onScreen ? buildLink(paths.main.reportingIndicators, { id: onScreen }) : paths.main.reporting,
    null,
    paths.main.reporting,
  );
  const meritCycles = item('meritCycles', paths.main.meritCycles, null, paths.main.meritCycles);
  const items: NavItem[] = [
    item(
      'payGap',
      onScreen ? buildLink(paths.main.payGapBase, { id: onScreen }) : paths.main.payGap,
      null,
      paths.main.payGap,
    ),
    item(
      'salaryRanges',
      onScreen ? buildLink(paths.main.salaryRangesBase, { id: onScreen }) : paths.main.salaryRanges,
      hasReport ? null : 'needsReport',
      paths.main.salaryRanges,
    ),
    item(
      'employees',
      employeesReport ? buildLink(paths.main.employees, { id: employeesReport }) : null,
      hasReport && employeesReport ? null : 'needsReport',
      '/main/employees',
    ),
    // Always open: without the plan's feature the section shows what unlocks it, and the item
    // says so with the lock the other locked items carry.
    user && !user.features.reporting
      ? { ...transparency, lock: lockOf('reporting') }
      : transparency,
    gated(
      'salaryBands',
      'salary_bands',
      item('salaryBands', paths.main.salaryBands, null, paths.main.salaryBands),
    ),
    // Like chat, without the plan's feature the item links to the plans with the lock; while
    // the user loads it opens the section, whose own gate waits for the plan.
    user ? gated('meritCycles', 'merit_cycle_review', meritCycles) : meritCycles,
    gated(
      'benchmarking',
      'benchmarking',
      item(
        'benchmarking',
        onScreen
          ? buildLink(paths.main.benchmarkingComparison, { id: onScreen })
          : paths.main.benchmarking,
        null,
        paths.main.benchmarking,
      ),
    ),
    gated('chat', 'chat', item('chat', paths.chat.root, null, paths.chat.root)),
    item('upgradePlan', null, 'comingSoon', null),
  ];
  return items.filter((i) => i.key !== 'employees' || !user || can(user.role, 'reports.employees'));
};
