import { round2 } from '#rounding.ts';

export type MeritBudgetInput = { kind: 'percent' | 'amount'; value: number };

/**
 * A cycle's budget in money per month: `amount` as given; `percent` of the monthly base pay
 * actually paid to everyone in the report (not full-time equivalents: it is what payroll pays),
 * to the cent.
 */
export function meritBudgetTotal(baseSalary: Float64Array, budget: MeritBudgetInput): number {
  if (budget.kind === 'amount') return budget.value;
  let sum = 0;
  for (let i = 0; i < baseSalary.length; i++) sum += baseSalary[i] as number;
  return round2((sum * budget.value) / 100);
}
