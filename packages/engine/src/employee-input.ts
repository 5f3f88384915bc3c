/** One validated row of the salary file. */
export type EmployeeInput = {
  id: string;
  gender: 'female' | 'male';
  level: string;
  position: string;
  location: string | null;
  /** Unpaid days of absence in the reporting year, 0..workingDays. */
  daysOff: number;
  /** Gross monthly base salary, > 0. */
  baseSalary: number;
  /** Yearly total of bonuses and benefits, >= 0. */
  bonuses: number;
  // Optional columns (EU indicators): present only when the file has the column.
  /** FTE column: fraction of full time, 0 < x ≤ 1; null = empty cell = full time. */
  fte?: number | null;
  /** Weekly Hours column: contractual hours a week, 0 < x ≤ 168; null = full time. */
  weeklyHours?: number | null;
  /** Category column: the category of workers of equal value; null = the default one. */
  category?: string | null;
  yearsOfService?: number | null;
  age?: number | null;
  education?: string | null;
  /** Performance column: a rating (1–5 or the organisation's labels); read by merit cycles. */
  performance?: string | null;
};
