import type { UnexplainedGap } from '@parytet/contract/indicators';
import type { SalaryTable } from '../../salary-table.ts';
import { categoryGaps, type CategoryGaps } from '../indicators/categories.ts';
import { payColumns, type PayColumns } from '../indicators/hourly-pay.ts';
import {
  GAP_THRESHOLD_PERCENT,
  resolveIndicatorOptions,
  type IndicatorOptions,
} from '../indicators/indicator-options.ts';
import { raisedTable } from './raised-table.ts';
import { closeUnexplainedGap } from './unexplained-goal.ts';
import { waterFill } from './water-fill.ts';

/** Where every flagged category's total-pay gap is brought: a hundredth under the threshold. */
export const OPTIMISE_TARGET_PERCENT = GAP_THRESHOLD_PERCENT - 0.01;

export type OptimiseGoal = 'flags' | 'unexplained' | 'both';
type OpenReason = 'budget' | 'band_max' | 'no_one_to_raise';

export type OptimiseInput = {
  /** The pay the raises start from (the report's, or with the current proposals on it). */
  table: SalaryTable;
  options: IndicatorOptions;
  /** How far each person's FTE pay may rise (bandHeadroom); Infinity for no limit. */
  headroom: Float64Array;
  goal: OptimiseGoal;
  /** Money per month the optimised raises may cost; Infinity when the budget does not bind. */
  budget: number;
};

export type OptimisedCategory = {
  category: string;
  raisedGender: 'female' | 'male';
  /** Unrounded total-pay gaps (decisions §8) before and after every optimised raise. */
  gapBefore: number;
  gapAfter: number;
  people: number;
  total: number;
  closed: boolean;
  openReason: OpenReason | null;
};

export type OptimiseResult = {
  /** Money paid per month, per row, to the cent. */
  raises: Float64Array;
  total: number;
  people: number;
  categories: OptimisedCategory[];
  /** The unexplained-gap goal's outcome; null for `flags` alone or without a fit. */
  unexplained: { before: UnexplainedGap; after: UnexplainedGap; closed: boolean } | null;
};

type CategoryPlan = {
  category: CategoryGaps;
  raisedGender: 'female' | 'male';
  members: number[];
  cents: Int32Array | null;
  total: number;
};

/** The flagged category's water-filling: its lower-paid gender lifted until the gap is 4.99 %. */
function planCategory(c: CategoryGaps, pay: PayColumns, headroom: Float64Array): CategoryPlan {
  const raisedGender = (c.total as number) > 0 ? 'female' : 'male';
  const want = raisedGender === 'female' ? 1 : 0;
  let own = 0;
  let other = 0;
  const members: number[] = [];
  for (const i of c.members) {
    if (pay.female[i] === want) {
      own += pay.totalPerFte[i] as number;
      members.push(i);
    } else other += pay.totalPerFte[i] as number;
  }
  const otherMean = other / (c.members.length - members.length);
  const target =
    raisedGender === 'female'
      ? otherMean * (1 - OPTIMISE_TARGET_PERCENT / 100)
      : otherMean / (1 + OPTIMISE_TARGET_PERCENT / 100);
  const need = target * members.length - own;
  const cents =
    members.length === 0
      ? null
      : waterFill(
          members.map((i) => pay.totalPerFte[i] as number),
          members.map((i) => pay.fte[i] as number),
          members.map((i) => headroom[i] as number),
          need,
        );
  let total = 0;
  if (cents !== null) for (const c of cents) total += c;
  return { category: c, raisedGender, members, cents, total: total / 100 };
}

const closedEnough = (gap: number | null) =>
  gap === null || Math.abs(gap) <= OPTIMISE_TARGET_PERCENT;

/**
 * The cheapest raises that close the flags (decisions §10): in every flagged category the
 * lower-paid gender's lowest FTE total pay is lifted first (water-filling) until the category's
 * unrounded total-pay gap is 4.99 %: for a given category, the least money that rule allows,
 * since only the raised gender's mean moves the gap and every cent of it goes to the lowest
 * paid. Nobody is lowered, band maxima hold unless `headroom` is unbounded. Within a budget,
 * the cheapest categories are closed first (the most flags closed for the money); the rest stay
 * open. The `unexplained` goal then runs its heuristic (unexplained-goal.ts) on the result.
 */
export function optimiseRaises(input: OptimiseInput): OptimiseResult {
  const { table, options, headroom } = input;
  const resolved = resolveIndicatorOptions(options);
  const pay = payColumns(table, resolved);
  const categories = categoryGaps(table, pay, resolved.positionCategories, resolved.minGroupSize);
  const raises = new Float64Array(table.length);
  const wantsFlags = input.goal !== 'unexplained';
  const plans = wantsFlags
    ? categories.filter((c) => c.flagged).map((c) => planCategory(c, pay, headroom))
    : [];
  const open = new Map<string, OpenReason>();
  let left = input.budget;
  for (const plan of [...plans].sort((a, b) => a.total - b.total)) {
    const name = plan.category.category;
    if (plan.members.length === 0) open.set(name, 'no_one_to_raise');
    else if (plan.cents === null) open.set(name, 'band_max');
    else if (plan.total > left + 1e-9) open.set(name, 'budget');
    else {
      left -= plan.total;
      plan.members.forEach((i, k) => (raises[i] = ((plan.cents as Int32Array)[k] as number) / 100));
    }
  }
  // Rounding a raised Base Salary to the cent can leave a gap a hair above 4.99 %: a cent more
  // to the lowest paid of the raised gender until the engine's own gap reads 4.99 % or less.
  nudgeUntilClosed(
    table,
    raises,
    plans.filter((p) => !open.has(p.category.category)),
    headroom,
    resolved,
  );
  let unexplained: OptimiseResult['unexplained'] = null;
  if (input.goal !== 'flags') {
    const outcome = closeUnexplainedGap(raisedTable(table, raises), options, headroom, left);
    if (outcome !== null) {
      for (let i = 0; i < raises.length; i++) {
        raises[i] = Math.round(((raises[i] as number) + (outcome.raises[i] as number)) * 100) / 100;
      }
      unexplained = { before: outcome.before, after: outcome.after, closed: outcome.closed };
    }
  }
  const after = categoryGaps(
    raisedTable(table, raises),
    payColumns(raisedTable(table, raises), resolved),
    resolved.positionCategories,
    resolved.minGroupSize,
  );
  const gapOf = new Map(after.map((c) => [c.category, c.total]));
  let total = 0;
  let people = 0;
  for (const r of raises) {
    total += Math.round(r * 100);
    if (r > 0) people++;
  }
  return {
    raises,
    total: total / 100,
    people,
    unexplained,
    categories: plans.map((plan) => {
      const name = plan.category.category;
      let sum = 0;
      let raised = 0;
      for (const i of plan.members) {
        sum += Math.round((raises[i] as number) * 100);
        if ((raises[i] as number) > 0) raised++;
      }
      const gapAfter = gapOf.get(name) ?? null;
      return {
        category: name,
        raisedGender: plan.raisedGender,
        gapBefore: plan.category.total as number,
        gapAfter: gapAfter ?? (plan.category.total as number),
        people: raised,
        total: sum / 100,
        closed: !open.has(name) && closedEnough(gapAfter),
        openReason: open.get(name) ?? null,
      };
    }),
  };
}

/**
 * A cent more to the lowest paid of the raised gender (with room in their band) of every closed
 * category whose gap, by the engine's own function on the raised file, still reads above 4.99 %.
 */
function nudgeUntilClosed(
  table: SalaryTable,
  raises: Float64Array,
  plans: readonly CategoryPlan[],
  headroom: Float64Array,
  resolved: ReturnType<typeof resolveIndicatorOptions>,
): void {
  for (let round = 0; round < 100; round++) {
    const raised = raisedTable(table, raises);
    const pay = payColumns(raised, resolved);
    const gaps = categoryGaps(raised, pay, resolved.positionCategories, resolved.minGroupSize);
    const gapOf = new Map(gaps.map((c) => [c.category, c.total]));
    let nudged = false;
    for (const plan of plans) {
      if (closedEnough(gapOf.get(plan.category.category) ?? null)) continue;
      let lowest = -1;
      for (const i of plan.members) {
        const fte = pay.fte[i] as number;
        const room = (headroom[i] as number) - (raises[i] as number) / fte;
        if (room < 0.01 / fte) continue;
        if (lowest < 0 || (pay.totalPerFte[i] as number) < (pay.totalPerFte[lowest] as number)) {
          lowest = i;
        }
      }
      if (lowest < 0) continue;
      raises[lowest] = Math.round(((raises[lowest] as number) + 0.01) * 100) / 100;
      nudged = true;
    }
    if (!nudged) return;
  }
}
