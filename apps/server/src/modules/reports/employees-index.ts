import type { EmployeeSortKey, SortOrder } from '@parytet/contract/reports';
import type { EmployeeFilters } from './employees.repository.ts';

/**
 * An in-memory columnar index of one ready report's employees: what the filters test (gender,
 * level, position, pay gap) and, per sort key asked for, each row's place in PostgreSQL's own
 * order of that key (so the natural_pl collation is PostgreSQL's, never re-implemented here).
 * A filtered, sorted page is then a scan of a few typed arrays, and only the page's rows are read
 * from the database, by primary key. Rows are in file order: index i is the i-th ordinal.
 */
export type EmployeeIndex = {
  size: number;
  ordinals: Int32Array;
  /** 0 female, 1 male. */
  gender: Uint8Array;
  level: Int32Array;
  position: Int32Array;
  levelCodes: Map<string, number>;
  positionCodes: Map<string, number>;
  /** Hundredths of a percent; NaN when empty. */
  payGap: Float64Array;
  /** False when some gap is beyond 2^53 in magnitude: then min_gap is left to SQL. */
  gapsExact: boolean;
  /** Row indexes in the order of a sort key and direction, as they are asked for. */
  orders: Map<string, Promise<Int32Array>>;
  /** The rows matching recent filter and sort combinations, in order: a page is then a slice. */
  selections: Map<string, Int32Array>;
  bytes: number;
};

const COPY_HEADER_BYTES = 11 + 4;
const firstRecord = (copy: Buffer) => COPY_HEADER_BYTES + 4 + copy.readUInt32BE(COPY_HEADER_BYTES);

/** A code per distinct label, in the order met. */
const intern = (codes: Map<string, number>, copy: Buffer, at: number, length: number) => {
  const text = copy.toString('utf8', at, at + length);
  let code = codes.get(text);
  if (code === undefined) {
    code = codes.size;
    codes.set(text, code);
  }
  return code;
};

/** An int8 as a number, NaN when it is beyond what a double holds exactly. */
const readInt8 = (copy: Buffer, at: number) => {
  const high = copy.readInt32BE(at);
  if (high < -0x20_0000 || high >= 0x20_0000) return NaN;
  return high * 0x1_0000_0000 + copy.readUInt32BE(at + 4);
};

const countRecords = (copy: Buffer) => {
  let at = firstRecord(copy);
  let count = 0;
  for (let fields = copy.readInt16BE(at); fields !== -1; fields = copy.readInt16BE(at)) {
    at += 2;
    for (let f = 0; f < fields; f++) at += 4 + Math.max(copy.readInt32BE(at), 0);
    count++;
  }
  return count;
};

/** Builds the index from copyEmployeeIndexColumns' output. */
export const buildEmployeeIndex = (copy: Buffer): EmployeeIndex => {
  const size = countRecords(copy);
  const index: EmployeeIndex = {
    size: 0,
    ordinals: new Int32Array(size),
    gender: new Uint8Array(size),
    level: new Int32Array(size),
    position: new Int32Array(size),
    levelCodes: new Map(),
    positionCodes: new Map(),
    payGap: new Float64Array(size),
    gapsExact: true,
    orders: new Map(),
    selections: new Map(),
    bytes: 0,
  };
  let at = firstRecord(copy);
  let i = 0;
  for (; copy.readInt16BE(at) !== -1; i++) {
    at += 2;
    index.ordinals[i] = copy.readInt32BE(at + 4);
    at += 8;
    let length = copy.readInt32BE(at);
    index.gender[i] = length === 4 ? 1 : 0; // 'male' or 'female', as the table's check allows
    at += 4 + length;
    length = copy.readInt32BE(at);
    index.level[i] = intern(index.levelCodes, copy, at + 4, length);
    at += 4 + length;
    length = copy.readInt32BE(at);
    index.position[i] = intern(index.positionCodes, copy, at + 4, length);
    at += 4 + length;
    length = copy.readInt32BE(at);
    at += 4;
    if (length === -1) index.payGap[i] = NaN;
    else {
      const gap = readInt8(copy, at);
      if (Number.isNaN(gap)) index.gapsExact = false;
      index.payGap[i] = gap;
      at += length;
    }
  }
  index.size = i;
  index.bytes = i * 21 + 64 * (index.levelCodes.size + index.positionCodes.size);
  return index;
};

/** Each row's index from its ordinal: ordinals are 0, 1, 2, … in file order, else looked up. */
const rowOfOrdinal = (index: EmployeeIndex) => {
  const { ordinals, size } = index;
  if (size === 0 || ordinals[size - 1] === size - 1) return (ordinal: number) => ordinal;
  const rows = new Map<number, number>();
  for (let i = 0; i < size; i++) rows.set(ordinals[i] ?? -1, i);
  return (ordinal: number) => rows.get(ordinal) ?? -1;
};

/**
 * Row indexes in the order of copyEmployeeRanks' output for one direction: by rank (reversed
 * for desc), empty values last either way, then file order, as employees.repository's ORDER BY.
 */
export const buildEmployeeOrder = (
  index: EmployeeIndex,
  copy: Buffer,
  order: SortOrder,
): Int32Array => {
  const n = index.size;
  const rank = new Float64Array(n);
  const empty = new Uint8Array(n);
  const row = rowOfOrdinal(index);
  let maxRank = 0;
  let at = firstRecord(copy);
  let seen = 0;
  while (copy.readInt16BE(at) !== -1) {
    at += 2;
    const i = row(copy.readInt32BE(at + 4));
    at += 8;
    const r = copy.readInt32BE(at + 8); // dense ranks are below 2^31: the low half is the value
    at += 12;
    const isEmpty = copy.readUInt8(at + 4) === 1;
    at += 5;
    if (i < 0 || i >= n) throw new Error('a ranked row is not in the employees index');
    rank[i] = r;
    empty[i] = isEmpty ? 1 : 0;
    if (!isEmpty && r > maxRank) maxRank = r;
    seen++;
  }
  if (seen !== n) throw new Error('the ranks do not cover the employees index');
  // One number per row, rank-major then row: a native numeric sort orders them exactly
  // (rank ≤ n + 1, so rank × n + row stays far below 2^53).
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = rank[i] ?? 0;
    const place = empty[i] ? maxRank + 1 : order === 'asc' ? r : maxRank + 1 - r;
    keys[i] = place * n + i;
  }
  keys.sort();
  const rows = new Int32Array(n);
  for (let k = 0; k < n; k++) rows[k] = (keys[k] ?? 0) % n;
  return rows;
};

const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export type EmployeeSelection = { total: number; rows: Int32Array };

/**
 * The rows matching the filters, in `order` (file order without), counted whole, and those of
 * [start, end) returned as row indexes. Level and position match byte for byte, as the stored
 * `COLLATE "C"` columns do; min_gap as `abs(pay_gap) > min_gap × 100` does in SQL.
 */
const selectEmployees = (
  index: EmployeeIndex,
  filters: EmployeeFilters,
  order: Int32Array | null,
  start: number,
  end: number,
): EmployeeSelection => {
  const none = { total: 0, rows: new Int32Array(0) };
  // The driver sends text as UTF-8, which turns a lone surrogate into U+FFFD: match what it sends.
  const level = filters.level === undefined ? -1 : index.levelCodes.get(wellFormed(filters.level));
  const position =
    filters.position === undefined ? -1 : index.positionCodes.get(wellFormed(filters.position));
  if (level === undefined || position === undefined) return none;
  const gender = filters.gender === undefined ? -1 : filters.gender === 'male' ? 1 : 0;
  const minGap = filters.minGap === undefined ? -1 : filters.minGap * 100;
  const withGap = filters.minGap !== undefined;
  const picked: number[] = [];
  let total = 0;
  const n = index.size;
  for (let k = 0; k < n; k++) {
    const i = order ? (order[k] ?? 0) : k;
    if (level >= 0 && index.level[i] !== level) continue;
    if (position >= 0 && index.position[i] !== position) continue;
    if (gender >= 0 && index.gender[i] !== gender) continue;
    if (withGap && !(Math.abs(index.payGap[i] ?? NaN) > minGap)) continue;
    if (total >= start && total < end) picked.push(i);
    total++;
  }
  return { total, rows: Int32Array.from(picked) };
};

export const orderKey = (key: EmployeeSortKey, order: SortOrder) => `${key}:${order}`;

/** How many filter and sort combinations an index keeps the matching rows of. */
const SELECTIONS_KEPT = 16;

/**
 * selectEmployees for a screen paging through one filtered, sorted list: the matching rows are
 * found once, then each page is a slice of them. Returns how many bytes the index grew by.
 */
export const selectEmployeesKept = (
  index: EmployeeIndex,
  filters: EmployeeFilters,
  order: Int32Array | null,
  orderName: string,
  start: number,
  end: number,
): EmployeeSelection & { grew: number } => {
  const name = JSON.stringify([
    filters.level,
    filters.gender,
    filters.position,
    filters.minGap,
    orderName,
  ]);
  let matching = index.selections.get(name);
  let grew = 0;
  if (matching) {
    index.selections.delete(name);
  } else {
    matching = selectEmployees(index, filters, order, 0, Infinity).rows;
    grew += matching.byteLength;
    if (index.selections.size >= SELECTIONS_KEPT) {
      for (const [oldest, rows] of index.selections) {
        index.selections.delete(oldest);
        grew -= rows.byteLength;
        break;
      }
    }
  }
  index.selections.set(name, matching);
  index.bytes += grew;
  return {
    total: matching.length,
    rows: matching.subarray(Math.min(start, matching.length), Math.min(end, matching.length)),
    grew,
  };
};
