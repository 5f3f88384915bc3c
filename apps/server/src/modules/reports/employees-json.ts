import type { EmployeesData, ReportReadyStatus } from '@parytet/contract/reports';
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
export const PREFIXES = EMPLOYEE_READ_COLUMNS.map(([, key], i) =>
  Buffer.from(`${i === 0 ? '{' : ','}"${key}":`),
);
export const NULL = Buffer.from('null');
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
export const writeField = (out: JsonWriter, copy: Buffer, at: number, key: number) => {
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
