import { matchPath } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import type { MeResponse } from '@parytet/contract/users';
import { buildLink } from '../../../lib/build-link.ts';
import { paths } from '../../../lib/paths.ts';
import { defaultReport } from '../../../lib/reports/report-list.ts';

export type NavKey =
  'payGap' | 'salaryRanges' | 'employees' | 'benchmarking' | 'chat' | 'upgradePlan';
export type DisabledReason = 'needsReport' | 'comingSoon' | 'needsChat';

export type NavItem = {
  key: NavKey;
  /** null when the item is disabled. */
  to: string | null;
  disabledReason: DisabledReason | null;
  active: boolean;
};

const REPORT_PATTERNS = [
  paths.main.payGapBase,
  paths.main.payGapAdjusted,
  paths.main.employees,
  paths.main.salaryRangesBase,
  paths.main.salaryRangesExtended,
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
  return buildLink(paths.main.payGapBase, { id });
};

/**
 * The sidebar's buttons and their enabling rules (spec §2): employees and salary ranges need a
 * report, chat needs `can_use_chat`, benchmarking and upgrade plan are never enabled.
 */
export const buildNavItems = ({
  user,
  reports,
  pathname,
}: {
  user: Pick<MeResponse, 'can_use_chat'> | undefined;
  reports: readonly ReportSummary[];
  pathname: string;
}): NavItem[] => {
  const hasReport = reports.length > 0;
  // The report being read stays selected when the user switches sections (issue 12).
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
  });
  return [
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
    item('benchmarking', null, 'comingSoon', null),
    item('chat', paths.chat.root, user?.can_use_chat ? null : 'needsChat', paths.chat.root),
    item('upgradePlan', null, 'comingSoon', null),
  ];
};
