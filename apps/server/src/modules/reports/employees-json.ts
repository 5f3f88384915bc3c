import type { EmployeesData, ReportReadyStatus } from '@parytet/contract/reports';
import { EMPLOYEE_ROW_COLUMNS } from '#db/employee-columns.ts';
import { JsonWriter, putDigits, putHundredths, writeBigHundredths } from './json-writer.ts';

/**
 * The employees answer, written as JSON bytes straight from PostgreSQL's binary COPY output of
 * EMPLOYEE_READ_COLUMNS. No row object is ever built: at 100 000 rows, materialising rows and
 * serialising them through the response schema took most of the call's time. The shape is the
 * contract's employeesResponseSchema, which the route still declares and the tests check.
 */
export const EMPLOYEE_READ_COLUMNS = [
  ['employee_id', 'id'],
  ['gender', 'gender'],
  ['level', 'level'],
  ['position', 'position'],
  ['location', 'location'],
  ['salary', 'salary'],
  ['position_mean_salary', 'position_mean_salary'],
  ['position_women_mean_salary', 'position_women_mean_salary'],
  ['position_men_mean_salary', 'position_men_mean_salary'],
  ['level_mean_salary', 'level_mean_salary'],
  ['level_women_mean_salary', 'level_women_mean_salary'],
  ['level_men_mean_salary', 'level_men_mean_salary'],
  ['salary_difference', 'salary_difference'],
  ['pay_gap', 'pay_gap'],
  ['position_women_count', 'position_women_count'],
  ['position_men_count', 'position_men_count'],
  ['level_women_count', 'level_women_count'],
  ['level_men_count', 'level_men_count'],
] as const;
const TEXT_FIELDS = 5;
/** Fields from here on are int4 head counts, not hundredths. */
const FIRST_COUNT_FIELD = 14;

/** `{"id":`, `,"gender":`, … : what precedes each field's value. */
const PREFIXES = EMPLOYEE_READ_COLUMNS.map(([, key], i) =>
  Buffer.from(`${i === 0 ? '{' : ','}"${key}":`),
);
const NULL = Buffer.from('null');
export const COPY_HEADER_BYTES = 11 + 4;

/** Whether UTF-8 text goes into a JSON string as it is: no quote, backslash or control. */
const isPlain = (src: Buffer, start: number, end: number) => {
  for (let i = start; i < end; i++) {
    const b = src[i] ?? 0;
    if (b < 0x20 || b === 0x22 || b === 0x5c) return false;
  }
  return true;
};

/** Offset of the first record in a binary COPY output (after its header and extension). */
export const firstRecord = (copy: Buffer) =>
  COPY_HEADER_BYTES + 4 + copy.readUInt32BE(COPY_HEADER_BYTES);

/** Room for a field's prefix and a number (sign, 16 digits, point, 2 decimals) or null. */
const FIELD_ROOM = Math.max(...PREFIXES.map((prefix) => prefix.length)) + 24;

/**
 * One record as a JSON object; returns where the next record starts. Each field makes room once
 * and is then written straight into the buffer: at 100 000 rows × 18 fields, a call per byte
 * group was most of the call's time.
 */
/**
 * Field `at` of a COPY record written as the answer's field `key` (its place in
 * EMPLOYEE_READ_COLUMNS, which decides its prefix and its kind); returns where the next field
 * starts.
 */
const writeField = (out: JsonWriter, copy: Buffer, at: number, key: number) => {
  const length = copy.readInt32BE(at);
  at += 4;
  out.ensure(FIELD_ROOM + Math.max(length, 0) + 2);
  const buffer = out.buffer;
  let put = out.at;
  const prefix = PREFIXES[key] ?? NULL;
  for (let i = 0; i < prefix.length; i++) buffer[put++] = prefix[i] ?? 0;
  if (length === -1) {
    for (let i = 0; i < NULL.length; i++) buffer[put++] = NULL[i] ?? 0;
  } else if (key < TEXT_FIELDS) {
    const end = at + length;
    if (isPlain(copy, at, end)) {
      buffer[put++] = 0x22;
      if (length < 48) for (let i = at; i < end; i++) buffer[put++] = copy[i] ?? 0;
      else put += copy.copy(buffer, put, at, end);
      buffer[put++] = 0x22;
    } else {
      out.at = put;
      out.bytes(Buffer.from(JSON.stringify(copy.toString('utf8', at, end))));
      put = out.at;
    }
  } else if (key >= FIRST_COUNT_FIELD) {
    const count = copy.readInt32BE(at);
    if (count < 0) buffer[put++] = 0x2d;
    put = putDigits(buffer, put, Math.abs(count));
  } else {
    const high = copy.readInt32BE(at);
    if (high < -0x10_0000 || high >= 0x10_0000) {
      out.at = put;
      writeBigHundredths(out, copy.readBigInt64BE(at));
      put = out.at;
    } else put = putHundredths(buffer, put, high * 0x1_0000_0000 + copy.readUInt32BE(at + 4));
  }
  out.at = put;
  return at + Math.max(length, 0);
};

export const writeRecord = (out: JsonWriter, copy: Buffer, at: number, fields: number) => {
  for (let f = 0; f < fields; f++) at = writeField(out, copy, at, f);
  out.byte(0x7d);
  return at;
};

/**
 * A row's own columns as `report_employee_rows` holds them (migration 0200), read without the
 * view's join: the answer's fields 0–5 and 12–13. Its groups' fields come from EmployeeGroups.
 */
export const EMPLOYEE_ROW_READ_COLUMNS = EMPLOYEE_ROW_COLUMNS.slice(2);

/**
 * What a row of a position group shows of its groups, written once per group: the position's
 * and its level's means (the answer's fields 6–11), and their head counts (14–17).
 */
type GroupFields = { level: Buffer; position: Buffer; means: Buffer; counts: Buffer };

/**
 * A report's groups, looked up by the UTF-8 bytes of a row's level and position: FNV-1a over
 * them, then compared byte by byte, so a row costs no string and no allocation.
 */
export type EmployeeGroups = {
  byHash: Map<number, GroupFields[]>;
  /** A level's fields alone, for a row whose position group is missing. */
  levels: Map<string, { means: Buffer; counts: Buffer }>;
};

/** Where the COPY field starting at `at` (its length) ends. */
const fieldAfter = (copy: Buffer, at: number) => at + 4 + Math.max(copy.readInt32BE(at), 0);

const textOf = (copy: Buffer, at: number) => copy.subarray(at + 4, fieldAfter(copy, at));

const FNV_OFFSET = 0x811c9dc5;
const fnv = (hash: number, bytes: Uint8Array, start: number, end: number) => {
  let h = hash;
  for (let i = start; i < end; i++) h = Math.imul(h ^ (bytes[i] ?? 0), 0x01000193);
  return h;
};
/** The lookup hash of a level and a position, as fields of a COPY record at `level`, `position`. */
const hashAt = (copy: Buffer, level: number, position: number) => {
  const afterLevel = fnv(FNV_OFFSET, copy, level + 4, fieldAfter(copy, level));
  return fnv(
    Math.imul(afterLevel ^ 0xff, 0x01000193),
    copy,
    position + 4,
    fieldAfter(copy, position),
  );
};

const sameBytes = (copy: Buffer, at: number, bytes: Buffer) => {
  const length = copy.readInt32BE(at);
  if (length !== bytes.length) return false;
  for (let i = 0; i < length; i++) if (copy[at + 4 + i] !== bytes[i]) return false;
  return true;
};

/** Fields of a group's record as answer fields `keys`, written into `out` and taken whole. */
const fieldsOf = (out: JsonWriter, copy: Buffer, at: number, keys: readonly number[]) => {
  for (const key of keys) at = writeField(out, copy, at, key);
  return { bytes: Buffer.concat(out.take()), at };
};

const POSITION_MEANS = [6, 7, 8];
const LEVEL_MEANS = [9, 10, 11];
const POSITION_COUNTS = [14, 15];
const LEVEL_COUNTS = [16, 17];

/** What the view gives a row without its group: every field of the group null. */
const nulls = (keys: readonly number[]) =>
  Buffer.concat(keys.flatMap((key) => [PREFIXES[key] ?? NULL, NULL]));
const NO_LEVEL = { means: nulls(LEVEL_MEANS), counts: nulls(LEVEL_COUNTS) };

/**
 * The groups of a report from two binary COPY outputs: `levels` of (level, mean, women's mean,
 * men's mean, women, men), `positions` of (level, position, the same). Written through the same
 * field writer as a row, so the answer is the bytes the view's columns would give.
 */
export const employeeGroupsOf = (levelsCopy: Buffer, positionsCopy: Buffer): EmployeeGroups => {
  // One writer for every group: a writer each would start a 64 KB buffer per group.
  const out = new JsonWriter();
  const levels = new Map<string, { means: Buffer; counts: Buffer }>();
  for (let at = firstRecord(levelsCopy); levelsCopy.readInt16BE(at) !== -1;) {
    const level = at + 2;
    const means = fieldsOf(out, levelsCopy, fieldAfter(levelsCopy, level), LEVEL_MEANS);
    const counts = fieldsOf(out, levelsCopy, means.at, LEVEL_COUNTS);
    levels.set(textOf(levelsCopy, level).toString('latin1'), {
      means: means.bytes,
      counts: counts.bytes,
    });
    at = counts.at;
  }
  const byHash = new Map<number, GroupFields[]>();
  const copy = positionsCopy;
  for (let at = firstRecord(copy); copy.readInt16BE(at) !== -1;) {
    const level = at + 2;
    const position = fieldAfter(copy, level);
    const means = fieldsOf(out, copy, fieldAfter(copy, position), POSITION_MEANS);
    const counts = fieldsOf(out, copy, means.at, POSITION_COUNTS);
    const ofLevel = levels.get(textOf(copy, level).toString('latin1')) ?? NO_LEVEL;
    const hash = hashAt(copy, level, position);
    const bucket = byHash.get(hash) ?? [];
    bucket.push({
      level: Buffer.from(textOf(copy, level)),
      position: Buffer.from(textOf(copy, position)),
      means: Buffer.concat([means.bytes, ofLevel.means]),
      counts: Buffer.concat([counts.bytes, ofLevel.counts]),
    });
    byHash.set(hash, bucket);
    at = counts.at;
  }
  return { byHash, levels };
};

const NO_POSITION_MEANS = nulls(POSITION_MEANS);
const NO_POSITION_COUNTS = nulls(POSITION_COUNTS);

/** A row's groups' fields: its position group's, else nulls beside its level's (if any). */
const groupsOfRow = (copy: Buffer, level: number, position: number, groups: EmployeeGroups) => {
  const bucket = groups.byHash.get(hashAt(copy, level, position));
  if (bucket) {
    for (const group of bucket) {
      if (sameBytes(copy, level, group.level) && sameBytes(copy, position, group.position)) {
        return group;
      }
    }
  }
  const ofLevel = groups.levels.get(textOf(copy, level).toString('latin1')) ?? NO_LEVEL;
  return {
    means: Buffer.concat([NO_POSITION_MEANS, ofLevel.means]),
    counts: Buffer.concat([NO_POSITION_COUNTS, ofLevel.counts]),
  };
};

/**
 * A record of EMPLOYEE_ROW_READ_COLUMNS as the answer's object, its groups' fields spliced in
 * where the view's columns stand; returns where the next record starts.
 */
export const writeRowRecord = (
  out: JsonWriter,
  copy: Buffer,
  at: number,
  groups: EmployeeGroups,
) => {
  const level = fieldAfter(copy, fieldAfter(copy, at));
  const { means, counts } = groupsOfRow(copy, level, fieldAfter(copy, level), groups);
  for (let key = 0; key < 6; key++) at = writeField(out, copy, at, key);
  out.bytes(means);
  at = writeField(out, copy, at, 12);
  at = writeField(out, copy, at, 13);
  out.bytes(counts);
  out.byte(0x7d);
  return at;
};

/** Where each record of a binary COPY output starts (at its field count). */
const copyRecordOffsets = (copy: Buffer): number[] => {
  const offsets: number[] = [];
  let at = firstRecord(copy);
  for (;;) {
    const fields = copy.readInt16BE(at);
    if (fields === -1) return offsets;
    offsets.push(at);
    at += 2;
    for (let f = 0; f < fields; f++) at += 4 + Math.max(copy.readInt32BE(at), 0);
  }
};

/**
 * The JSON array of the rows in one binary COPY output (see EMPLOYEE_READ_COLUMNS), as the
 * buffers it was written into (joined once, with the rest of the answer). With `order`, only the
 * records it names (by their place in the output), in its order.
 */
export const employeesArrayJson = (
  copy: Buffer,
  order?: ArrayLike<number>,
): { json: Buffer[]; rows: number } => {
  const out = new JsonWriter();
  out.byte(0x5b);
  let rows = 0;
  if (order) {
    const offsets = copyRecordOffsets(copy);
    for (let k = 0; k < order.length; k++) {
      const at = offsets[order[k] ?? -1];
      if (at === undefined) throw new Error('a record asked for is not in the COPY output');
      if (rows > 0) out.byte(0x2c);
      rows++;
      writeRecord(out, copy, at + 2, copy.readInt16BE(at));
    }
  } else {
    let at = firstRecord(copy);
    for (;;) {
      const fields = copy.readInt16BE(at);
      at += 2;
      if (fields === -1) break;
      if (rows > 0) out.byte(0x2c);
      rows++;
      at = writeRecord(out, copy, at, fields);
    }
  }
  out.byte(0x5d);
  return { json: out.done(), rows };
};

/** Status and paging, up to where the employees array goes: `{…,"employees":`. */
export const responseHead = (status: ReportReadyStatus, meta: Omit<EmployeesData, 'employees'>) =>
  Buffer.from(`${JSON.stringify({ ...status, ...meta }).slice(0, -1)},"employees":`);

/** The whole answer: status and paging first, then the employees array. */
export const employeesResponseJson = (
  status: ReportReadyStatus,
  employees: readonly Buffer[],
  meta: Omit<EmployeesData, 'employees'>,
) => {
  return Buffer.concat([responseHead(status, meta), ...employees, Buffer.from('}')]);
};
