import type { UnexplainedGap } from '@parytet/contract/reporting/indicators';
import type { SalaryTable } from '#salary-table.ts';
import { payColumns } from '../indicators/hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from '../indicators/indicator-options.ts';
import { raisedTable } from './raised-table.ts';
import { predictedPay, unexplainedGapOf } from './unexplained.ts';

/** Floors tried above the prediction when raising everyone to it is not enough. */
const FLOORS_ABOVE = [1, 1.1, 1.25, 1.5];
const BISECTION_STEPS = 16;

const ceilCent = (x: number) => Math.ceil(x * 100 - 1e-9) / 100;

/**
 * The unexplained-gap goal, a heuristic (the regression is refitted, so no closed form gives the
 * cheapest raises): everyone of the gender the model finds paid less whose FTE total pay is
 * below F × what the objective factors predict for them (the parytet model's prediction without
 * the gender term, as cost to close reads it) is raised to that floor, rounded up to the cent,
 * within their band. F is the lowest floor, found by bisection, at which the chosen model's test
 * no longer finds the gap above tolerance. Null without a fit; `closed: false` (and no raises)
 * when no floor up to 1.5 × the prediction closes it, or its cost is over `budget`.
 */
export function closeUnexplainedGap(
  table: SalaryTable,
  options: IndicatorOptions,
  headroom: Float64Array,
  budget: number,
): { raises: Float64Array; before: UnexplainedGap; after: UnexplainedGap; closed: boolean } | null {
  const before = unexplainedGapOf(table, options);
  if (before === null) return null;
  const none = new Float64Array(table.length);
  if (!before.above_tolerance) return { raises: none, before, after: before, closed: true };
  const predicted = predictedPay(table, options);
  if (predicted === null) return { raises: none, before, after: before, closed: false };
  const pay = payColumns(table, resolveIndicatorOptions(options));
  const want = before.coefficient < 0 ? 1 : 0;
  const people: number[] = [];
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < table.length; i++) {
    if (pay.female[i] !== want) continue;
    people.push(i);
    lowest = Math.min(lowest, (pay.totalPerFte[i] as number) / (predicted[i] as number));
  }
  const raisesAt = (floor: number) => {
    const raises = new Float64Array(table.length);
    for (const i of people) {
      const rise = floor * (predicted[i] as number) - (pay.totalPerFte[i] as number);
      if (rise <= 0) continue;
      const fte = pay.fte[i] as number;
      raises[i] = ceilCent(Math.min(rise, headroom[i] as number) * fte);
    }
    return raises;
  };
  const attempt = (floor: number) => {
    const raises = raisesAt(floor);
    const gap = unexplainedGapOf(raisedTable(table, raises), options);
    return { raises, gap, closed: gap !== null && !gap.above_tolerance };
  };
  let high: ReturnType<typeof attempt> | null = null;
  let highFloor = 0;
  for (const floor of FLOORS_ABOVE) {
    const tried = attempt(floor);
    if (tried.closed) {
      high = tried;
      highFloor = floor;
      break;
    }
  }
  if (high === null) return { raises: none, before, after: before, closed: false };
  let lowFloor = Math.min(lowest, highFloor);
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const mid = (lowFloor + highFloor) / 2;
    const tried = attempt(mid);
    if (tried.closed) {
      high = tried;
      highFloor = mid;
    } else lowFloor = mid;
  }
  let cost = 0;
  for (const r of high.raises) cost += r;
  if (cost > budget + 1e-9) return { raises: none, before, after: before, closed: false };
  return { raises: high.raises, before, after: high.gap ?? before, closed: true };
}
