import type { EmployeeSortKey, SortOrder } from '@parytet/contract/reports';
import {
  buildEmployeeIndex,
  buildEmployeeOrder,
  orderKey,
  type EmployeeIndex,
} from './employees-index.ts';

/**
 * The employees indexes of recently read reports, in this process, least recently used dropped
 * first beyond MAX_BYTES (about 2 MB per 100 000 rows, plus 0.4 MB per sort order asked for).
 * Safe across processes without any invalidation: an index is built only for a ready report,
 * and a ready report's rows never change; every request checks the report row (its organisation,
 * that it still exists and is ready) before reaching here. Keys are report ids (random UUIDs).
 */
const MAX_BYTES = 64 * 1024 * 1024;

type Entry = { index: Promise<EmployeeIndex>; bytes: number };
const entries = new Map<string, Entry>();
let totalBytes = 0;

const touch = (reportId: string, entry: Entry) => {
  entries.delete(reportId);
  entries.set(reportId, entry);
};

const account = (entry: Entry, bytes: number) => {
  totalBytes += bytes - entry.bytes;
  entry.bytes = bytes;
  for (const [id, oldest] of entries) {
    if (totalBytes <= MAX_BYTES || oldest === entry) break;
    entries.delete(id);
    totalBytes -= oldest.bytes;
  }
};

const forget = (reportId: string, entry: Entry) => {
  if (entries.get(reportId) !== entry) return;
  entries.delete(reportId);
  totalBytes -= entry.bytes;
};

export type IndexSource = {
  /** copyEmployeeIndexColumns' output. */
  columns: () => Promise<Buffer>;
  /** copyEmployeeRanks' output for one key. */
  ranks: (key: EmployeeSortKey) => Promise<Buffer>;
};

/** The report's index, built once (concurrent callers share the one build). */
export const employeeIndex = (reportId: string, source: IndexSource): Promise<EmployeeIndex> => {
  const known = entries.get(reportId);
  if (known) {
    touch(reportId, known);
    return known.index;
  }
  const entry = { bytes: 0 } as Entry;
  entry.index = source.columns().then(
    (copy) => {
      const index = buildEmployeeIndex(copy);
      account(entry, index.bytes);
      return index;
    },
    (error: unknown) => {
      forget(reportId, entry);
      throw error;
    },
  );
  entries.set(reportId, entry);
  return entry.index;
};

/** The index grew (or shrank) by `bytes`: the cache's bound accounts for it. */
export const employeeIndexGrew = (reportId: string, index: EmployeeIndex, bytes: number) => {
  if (bytes === 0) return;
  const entry = entries.get(reportId);
  if (entry) account(entry, index.bytes);
};

/** Row indexes in one sort order, worked out once per report, key and direction. */
export const employeeOrder = (
  reportId: string,
  index: EmployeeIndex,
  key: EmployeeSortKey,
  order: SortOrder,
  source: IndexSource,
): Promise<Int32Array> => {
  const name = orderKey(key, order);
  const known = index.orders.get(name);
  if (known) return known;
  const built = source.ranks(key).then((copy) => {
    const rows = buildEmployeeOrder(index, copy, order);
    index.bytes += rows.byteLength;
    const entry = entries.get(reportId);
    if (entry) account(entry, index.bytes);
    return rows;
  });
  built.catch(() => index.orders.delete(name));
  index.orders.set(name, built);
  return built;
};
