import type { BenchmarkRole, Seniority } from '@parytet/contract/benchmarking';
import type { Language } from '@parytet/contract/common';
import type { BandDraft, BandDraftBody, BandFigureSource } from '@parytet/contract/salary-bands';
import { bandDraftBodySchema } from '@parytet/contract/salary-bands';
import {
  benchmarkRoleDef,
  comparabilityOf,
  marketFigures,
  type MarketFigure,
} from '@parytet/assistant';
import {
  bandPeopleOf,
  draftBandsFromBenchmark,
  reviewBands,
  type BandBenchmark,
  type BenchmarkGroup,
  type DraftFigureSource,
} from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { findSnapshot, listSnapshotCells } from './benchmarking.repository.ts';
import { loadReportTable, mappingFor } from './mapping.service.ts';

const capitalised = (name: string, lang: Language) =>
  name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);

type Body = ReturnType<typeof bandDraftBodySchema.parse>;
type Chosen = {
  benchmark: BandBenchmark;
  source: (statistic: 'p25' | 'p50' | 'p75' | 'mean') => BandFigureSource;
};

/**
 * The market row a band of this role and seniority follows: on the bands' basis, gross pay
 * under an employment contract (a B2B or net figure is never a band's pay), with a median or a
 * mean; the row for the seniority before a row for every level, a median before a mean.
 */
function marketChoice(
  role: BenchmarkRole,
  seniority: Seniority,
  basis: Body['basis'],
): Chosen | null {
  const fits = (f: MarketFigure) =>
    f.measure === basis &&
    comparabilityOf(f.source) === 'like_for_like' &&
    (f.p50 ?? f.mean) !== null;
  const rank = (f: MarketFigure) => (f.seniority === seniority ? 0 : 2) + (f.p50 !== null ? 0 : 1);
  const [best] = marketFigures(role, [seniority])
    .filter(fits)
    .sort((a, b) => rank(a) - rank(b));
  if (best === undefined) return null;
  const { row_id, statistic, period, publisher } = best.source;
  return {
    benchmark: { p25: null, p50: best.p50, p75: null, mean: best.mean },
    source: () => ({ kind: 'market', row_id, statistic, period, publisher }),
  };
}

async function poolChoices(ctx: AppContext, roles: BenchmarkRole[], basis: Body['basis']) {
  const [snapshot, cells] = await Promise.all([
    findSnapshot(ctx.db),
    listSnapshotCells(ctx.db, roles),
  ]);
  return (role: BenchmarkRole, seniority: Seniority): Chosen | null => {
    const cell = cells.find(
      (c) =>
        c.role === role && c.seniority === seniority && c.region === null && c.measure === basis,
    );
    if (!snapshot || cell?.status !== 'shown') return null;
    const computed_at = snapshot.computed_at.toISOString();
    return {
      benchmark: { p25: cell.p25, p50: cell.p50, p75: cell.p75, mean: null },
      source: (statistic) => ({
        kind: 'pool',
        computed_at,
        statistic: statistic === 'mean' ? 'p50' : statistic,
      }),
    };
  };
}

/**
 * POST /salary-bands/draft with method `market`: bands from the benchmark where the report's
 * positions are mapped (a job family per role within a level, at the seniority most of its
 * people are mapped to), from the report's own pay elsewhere; every figure with its source.
 */
export async function benchmarkBandDraft(
  ctx: AppContext,
  auth: AuthUser,
  input: BandDraftBody,
  lang: Language,
): Promise<BandDraft> {
  const body = bandDraftBodySchema.parse(input);
  const { report, table } = await loadReportTable(ctx, auth.organisationId, body.report_id);
  if (report.currency !== 'PLN') throw new AppError('BENCHMARK_CURRENCY');
  const mapping = await mappingFor(ctx, auth.organisationId, table, report.id);
  const byLevelRole = new Map<
    string,
    { level: string; role: BenchmarkRole; positions: string[]; seniority: Map<Seniority, number> }
  >();
  for (const p of mapping.positions) {
    if (p.role === null || p.seniority === null) continue;
    const key = `${p.level}\u0000${p.role}`;
    const entry = byLevelRole.get(key) ?? {
      level: p.level,
      role: p.role,
      positions: [] as string[],
      seniority: new Map<Seniority, number>(),
    };
    entry.positions.push(p.position);
    entry.seniority.set(p.seniority, (entry.seniority.get(p.seniority) ?? 0) + p.people);
    byLevelRole.set(key, entry);
  }
  const entries = [...byLevelRole.values()];
  const pool =
    body.benchmark_source === 'pool'
      ? await poolChoices(ctx, [...new Set(entries.map((e) => e.role))], body.basis)
      : null;
  const chosen = entries.map((e) => {
    const seniority = [...e.seniority].sort((a, b) => b[1] - a[1])[0]?.[0] as Seniority;
    const choice = pool ? pool(e.role, seniority) : marketChoice(e.role, seniority, body.basis);
    return { ...e, seniority, choice };
  });
  const groups: BenchmarkGroup[] = chosen.map((c) => ({
    level: c.level,
    // A family's name is a label in the editor and on adverts: it starts with a capital.
    family: capitalised(benchmarkRoleDef(c.role)[lang], lang),
    positions: c.positions,
    benchmark: c.choice?.benchmark ?? null,
  }));
  const spread = (body.spread.min + body.spread.max) / 2;
  const drafted = draftBandsFromBenchmark(
    bandPeopleOf(table),
    groups,
    body.basis,
    body.percentiles,
    spread,
  );
  const bands = drafted.bands.map(({ level, job_family, min, mid, max }) => ({
    level,
    job_family,
    min,
    mid,
    max,
  }));
  const sourceOf = (s: DraftFigureSource, c: (typeof chosen)[number] | null): BandFigureSource => {
    if (s.kind === 'benchmark' && c?.choice) return c.choice.source(s.statistic);
    if (s.kind === 'spread') return { kind: 'spread', spread: s.spread };
    return {
      kind: 'report',
      percentile: s.kind === 'report' ? s.percentile : body.percentiles.mid,
    };
  };
  return {
    basis: body.basis,
    currency: report.currency,
    bands,
    findings: reviewBands(bands, body.spread),
    sources: drafted.bands.map((b) => {
      const c = b.group === null ? null : (chosen[b.group] ?? null);
      return {
        level: b.level,
        job_family: b.job_family,
        role: c?.role ?? null,
        seniority: c?.seniority ?? null,
        min: sourceOf(b.sources.min, c),
        mid: sourceOf(b.sources.mid, c),
        max: sourceOf(b.sources.max, c),
      };
    }),
    job_families: drafted.jobFamilies.map((f) => ({ name: f.name, positions: [...f.positions] })),
  };
}
