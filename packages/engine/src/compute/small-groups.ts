import type {
  AdjustedReportData,
  AdjustedReportView,
  BaseReportData,
  BaseReportView,
  ExtendedSalaryRangesData,
  ExtendedSalaryRangesView,
  SalaryRangesData,
  SalaryRangesView,
  SmallGroupReason,
} from '@parytet/contract/reports';

/**
 * Over fewer people than the minimum group size, but not over none: a figure over one or two
 * people is their pay, while a group nobody is in reveals nobody (decisions §5, §9).
 */
export const isSmallGroup = (count: number, minGroupSize: number): boolean =>
  count > 0 && count < minGroupSize;

/**
 * Who reads a view: `withhold` = a viewer (aggregates only: figures over small groups become
 * null); otherwise the HR team, who see them marked.
 */
export type SmallGroupRule = { minGroupSize: number; withhold: boolean };

type Headcounts = { total: number; women: number; men: number };

/**
 * Why a figure over everyone in a group is small: the group itself, or a gender within it. A
 * level of one woman and three men has its everyone-average withheld too, as the men's average
 * beside it would give her pay by difference.
 */
const mixedReasons = (counts: Headcounts, min: number): SmallGroupReason[] => [
  ...(isSmallGroup(counts.total, min) ? (['few_people'] as const) : []),
  ...(isSmallGroup(counts.women, min) ? (['few_women'] as const) : []),
  ...(isSmallGroup(counts.men, min) ? (['few_men'] as const) : []),
];

/**
 * The one rule for figures over small groups, for one row: `over(value, count, reason)` gives a
 * one-gender figure as the reader may see it (null when withheld) and notes the reason;
 * `overAll(value, counts)` does the same for a figure over everyone in the row; `marks()` is
 * what the row carries beside its figures. A minimum or maximum over a group is a figure over
 * that group, like its average or median.
 */
export const smallGroupMarker = (rule: SmallGroupRule) => {
  const reasons: SmallGroupReason[] = [];
  const note = (value: number | null, why: readonly SmallGroupReason[]) => {
    if (value === null || why.length === 0) return value;
    for (const r of why) if (!reasons.includes(r)) reasons.push(r);
    return rule.withhold ? null : value;
  };
  const over = (value: number | null, count: number, reason: SmallGroupReason) =>
    note(value, isSmallGroup(count, rule.minGroupSize) ? [reason] : []);
  const overAll = (value: number | null, counts: Headcounts) =>
    note(value, mixedReasons(counts, rule.minGroupSize));
  const marks = () => ({ small_group: reasons.length > 0, small_group_reasons: [...reasons] });
  return { over, overAll, marks };
};

/** Base report: the women's figures are over the file's women, the men's over its men. */
const withholdBase = (data: BaseReportData, rule: SmallGroupRule): BaseReportView => {
  const { over, marks } = smallGroupMarker(rule);
  const measure = (m: BaseReportData['mean']['base_salary']) => ({
    women: over(m.women, data.number_of_women, 'few_women'),
    men: over(m.men, data.number_of_men, 'few_men'),
    pay_gap_percentage: m.pay_gap_percentage,
  });
  const set = (s: BaseReportData['mean']) => ({
    base_salary: measure(s.base_salary),
    salary_considering_free_days: measure(s.salary_considering_free_days),
    salary_with_bonuses: measure(s.salary_with_bonuses),
  });
  const mean = set(data.mean);
  const median = set(data.median);
  return {
    number_of_women: data.number_of_women,
    number_of_men: data.number_of_men,
    mean,
    median,
    ...marks(),
    min_group_size: rule.minGroupSize,
  };
};

const withholdAdjusted = (data: AdjustedReportData, rule: SmallGroupRule): AdjustedReportView => {
  const rows = (table: AdjustedReportData['w1']) =>
    table.map((row) => {
      const { over, marks } = smallGroupMarker(rule);
      return {
        ...row,
        average_salary_women: over(row.average_salary_women, row.number_of_women, 'few_women'),
        average_salary_men: over(row.average_salary_men, row.number_of_men, 'few_men'),
        ...marks(),
      };
    });
  return {
    w1: rows(data.w1),
    w2: rows(data.w2),
    w1_weighted_pay_gap_percentage: data.w1_weighted_pay_gap_percentage,
    w2_weighted_pay_gap_percentage: data.w2_weighted_pay_gap_percentage,
    min_group_size: rule.minGroupSize,
  };
};

const withholdRanges = (data: SalaryRangesData, rule: SmallGroupRule): SalaryRangesView => ({
  ranges: data.ranges.map((r) => {
    const { overAll, marks } = smallGroupMarker(rule);
    const counts = { total: r.total_people, women: r.number_of_women, men: r.number_of_men };
    const all = (value: number | null) => overAll(value, counts);
    return {
      ...r,
      average: all(r.average),
      median: all(r.median),
      min_salary: all(r.min_salary),
      max_salary: all(r.max_salary),
      ...marks(),
    };
  }),
  min_group_size: rule.minGroupSize,
});

const withholdExtended = (
  data: ExtendedSalaryRangesData,
  rule: SmallGroupRule,
): ExtendedSalaryRangesView => ({
  ranges: data.ranges.map((level) => ({
    level: level.level,
    positions: level.positions.map((p) => {
      const { over, overAll, marks } = smallGroupMarker(rule);
      const counts = { total: p.total_people, women: p.number_of_women, men: p.number_of_men };
      return {
        ...p,
        average: overAll(p.average, counts),
        median: overAll(p.median, counts),
        women_average_salary: over(p.women_average_salary, p.number_of_women, 'few_women'),
        men_average_salary: over(p.men_average_salary, p.number_of_men, 'few_men'),
        ...marks(),
      };
    }),
  })),
  min_group_size: rule.minGroupSize,
});

/**
 * Every stored report view as its reader may see it: figures over small groups marked for the
 * HR team, withheld (null, beside `small_group: true` and the reasons) for a viewer. Gaps need
 * the minimum of both genders and are already null for everyone (stats.ts `payGap`).
 */
export const withholdSmallGroups = {
  base: withholdBase,
  adjusted: withholdAdjusted,
  salary_ranges: withholdRanges,
  extended_salary_ranges: withholdExtended,
};
