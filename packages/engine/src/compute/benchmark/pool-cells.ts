import {
  benchmarkRoles,
  POOL_RULES,
  seniorities,
  type BenchmarkMeasure,
  type WithheldReason,
} from '@parytet/contract/benchmarking';
import { round2 } from '#rounding.ts';
import { percentileInc } from '../salary-bands/percentile.ts';
import type { BenchmarkPerson } from './benchmark-people.ts';
import type { CellKey } from './own-figures.ts';

/**
 * One contributing organisation, known to the pool only by its place in the list: the people of
 * its newest report old enough to pool (none when it has none), and those of a newer report still
 * too recent (only to tell "too recent" from "too few organisations").
 */
export type Contribution = {
  people: readonly BenchmarkPerson[];
  recentPeople: readonly BenchmarkPerson[];
};

export type PoolRules = {
  minOrganisations: number;
  minPeople: number;
  maxContributorShare: number;
};

/** A cell of the pooled benchmark: aggregates only; a withheld cell carries its reason alone. */
export type PoolCell = CellKey & {
  seniority: NonNullable<CellKey['seniority']>;
  measure: BenchmarkMeasure;
  status: 'shown' | 'withheld';
  withheld_reason: WithheldReason | null;
  organisations: number | null;
  people: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  women_median: number | null;
  men_median: number | null;
};

/** The rule a group of pay breaks (shares = each organisation's people in it), or null. */
function brokenRule(counts: readonly number[], rules: PoolRules): WithheldReason | null {
  const contributing = counts.filter((n) => n > 0);
  const people = contributing.reduce((sum, n) => sum + n, 0);
  if (contributing.length < rules.minOrganisations) return 'too_few_organisations';
  if (people < rules.minPeople) return 'too_few_people';
  // A contributor's weight is its share of the cell's people.
  if (contributing.some((n) => n / people > rules.maxContributorShare))
    return 'dominant_contributor';
  return null;
}

const quartiles = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  return [25, 50, 75].map((p) => round2(percentileInc(sorted, p))) as [number, number, number];
};

const keyOf = (p: BenchmarkPerson, regional: boolean) =>
  `${p.role}|${p.seniority}|${regional ? (p.region ?? '') : ''}`;

/**
 * The pooled benchmark (decisions §10): per role × seniority, nationally and per voivodeship
 * where people are mapped to one, for base and total full-time-equivalent pay, P25/P50/P75 and
 * the women's and men's medians. A cell is shown only when at least `minOrganisations`
 * organisations and `minPeople` people are in it and no organisation holds more than
 * `maxContributorShare` of its people; a gender's median only when that gender's people meet
 * the same rules. A cell that would reach enough organisations with data still too recent says
 * so. Cells come in the order of the role and seniority lists, national before regional.
 */
export function poolCells(
  contributions: readonly Contribution[],
  rules: PoolRules = POOL_RULES,
): PoolCell[] {
  const keys = new Map<string, CellKey & { seniority: NonNullable<CellKey['seniority']> }>();
  const people = new Map<string, BenchmarkPerson[][]>();
  const recentOrgs = new Map<string, Set<number>>();
  contributions.forEach((c, org) => {
    for (const regional of [false, true]) {
      for (const p of c.people) {
        if (regional && p.region === null) continue;
        const key = keyOf(p, regional);
        keys.set(key, { role: p.role, seniority: p.seniority, region: regional ? p.region : null });
        const byOrg = people.get(key) ?? contributions.map(() => []);
        byOrg[org]?.push(p);
        people.set(key, byOrg);
      }
      for (const p of c.recentPeople) {
        if (regional && p.region === null) continue;
        const key = keyOf(p, regional);
        keys.set(key, { role: p.role, seniority: p.seniority, region: regional ? p.region : null });
        recentOrgs.set(key, (recentOrgs.get(key) ?? new Set()).add(org));
      }
    }
  });
  const order = (k: CellKey) =>
    [
      benchmarkRoles.indexOf(k.role),
      seniorities.indexOf(k.seniority ?? 'entry'),
      k.region ?? '',
    ] as const;
  const sortedKeys = [...keys.entries()].sort(([, a], [, b]) => {
    const [ra, sa, ga] = order(a);
    const [rb, sb, gb] = order(b);
    return ra - rb || sa - sb || ga.localeCompare(gb);
  });

  const cells: PoolCell[] = [];
  for (const [id, key] of sortedKeys) {
    const byOrg = people.get(id) ?? [];
    for (const measure of ['base', 'total'] as const) {
      let reason = brokenRule(
        byOrg.map((list) => list.length),
        rules,
      );
      if (reason === 'too_few_organisations') {
        const current = byOrg.map((list, org) => (list.length > 0 ? org : -1));
        const withRecent = new Set([
          ...current.filter((o) => o >= 0),
          ...(recentOrgs.get(id) ?? []),
        ]);
        if (withRecent.size >= rules.minOrganisations) reason = 'too_recent';
      }
      if (reason !== null) {
        cells.push({
          ...key,
          measure,
          status: 'withheld',
          withheld_reason: reason,
          organisations: null,
          people: null,
          p25: null,
          p50: null,
          p75: null,
          women_median: null,
          men_median: null,
        });
        continue;
      }
      const pay = byOrg.flatMap((list) => list.map((p) => p[measure]));
      const gender = (female: boolean) => {
        const lists = byOrg.map((list) => list.filter((p) => p.female === female));
        if (
          brokenRule(
            lists.map((l) => l.length),
            rules,
          ) !== null
        )
          return null;
        return quartiles(lists.flatMap((l) => l.map((p) => p[measure])))[1];
      };
      const [p25, p50, p75] = quartiles(pay);
      cells.push({
        ...key,
        measure,
        status: 'shown',
        withheld_reason: null,
        organisations: byOrg.filter((list) => list.length > 0).length,
        people: pay.length,
        p25,
        p50,
        p75,
        women_median: gender(true),
        men_median: gender(false),
      });
    }
  }
  return cells;
}
