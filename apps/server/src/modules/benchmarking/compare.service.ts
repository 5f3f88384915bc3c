import {
  benchmarkRoles,
  seniorities,
  type BenchmarkCell,
  type BenchmarkMeasure,
  type BenchmarkResponse,
  type BenchmarkRole,
  type BenchmarkSourceKind,
  type PoolSource,
  type Region,
  type Seniority,
} from '@parytet/contract/benchmarking';
import { can } from '@parytet/contract/permissions';
import { comparabilityOf, marketFigures } from '@parytet/assistant';
import {
  benchmarkPeople,
  ownFigures,
  smallGroupMarker,
  standingOf,
  type BenchmarkPerson,
  type CellKey,
} from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { findSnapshot, listSnapshotCells } from './benchmarking.repository.ts';
import { loadReportTable, lookupOf, mappingFor } from './mapping.service.ts';

type Own = Pick<
  BenchmarkCell,
  | 'own_median'
  | 'own_women_median'
  | 'own_men_median'
  | 'own_people'
  | 'own_women'
  | 'own_men'
  | 'own_small_group'
>;

/** The organisation's medians in a cell as the caller's role may see them (decisions §9). */
function ownFor(
  people: readonly BenchmarkPerson[],
  key: CellKey,
  measure: BenchmarkMeasure,
  rule: { minGroupSize: number; withhold: boolean },
): Own {
  const own = ownFigures(people, key, measure);
  const { over, overAll, marks } = smallGroupMarker(rule);
  const counts = { total: own.people, women: own.women, men: own.men };
  return {
    own_median: overAll(own.median, counts),
    own_women_median: over(own.women_median, own.women, 'few_women'),
    own_men_median: over(own.men_median, own.men, 'few_men'),
    own_people: own.people,
    own_women: own.women,
    own_men: own.men,
    own_small_group: marks().small_group,
  };
}

/** Each mapped role with the seniorities (and regions) its people are at, in the role list's order. */
function cellsOf(people: readonly BenchmarkPerson[]) {
  const roles = new Map<
    BenchmarkRole,
    { seniorities: Set<Seniority>; regions: Map<Seniority, Set<Region>> }
  >();
  for (const p of people) {
    const entry = roles.get(p.role) ?? { seniorities: new Set(), regions: new Map() };
    entry.seniorities.add(p.seniority);
    if (p.region !== null) {
      entry.regions.set(p.seniority, (entry.regions.get(p.seniority) ?? new Set()).add(p.region));
    }
    roles.set(p.role, entry);
  }
  const bySeniority = (a: Seniority, b: Seniority) =>
    seniorities.indexOf(a) - seniorities.indexOf(b);
  return new Map(
    [...roles]
      .sort(([a], [b]) => benchmarkRoles.indexOf(a) - benchmarkRoles.indexOf(b))
      .map(([role, entry]) => [
        role,
        { ...entry, seniorities: new Set([...entry.seniorities].sort(bySeniority)) },
      ]),
  );
}

const NO_FIGURES = {
  people: null,
  p25: null,
  p50: null,
  p75: null,
  mean: null,
  bracket_low: null,
  bracket_high: null,
  women_median: null,
  men_median: null,
};

function marketCells(people: readonly BenchmarkPerson[], rule: Parameters<typeof ownFor>[3]) {
  const cells: BenchmarkCell[] = [];
  for (const [role, { seniorities: held }] of cellsOf(people)) {
    for (const figure of marketFigures(role, [...held])) {
      const key = { role, seniority: figure.seniority, region: null };
      const own = ownFor(people, key, figure.measure, rule);
      cells.push({
        ...key,
        measure: figure.measure,
        status: 'shown',
        withheld_reason: null,
        ...NO_FIGURES,
        p50: figure.p50,
        mean: figure.mean,
        bracket_low: figure.bracket_low,
        bracket_high: figure.bracket_high,
        ...own,
        standing: standingOf(own.own_median, {
          p25: null,
          p50: figure.p50,
          p75: null,
          mean: figure.mean,
        }),
        comparability: comparabilityOf(figure.source),
        source: figure.source,
      });
    }
  }
  return cells;
}

async function poolCellsFor(
  ctx: AppContext,
  people: readonly BenchmarkPerson[],
  rule: Parameters<typeof ownFor>[3],
) {
  const roles = cellsOf(people);
  const [snapshot, stored] = await Promise.all([
    findSnapshot(ctx.db),
    listSnapshotCells(ctx.db, [...roles.keys()]),
  ]);
  const find = (key: CellKey, measure: BenchmarkMeasure) =>
    stored.find(
      (c) =>
        c.role === key.role &&
        c.seniority === key.seniority &&
        c.region === key.region &&
        c.measure === measure,
    );
  const cells: BenchmarkCell[] = [];
  for (const [role, { seniorities: held, regions }] of roles) {
    for (const seniority of held) {
      const keys: CellKey[] = [
        { role, seniority, region: null },
        ...[...(regions.get(seniority) ?? [])]
          .sort()
          .map((region) => ({ role, seniority, region })),
      ];
      for (const key of keys) {
        for (const measure of ['base', 'total'] as const) {
          const cell = find(key, measure);
          const shown = cell?.status === 'shown';
          const own = ownFor(people, key, measure, rule);
          const point = {
            p25: shown ? cell.p25 : null,
            p50: shown ? cell.p50 : null,
            p75: shown ? cell.p75 : null,
            mean: null,
          };
          const source: PoolSource = {
            kind: 'pool',
            computed_at: snapshot?.computed_at.toISOString() ?? null,
            data_until: snapshot?.data_until ?? null,
            organisations: shown ? cell.organisations : null,
          };
          cells.push({
            ...key,
            measure,
            status: shown ? 'shown' : 'withheld',
            // No snapshot cell at all: nobody (or no one yet) contributes to it.
            withheld_reason: shown ? null : (cell?.withheld_reason ?? 'too_few_organisations'),
            ...NO_FIGURES,
            ...point,
            people: shown ? cell.people : null,
            women_median: shown ? cell.women_median : null,
            men_median: shown ? cell.men_median : null,
            ...own,
            standing: standingOf(own.own_median, point),
            comparability: 'like_for_like',
            source,
          });
        }
      }
    }
  }
  return cells;
}

/** The report's people per mapped role, as the comparison reads them. */
async function mappedPeople(ctx: AppContext, organisationId: string, rawId: string) {
  const { report, table } = await loadReportTable(ctx, organisationId, rawId);
  if (report.currency !== 'PLN') throw new AppError('BENCHMARK_CURRENCY');
  const mapping = await mappingFor(ctx, organisationId, table, report.id);
  const people = benchmarkPeople(table, lookupOf(mapping));
  return { report, mapping, people };
}

/** GET /reports/pay-gap/:id/benchmark: the report beside the market table or the pooled snapshot. */
export const compareReport = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  source: BenchmarkSourceKind,
  measure: BenchmarkMeasure | undefined,
): Promise<BenchmarkResponse> => {
  const { report, mapping, people } = await mappedPeople(ctx, auth.organisationId, rawId);
  const rule = {
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    withhold: !can(auth.role, 'reports.small-groups'),
  };
  const cells =
    source === 'market' ? marketCells(people, rule) : await poolCellsFor(ctx, people, rule);
  const mapped = mapping.positions.filter((p) => p.role !== null && p.seniority !== null);
  return {
    report_id: report.id,
    source,
    currency: 'PLN',
    min_group_size: ctx.config.MIN_GROUP_SIZE,
    mapped_positions: mapped.length,
    unmapped_positions: mapping.positions.length - mapped.length,
    uses_suggestions: mapped.some((p) => p.status === 'suggested'),
    cells: measure === undefined ? cells : cells.filter((c) => c.measure === measure),
  };
};
