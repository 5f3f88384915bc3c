import {
  mappingBodySchema,
  type BenchmarkRole,
  type MappingBody,
  type MappingResponse,
  type Region,
  type Seniority,
} from '@parytet/contract/benchmarking';
import { suggestRegion, suggestRole, suggestSeniority } from '@parytet/assistant';
import { compareNatural, textAt, type BenchmarkMapping, type SalaryTable } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import { storedTable } from '#lib/packed-inputs.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { indicatorInputsForDocuments } from '#modules/reporting/documents.service.ts';
import { parseReportId } from '#modules/reports/reports.service.ts';
import {
  findReport,
  listLocationMappings,
  listPositionMappings,
  listReadyReports,
  upsertMappings,
} from './benchmarking.repository.ts';

/** A ready report of the caller's organisation with its people as a table. */
export const loadReportTable = async (ctx: AppContext, organisationId: string, rawId: string) => {
  const report = await findReport(ctx.db, organisationId, parseReportId(rawId));
  if (!report) throw notFound();
  if (report.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  const inputs = await indicatorInputsForDocuments(ctx, organisationId, report.id);
  if (!inputs) throw new AppError('INDICATORS_UNAVAILABLE');
  return { report, table: storedTable(inputs) };
};

const KEY = '\u0000';
const positionKey = (level: string, position: string) => `${level}${KEY}${position}`;

/** Each position within its level: head count and its people's locations, most common first. */
function positionsOf(table: SalaryTable) {
  const groups = new Map<
    string,
    { level: string; position: string; people: number; places: Map<string, number> }
  >();
  const locations = new Map<string, number>();
  for (let i = 0; i < table.length; i++) {
    const level = textAt(table.level, i) ?? '';
    const position = textAt(table.position, i) ?? '';
    const key = positionKey(level, position);
    const group = groups.get(key) ?? { level, position, people: 0, places: new Map() };
    group.people++;
    const location = textAt(table.location, i);
    if (location !== null) {
      group.places.set(location, (group.places.get(location) ?? 0) + 1);
      locations.set(location, (locations.get(location) ?? 0) + 1);
    }
    groups.set(key, group);
  }
  const levels = [...new Set([...groups.values()].map((g) => g.level))].sort(compareNatural);
  return { groups: [...groups.values()], levels, locations };
}

const byCount = (m: Map<string, number>) =>
  [...m.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);

/**
 * The organisation's mapping over a report's positions and locations: confirmed entries as
 * saved, the others suggested from the names (the assistant's reading of English and Polish
 * titles, the level's rank, the department), or unmapped.
 */
export async function mappingFor(
  ctx: AppContext,
  organisationId: string,
  table: SalaryTable | null,
  reportId: string | null,
): Promise<MappingResponse> {
  const [savedPositions, savedLocations] = await Promise.all([
    listPositionMappings(ctx.db, organisationId),
    listLocationMappings(ctx.db, organisationId),
  ]);
  const confirmed = new Map(savedPositions.map((p) => [positionKey(p.level, p.position), p]));
  const confirmedPlaces = new Map(savedLocations.map((l) => [l.location, l.region]));
  if (table === null) {
    return {
      report_id: null,
      positions: savedPositions.map((p) => ({ ...p, status: 'confirmed', people: 0 })),
      locations: savedLocations.map((l) => ({ ...l, status: 'confirmed', people: 0 })),
    };
  }
  const { groups, levels, locations } = positionsOf(table);
  groups.sort((a, b) => compareNatural(a.level, b.level) || compareNatural(a.position, b.position));
  const positions = groups.map((g) => {
    const saved = confirmed.get(positionKey(g.level, g.position));
    if (saved) return { ...saved, status: 'confirmed' as const, people: g.people };
    const role = suggestRole(g.position, { level: g.level, locations: byCount(g.places) });
    const rank = { index: levels.indexOf(g.level), count: levels.length };
    const seniority = role === null ? null : suggestSeniority(g.position, g.level, rank);
    const status = role === null ? ('unmapped' as const) : ('suggested' as const);
    return { level: g.level, position: g.position, role, seniority, status, people: g.people };
  });
  const places = byCount(locations).map((location) => {
    const people = locations.get(location) ?? 0;
    if (confirmedPlaces.has(location)) {
      return {
        location,
        region: confirmedPlaces.get(location) ?? null,
        status: 'confirmed' as const,
        people,
      };
    }
    const region = suggestRegion(location);
    return {
      location,
      region,
      status: region === null ? ('unmapped' as const) : ('suggested' as const),
      people,
    };
  });
  return { report_id: reportId, positions, locations: places };
}

/** The mapping as the engine asks it: confirmed entries, else suggestions with a role and seniority. */
export function lookupOf(mapping: MappingResponse, confirmedOnly = false): BenchmarkMapping {
  const positions = new Map<string, { role: BenchmarkRole; seniority: Seniority }>();
  for (const p of mapping.positions) {
    if (p.role === null || p.seniority === null) continue;
    if (confirmedOnly && p.status !== 'confirmed') continue;
    positions.set(positionKey(p.level, p.position), { role: p.role, seniority: p.seniority });
  }
  const regions = new Map<string, Region | null>();
  for (const l of mapping.locations) {
    if (!confirmedOnly || l.status === 'confirmed') regions.set(l.location, l.region);
  }
  return {
    position: (level, position) => positions.get(positionKey(level, position)) ?? null,
    region: (location) => regions.get(location) ?? null,
  };
}

/** The report a mapping lists: the one asked for, else the newest ready report, else none. */
const reportToList = async (ctx: AppContext, auth: AuthUser, reportId: string | undefined) => {
  if (reportId !== undefined) return loadReportTable(ctx, auth.organisationId, reportId);
  const [newest] = await listReadyReports(ctx.db, auth.organisationId);
  return newest ? loadReportTable(ctx, auth.organisationId, newest.id) : null;
};

export const getMapping = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string | undefined,
): Promise<MappingResponse> => {
  const listed = await reportToList(ctx, auth, reportId);
  return mappingFor(ctx, auth.organisationId, listed?.table ?? null, listed?.report.id ?? null);
};

/** Confirms the entries given; recorded in the audit log with how many. */
export const saveMapping = async (
  ctx: AppContext,
  auth: AuthUser,
  input: MappingBody,
  reportId: string | undefined,
): Promise<MappingResponse> => {
  const body = mappingBodySchema.parse(input);
  const listed = await reportToList(ctx, auth, reportId);
  await ctx.db.transaction().execute(async (trx) => {
    await upsertMappings(trx, auth.organisationId, auth.userId, body.positions, body.locations);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'benchmarking.mapping_saved',
      target: null,
      details: { positions: body.positions.length, locations: body.locations.length },
    });
  });
  return mappingFor(ctx, auth.organisationId, listed?.table ?? null, listed?.report.id ?? null);
};
