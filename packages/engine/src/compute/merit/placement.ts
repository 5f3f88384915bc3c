import type { SalaryTable } from '#salary-table.ts';
import { DEFAULT_FULL_TIME_WEEKLY_HOURS } from '../full-time-equivalent.ts';
import { bandLookup } from '../salary-bands/band-of.ts';
import { bandPeopleOf } from '../salary-bands/band-people.ts';
import { percentileInc } from '../salary-bands/percentile.ts';
import { fullTimePay, type BandStructure } from '../salary-bands/types.ts';

/** Each person's column of the merit matrix and what their band allows. */
export type MeritPlacement = {
  /** 1 (lowest) to 4. */
  quartile: Uint8Array;
  /** FTE pay on the band's basis ÷ the band's midpoint; NaN without a band. */
  compaRatio: Float64Array;
  /** The band's maximum (FTE, on the band's basis); NaN without a band. */
  bandMax: Float64Array;
  /** FTE pay on the band's basis; NaN without a band. */
  bandPay: Float64Array;
  /** Whether anyone's quartile came from a band. */
  usesBands: boolean;
};

/** Quarter of the band's range from min to max; below min is 1, above max is 4. */
function bandQuartile(pay: number, min: number, mid: number, max: number): number {
  if (pay < min) return 1;
  if (pay > max) return 4;
  if (!(max > min)) return pay <= mid ? 2 : 3;
  const penetration = (pay - min) / (max - min);
  return penetration < 0.25 ? 1 : penetration < 0.5 ? 2 : penetration < 0.75 ? 3 : 4;
}

/** Quartile among the 25th, 50th and 75th percentiles of the level's pay. */
const levelQuartile = (pay: number, p: readonly [number, number, number]) =>
  pay < p[0] ? 1 : pay < p[1] ? 2 : pay < p[2] ? 3 : 4;

/**
 * Each person's position for the merit matrix (decisions §10): with a band in force for their
 * level (and job family), the quarter of the band's range their full-time-equivalent pay on the
 * band's basis sits in; without one, their quartile of the level's full-time-equivalent base pay
 * (PERCENTILE.INC's 25th, 50th and 75th, the bands' own percentile rule).
 */
export function meritPlacement(
  table: SalaryTable,
  structure: BandStructure | null,
  fullTimeWeeklyHours = DEFAULT_FULL_TIME_WEEKLY_HOURS,
): MeritPlacement {
  const n = table.length;
  const people = bandPeopleOf(table, fullTimeWeeklyHours);
  const bandOf = structure === null ? () => null : bandLookup(structure);
  const out: MeritPlacement = {
    quartile: new Uint8Array(n),
    compaRatio: new Float64Array(n).fill(Number.NaN),
    bandMax: new Float64Array(n).fill(Number.NaN),
    bandPay: new Float64Array(n).fill(Number.NaN),
    usesBands: false,
  };
  const unbanded: number[] = [];
  for (let i = 0; i < n; i++) {
    const person = people[i];
    const band = person === undefined ? null : bandOf(person);
    if (person === undefined || band === null || structure === null) {
      unbanded.push(i);
      continue;
    }
    const pay = fullTimePay(person, structure.basis);
    out.usesBands = true;
    out.quartile[i] = bandQuartile(pay, band.min, band.mid, band.max);
    out.compaRatio[i] = band.mid > 0 ? pay / band.mid : Number.NaN;
    out.bandMax[i] = band.max;
    out.bandPay[i] = pay;
  }
  if (unbanded.length === 0) return out;
  const fteBase = (i: number) => {
    const p = people[i];
    return p === undefined ? 0 : fullTimePay(p, 'base');
  };
  const byLevel = new Map<number, number[]>();
  for (const i of unbanded) {
    const level = table.level.codes[i] as number;
    const list = byLevel.get(level);
    if (list === undefined) byLevel.set(level, [i]);
    else list.push(i);
  }
  // The level's percentiles over everyone in it, banded or not.
  const levelPay = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const level = table.level.codes[i] as number;
    if (!byLevel.has(level)) continue;
    const list = levelPay.get(level);
    if (list === undefined) levelPay.set(level, [fteBase(i)]);
    else list.push(fteBase(i));
  }
  for (const [level, members] of byLevel) {
    const sorted = (levelPay.get(level) ?? []).sort((a, b) => a - b);
    const p: [number, number, number] = [
      percentileInc(sorted, 25),
      percentileInc(sorted, 50),
      percentileInc(sorted, 75),
    ];
    for (const i of members) out.quartile[i] = levelQuartile(fteBase(i), p);
  }
  return out;
}

/**
 * How much each person's FTE pay may still rise before it passes their band's maximum (0 when
 * it already has); Infinity without a band or when raising above the maximum is allowed.
 */
export function bandHeadroom(placement: MeritPlacement, allowAboveMax: boolean): Float64Array {
  const headroom = new Float64Array(placement.quartile.length).fill(Number.POSITIVE_INFINITY);
  if (allowAboveMax) return headroom;
  for (let i = 0; i < headroom.length; i++) {
    const max = placement.bandMax[i] as number;
    if (!Number.isNaN(max)) headroom[i] = Math.max(0, max - (placement.bandPay[i] as number));
  }
  return headroom;
}
