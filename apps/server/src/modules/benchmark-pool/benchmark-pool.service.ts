import {
  POOL_RULES,
  type BenchmarkRole,
  type Region,
  type Seniority,
} from '@parytet/contract/benchmarking';
import {
  addMonths,
  benchmarkPeople,
  oldEnoughToPool,
  poolCells,
  type BenchmarkMapping,
  type BenchmarkPerson,
  type Contribution,
} from '@parytet/engine';
import { setImmediate as turn } from 'node:timers/promises';
import type { AppContext } from '#context.ts';
import { storedTable } from '#lib/packed-inputs.ts';
import {
  listConfirmedLocations,
  listConfirmedPositions,
  listContributorReports,
  listContributors,
  loadReportInputs,
  lockSnapshot,
  replaceSnapshot,
} from './benchmark-pool.repository.ts';

type Db = Parameters<typeof listContributors>[0];

const KEY = '\u0000';

/** Each contributor's confirmed mapping, as the engine asks it. */
async function mappingsOf(db: Db, ids: readonly string[]) {
  const [positions, locations] = await Promise.all([
    listConfirmedPositions(db, ids),
    listConfirmedLocations(db, ids),
  ]);
  const byOrg = new Map<
    string,
    {
      positions: Map<string, { role: BenchmarkRole; seniority: Seniority }>;
      regions: Map<string, Region | null>;
    }
  >();
  const of = (id: string) => {
    const entry = byOrg.get(id) ?? { positions: new Map(), regions: new Map() };
    byOrg.set(id, entry);
    return entry;
  };
  for (const p of positions) {
    if (p.role !== null && p.seniority !== null) {
      of(p.organisation_id).positions.set(`${p.level}${KEY}${p.position}`, {
        role: p.role,
        seniority: p.seniority,
      });
    }
  }
  for (const l of locations) of(l.organisation_id).regions.set(l.location, l.region);
  return (id: string): BenchmarkMapping => {
    const entry = of(id);
    return {
      position: (level, position) => entry.positions.get(`${level}${KEY}${position}`) ?? null,
      region: (location) => entry.regions.get(location) ?? null,
    };
  };
}

async function peopleOf(db: Db, reportId: string | undefined, mapping: BenchmarkMapping) {
  if (reportId === undefined) return [];
  const inputs = await loadReportInputs(db, reportId);
  if (inputs === null) return [];
  const people: BenchmarkPerson[] = benchmarkPeople(storedTable(inputs), mapping);
  // One report at a time, a turn of the event loop between them: requests keep being answered.
  await turn();
  return people;
}

export type SnapshotSummary = { cells: number; shown: number; withheld: number };

/**
 * Computes the pooled benchmark from every contributing organisation's newest report that is old
 * enough (PLN, confirmed mappings only) and replaces the snapshot with it, in one transaction
 * under a lock: two workers (or the job and `npm run admin -- benchmark-snapshot`) run one after
 * the other, and the second writes the same cells. An organisation that opted out is not read.
 */
export async function buildSnapshot(ctx: AppContext, today: string): Promise<SnapshotSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSnapshot(trx);
    const ids = (await listContributors(trx)).map((o) => o.id);
    const [reports, mappingFor] = await Promise.all([
      listContributorReports(trx, ids),
      mappingsOf(trx, ids),
    ]);
    const contributions: Contribution[] = [];
    for (const id of ids) {
      const own = reports.filter((r) => r.organisation_id === id);
      const eligible = own.find((r) =>
        oldEnoughToPool(r.period_end, r.uploaded_on, today, POOL_RULES.minAgeMonths),
      );
      const newest = own[0];
      const recent = newest !== undefined && newest !== eligible ? newest : undefined;
      const mapping = mappingFor(id);
      contributions.push({
        people: await peopleOf(trx, eligible?.id, mapping),
        recentPeople: await peopleOf(trx, recent?.id, mapping),
      });
    }
    const cells = poolCells(contributions);
    await replaceSnapshot(trx, cells, addMonths(today, -POOL_RULES.minAgeMonths));
    const shown = cells.filter((c) => c.status === 'shown').length;
    return { cells: cells.length, shown, withheld: cells.length - shown };
  });
}
