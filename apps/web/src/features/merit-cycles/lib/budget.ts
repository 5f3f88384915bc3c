import type { MeritBudget } from '@parytet/contract/merit-cycles';

/** The share of the budget used, in percent (0 when there is no budget to use). */
export const budgetShare = (budget: Pick<MeritBudget, 'total' | 'used'>): number =>
  budget.total > 0 ? (budget.used / budget.total) * 100 : budget.used > 0 ? 100 : 0;
