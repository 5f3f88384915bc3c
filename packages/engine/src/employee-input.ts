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
};
