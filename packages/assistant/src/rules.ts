import type { Seniority } from '#types.ts';

/**
 * Fixed numbers the assistant states that come from neither a report nor the reference table:
 * the spec's seniority guide, the methodology and the EU Directive 2023/970 (see
 * shared/spec/eu-directive-notes.md). Cited figures name these by key.
 */
export const RULES = {
  'seniority.entry.from': 0,
  'seniority.junior.from': 1,
  'seniority.mid.from': 3,
  'seniority.senior.from': 5,
  'seniority.staff.from': 10,
  'methodology.working_days': 250,
  'methodology.min_group_size': 3,
  'directive.jpa_threshold_percent': 5,
  'directive.jpa_remedy_months': 6,
  'directive.transposition_date': 20260607,
  'directive.first_report_date': 20270607,
  'directive.first_report_small_date': 20310607,
  'directive.large_employer_workers': 250,
  'directive.medium_employer_workers': 150,
  'directive.medium_employer_workers_max': 249,
  'directive.small_employer_workers': 100,
  'directive.small_employer_workers_max': 149,
  'directive.report_interval_years': 3,
  'directive.information_request_months': 2,
} as const;
export type RuleId = keyof typeof RULES;

export const SENIORITY_ORDER: readonly Seniority[] = ['entry', 'junior', 'mid', 'senior', 'staff'];

/** The spec's guide: entry 0–1 years, junior 1–3, mid 3–5, senior 5–10, staff 10+. */
export function seniorityForYears(years: number): Seniority {
  if (years >= RULES['seniority.staff.from']) return 'staff';
  if (years >= RULES['seniority.senior.from']) return 'senior';
  if (years >= RULES['seniority.mid.from']) return 'mid';
  if (years >= RULES['seniority.junior.from']) return 'junior';
  return 'entry';
}
