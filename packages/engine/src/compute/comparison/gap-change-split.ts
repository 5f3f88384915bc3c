import type { EmployeeInput } from '#employee-input.ts';
import { round2 } from '#rounding.ts';
import type { SalaryTable } from '#salary-table.ts';
import { tableOf } from '#table-rows.ts';
import { gapsOf } from '../indicators/gap.ts';
import { payColumns } from '../indicators/hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from '../indicators/indicator-options.ts';

/** The change of pay_gap_mean split by who caused it, in percentage points (rounded to 0.01). */
export type GapChangeSplit = { stayers: number; leavers: number; joiners: number };

type Person = { female: number; pay: number };

/** Each person's total pay per FTE (the pay of pay_gap_mean), by ID. */
function peopleOf(table: SalaryTable, options: IndicatorOptions): Map<string, Person> {
  const pay = payColumns(table, resolveIndicatorOptions(options));
  const people = new Map<string, Person>();
  table.id.forEach((id, i) => {
    people.set(id, { female: table.female[i] as number, pay: pay.totalPerFte[i] as number });
  });
  return people;
}

function meanGap(people: readonly Person[], minGroupSize: number): number | null {
  const values = new Float64Array(people.map((p) => p.pay));
  const female = new Uint8Array(people.map((p) => p.female));
  return gapsOf(values, female, minGroupSize).mean;
}

/**
 * Splits the change of the mean pay gap (pay_gap_mean, per FTE) from an earlier file to a later
 * one, matched by ID. Stayers are IDs in both files with the same gender (someone whose
 * gender differs counts as a leaver and a joiner), leavers only in the earlier one, joiners
 * only in the later one. The gap G is taken over four populations in turn:
 *   G0 = the earlier file;
 *   G1 = the earlier file with the stayers' pay replaced by their later pay;
 *   G2 = G1 without the leavers (the stayers at their later pay);
 *   G3 = G2 with the joiners = the later file;
 * stayers = G1 − G0, leavers = G2 − G1, joiners = G3 − G2. Each difference is taken between
 * the gaps rounded to 0.01, so the three add up exactly to the change of the rounded gaps the
 * reports show, each within 0.01 of its unrounded value. Null when the files share no ID or a
 * step's population has fewer women or men than the minimum group size (its gap is withheld).
 */
export function gapChangeSplit(
  earlier: SalaryTable | readonly EmployeeInput[],
  later: SalaryTable | readonly EmployeeInput[],
  options: IndicatorOptions = {},
): GapChangeSplit | null {
  const { minGroupSize } = resolveIndicatorOptions(options);
  const before = peopleOf(tableOf(earlier), options);
  const after = peopleOf(tableOf(later), options);
  const stays = (id: string, p: Person) => after.get(id)?.female === p.female;
  const stayerIds = [...before].filter(([id, p]) => stays(id, p)).map(([id]) => id);
  if (stayerIds.length === 0) return null;
  const stayersAfter = stayerIds.map((id) => after.get(id) as Person);
  const leavers = [...before].filter(([id, p]) => !stays(id, p)).map(([, p]) => p);
  const stayerSet = new Set(stayerIds);
  const joiners = [...after].filter(([id]) => !stayerSet.has(id)).map(([, p]) => p);
  const gaps = [
    meanGap([...before.values()], minGroupSize),
    meanGap([...stayersAfter, ...leavers], minGroupSize),
    meanGap(stayersAfter, minGroupSize),
    meanGap([...stayersAfter, ...joiners], minGroupSize),
  ];
  if (gaps.some((g) => g === null)) return null;
  const [g0, g1, g2, g3] = (gaps as number[]).map(round2) as [number, number, number, number];
  // Differences of values with two decimals, rounded again to drop binary noise (0.1 + 0.2).
  return { stayers: round2(g1 - g0), leavers: round2(g2 - g1), joiners: round2(g3 - g2) };
}
