import type { z } from 'zod';
import type { ReportNotReady } from '@parytet/contract/reports';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
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

const keyOf = (id: string, column: ResultColumn, status: object) =>
  `${id}|${column}|${JSON.stringify(status)}`;

/**
 * One view of a report: JSON bytes, exactly as the response schema would serialize
 * getReportResult's answer, once the report is ready; its status object while it is not.
 */
export const getReportView = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  column: ResultColumn,
  schema: z.ZodType,
): Promise<ReportNotReady | Buffer | Awaited<ReturnType<typeof getReportResult>>> => {
  const id = parseReportId(rawId);
  const row = await findReportStatus(ctx.db, auth.organisationId, id);
  if (!row) throw notFound();
  if (row.status === 'ready') {
    const key = keyOf(id, column, readyStatus(row));
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
  }
  const answer = await getReportResult(ctx, auth, rawId, column);
  if (!answer.report_ready) return answer;
  // Keyed by the status the answer itself holds, in case the report was edited in between.
  const status = Object.fromEntries(
    Object.keys(readyStatus(row)).map((key) => [key, (answer as Record<string, unknown>)[key]]),
  );
  // What fastify-type-provider-zod's serializer does with the route's 200 schema.
  const bytes = Buffer.from(JSON.stringify(schema.encode(answer)));
  keep(keyOf(id, column, status), bytes);
  return bytes;
};
