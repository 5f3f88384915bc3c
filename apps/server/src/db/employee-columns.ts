/**
 * The columns of a report's employee tables (migration 0200), in table order: what the COPY
 * that stores them and the reads that skip the view name, from one list.
 */
export const EMPLOYEE_ROW_COLUMNS = [
  'report_id',
  'ordinal',
  'employee_id',
  'gender',
  'level',
  'position',
  'location',
  // Money, each a bigint of hundredths.
  'salary',
  'salary_difference',
  'pay_gap',
] as const;

/** A level's or a position's figures, after its key columns. */
export const GROUP_FIGURE_COLUMNS = [
  'mean_salary',
  'women_mean_salary',
  'men_mean_salary',
  'women_count',
  'men_count',
] as const;
