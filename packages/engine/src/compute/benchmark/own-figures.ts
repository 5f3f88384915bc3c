import type { BenchmarkMeasure, Region, Seniority } from '@parytet/contract/benchmarking';
import { round2 } from '../../rounding.ts';
import { medianInPlace } from '../median.ts';
import type { BenchmarkPerson } from './benchmark-people.ts';

/** A benchmark cell's key: a role at a seniority (null = every one) in a region (null = all). */
export type CellKey = {
  role: BenchmarkPerson['role'];
  seniority: Seniority | null;
  region: Region | null;
};

const inCell = (person: BenchmarkPerson, key: CellKey) =>
  person.role === key.role &&
  (key.seniority === null || person.seniority === key.seniority) &&
  (key.region === null || person.region === key.region);

const median = (values: number[]) => {
  const m = medianInPlace(Float64Array.from(values));
  return m === null ? null : round2(m);
};

/** The organisation's medians in a cell, overall and by gender, with the head counts. */
export type OwnFigures = {
  median: number | null;
  women_median: number | null;
  men_median: number | null;
  people: number;
  women: number;
  men: number;
};

/** Medians of full-time-equivalent pay (base or total) over the organisation's people in a cell. */
export function ownFigures(
  people: readonly BenchmarkPerson[],
  key: CellKey,
  measure: BenchmarkMeasure,
): OwnFigures {
  const all: number[] = [];
  const women: number[] = [];
  const men: number[] = [];
  for (const person of people) {
    if (!inCell(person, key)) continue;
    const pay = person[measure];
    all.push(pay);
    (person.female ? women : men).push(pay);
  }
  return {
    median: median(all),
    women_median: median(women),
    men_median: median(men),
    people: all.length,
    women: women.length,
    men: men.length,
  };
}
