import type { z } from 'zod';
import { can } from '@parytet/contract/permissions';
import type { ReportNotReady } from '@parytet/contract/reports';
import { withholdSmallGroups } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { findReportStatus } from './report-views.repository.ts';
import type { ResultColumn } from './reports.repository.ts';
import { getReportResult, parseReportId, readyStatus } from './reports.service.ts';

/**
 * The answers of ready reports' views, as the bytes the route's serializer wrote, kept in this
 * process (least recently used dropped first beyond MAX_BYTES). A ready report's views never
 * change; what may (its currency and period) is part of the key, and every request first reads
 * the report's row, scoped to the caller's organisation, so a deleted report or another
 * organisation's is refused as before. A view read again costs that one small query: no stored
 * JSON is parsed, validated against the response schema or serialized again.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const kept = new Map<string, Buffer>();
let keptBytes = 0;

const keep = (key: string, bytes: Buffer) => {
  kept.set(key, bytes);
  keptBytes += bytes.length;
  for (const [oldest, value] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= value.length;
  }
};

type ViewColumn = keyof typeof withholdSmallGroups & ResultColumn;

/** The HR team sees figures over small groups marked; a viewer gets them withheld (§9). */
const withholds = (auth: AuthUser) => !can(auth.role, 'reports.small-groups');

const keyOf = (id: string, column: ResultColumn, status: object, withhold: boolean) =>
  `${id}|${column}|${withhold ? 'withheld' : 'marked'}|${JSON.stringify(status)}`;

/**
 * One view as its reader may see it: getReportResult's answer with the figures over small
 * groups marked (the HR team) or withheld (a viewer), by the engine's one rule.
 */
export const getSeenReportResult = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  column: ViewColumn,
) => {
  const answer = await getReportResult(ctx, auth, rawId, column);
  if (answer.status !== 'ready') return answer;
  const rule = { minGroupSize: ctx.config.MIN_GROUP_SIZE, withhold: withholds(auth) };
  const apply = withholdSmallGroups[column] as (data: never, r: typeof rule) => object;
  return { ...answer, ...apply(answer as never, rule) };
};

/**
 * One view of a report: JSON bytes, exactly as the response schema would serialize
 * getSeenReportResult's answer, once the report is ready; its status object while it is not.
 */
export const getReportView = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  column: ViewColumn,
  schema: z.ZodType,
): Promise<ReportNotReady | Buffer> => {
  const id = parseReportId(rawId);
  const row = await findReportStatus(ctx.db, auth.organisationId, id);
  if (!row) throw notFound();
  const withhold = withholds(auth);
  if (row.status === 'ready') {
    const key = keyOf(id, column, readyStatus(row), withhold);
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
  }
  const answer = await getSeenReportResult(ctx, auth, rawId, column);
  if (answer.status !== 'ready') return answer;
  // Keyed by the status the answer itself holds, in case the report was edited in between.
  const status = Object.fromEntries(
    Object.keys(readyStatus(row)).map((key) => [key, (answer as Record<string, unknown>)[key]]),
  );
  // What fastify-type-provider-zod's serializer does with the route's 200 schema.
  const bytes = Buffer.from(JSON.stringify(schema.encode(answer)));
  keep(keyOf(id, column, status, withhold), bytes);
  return bytes;
};
