import { compareNatural } from '../../natural-order.ts';
import { round2 } from '../../rounding.ts';
import { percentileInc } from '../salary-bands/percentile.ts';
import {
  fullTimePay,
  type Band,
  type BandBasis,
  type BandPerson,
  type JobFamily,
} from '../salary-bands/types.ts';

/** A benchmark's figures for a role at a seniority, on the bands' basis (monthly, full time). */
export type BandBenchmark = {
  p25: number | null;
  p50: number | null;
  p75: number | null;
  /** A market row that gives only a mean. */
  mean: number | null;
};

/** The positions of a level mapped to one role, named as a job family, with the benchmark. */
export type BenchmarkGroup = {
  level: string;
  family: string;
  positions: readonly string[];
  benchmark: BandBenchmark | null;
};

/** Where one figure of a drafted band comes from. */
export type DraftFigureSource =
  | { kind: 'benchmark'; statistic: 'p25' | 'p50' | 'p75' | 'mean' }
  | { kind: 'spread'; spread: number }
  | { kind: 'report'; percentile: number };

export type DraftedBand = Band & {
  /** Index into the groups for a band that follows a benchmark; null for the report's own pay. */
  group: number | null;
  sources: { min: DraftFigureSource; mid: DraftFigureSource; max: DraftFigureSource };
};

/**
 * A draft of bands from a benchmark where a level's positions are mapped: one band per level and
 * job family (the role), its mid the benchmark's median (or the mean a market row gives), its
 * min and max the benchmark's P25 and P75 where it has them, else the target spread around the
 * mid (min = 2·mid ÷ (2 + spread), max = min × (1 + spread): (max − min) ÷ min is the spread and
 * the mid sits halfway). The rest of a level (positions with no role or no benchmark figure)
 * gets a level band from the report's own full-time pay at the given percentiles, as the
 * `percentiles` draft does. Every figure says where it comes from.
 */
export function draftBandsFromBenchmark(
  people: readonly BandPerson[],
  groups: readonly BenchmarkGroup[],
  basis: BandBasis,
  percentiles: { min: number; mid: number; max: number },
  spreadPercent: number,
): { bands: DraftedBand[]; jobFamilies: JobFamily[] } {
  const s = spreadPercent / 100;
  const bands: DraftedBand[] = [];
  const levels = [...new Set(people.map((p) => p.level))].sort(compareNatural);
  for (const level of levels) {
    const covered = new Set<string>();
    groups.forEach((g, index) => {
      if (g.level !== level || g.benchmark === null) return;
      const { p25, p50, p75, mean } = g.benchmark;
      const mid = p50 ?? mean;
      if (mid === null) return;
      for (const position of g.positions) covered.add(position);
      const midSource: DraftFigureSource = {
        kind: 'benchmark',
        statistic: p50 !== null ? 'p50' : 'mean',
      };
      if (p25 !== null && p75 !== null) {
        bands.push({
          level,
          job_family: g.family,
          min: round2(p25),
          mid: round2(mid),
          max: round2(p75),
          group: index,
          sources: {
            min: { kind: 'benchmark', statistic: 'p25' },
            mid: midSource,
            max: { kind: 'benchmark', statistic: 'p75' },
          },
        });
        return;
      }
      const min = (2 * mid) / (2 + s);
      const spread: DraftFigureSource = { kind: 'spread', spread: spreadPercent };
      bands.push({
        level,
        job_family: g.family,
        min: round2(min),
        mid: round2(mid),
        max: round2(min * (1 + s)),
        group: index,
        sources: { min: spread, mid: midSource, max: spread },
      });
    });
    const rest = people
      .filter((p) => p.level === level && !covered.has(p.position))
      .map((p) => fullTimePay(p, basis))
      .sort((a, b) => a - b);
    if (rest.length === 0) continue;
    const at = (percentile: number) => round2(percentileInc(rest, percentile));
    bands.push({
      level,
      job_family: null,
      min: at(percentiles.min),
      mid: at(percentiles.mid),
      max: at(percentiles.max),
      group: null,
      sources: {
        min: { kind: 'report', percentile: percentiles.min },
        mid: { kind: 'report', percentile: percentiles.mid },
        max: { kind: 'report', percentile: percentiles.max },
      },
    });
  }
  const families = new Map<string, Set<string>>();
  for (const band of bands) {
    if (band.group === null) continue;
    const g = groups[band.group] as BenchmarkGroup;
    const positions = families.get(g.family) ?? new Set<string>();
    for (const position of g.positions) positions.add(position);
    families.set(g.family, positions);
  }
  const jobFamilies = [...families].map(([name, positions]) => ({
    name,
    positions: [...positions].sort(compareNatural),
  }));
  return { bands, jobFamilies };
}
