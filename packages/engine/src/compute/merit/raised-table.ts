import type { SalaryTable } from '#salary-table.ts';

/**
 * A monthly base salary after a raise, to the cent. Raises are money actually paid (a
 * part-timer's raise is on their part-time amount); a person without a raise keeps their pay to
 * the bit, so a cycle without raises moves no figure.
 */
export const raisedPay = (base: number, raise: number): number =>
  raise === 0 ? base : Math.round((base + raise) * 100) / 100;

/**
 * The salary file after the raises (`raises[i]` for row i, money paid per month): Base Salary
 * raised, every other column the same. Every figure "after" a merit cycle is the engine's normal
 * computation over this table, never a formula of its own.
 */
export function raisedTable(table: SalaryTable, raises: Float64Array): SalaryTable {
  const baseSalary = new Float64Array(table.length);
  for (let i = 0; i < table.length; i++) {
    baseSalary[i] = raisedPay(table.baseSalary[i] as number, raises[i] ?? 0);
  }
  return { ...table, baseSalary };
}

/** The sum of the raises, to the cent. */
export function raisesTotal(raises: Float64Array): number {
  let cents = 0;
  for (let i = 0; i < raises.length; i++) cents += Math.round((raises[i] as number) * 100);
  return cents / 100;
}

/** How many people get a raise. */
export function peopleRaised(raises: Float64Array): number {
  let n = 0;
  for (let i = 0; i < raises.length; i++) if ((raises[i] as number) > 0) n++;
  return n;
}
