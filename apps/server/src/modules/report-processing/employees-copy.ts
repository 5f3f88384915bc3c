import type { EmployeeRowColumns, EmployeeGroup, TextColumn } from '@parytet/engine';
import { EMPLOYEE_ROW_COLUMNS, GROUP_FIGURE_COLUMNS } from '#db/employee-columns.ts';

/** For `COPY report_level_groups` and `COPY report_position_groups`. */
export const LEVEL_GROUP_COPY_COLUMNS = ['report_id', 'level', ...GROUP_FIGURE_COLUMNS] as const;
export const POSITION_GROUP_COPY_COLUMNS = [
  'report_id',
  'level',
  'position',
  ...GROUP_FIGURE_COLUMNS,
] as const;

// Below this, value × 100 is under 2^50: the product's rounding error is far below half a cent.
const FAST_LIMIT = 2 ** 43;
const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

/**
 * The whole hundredths an amount stands for (half away from zero, as the engine's round2), exact
 * for every finite number: a plain number while that is cheap and safe, a bigint beyond. Amounts
 * whose hundredths do not fit PostgreSQL's bigint are refused (the engine's bounds keep every
 * real one far below): storing a wrapped-around value would be a silent, wrong answer.
 */
export function hundredthsOf(value: number): number | bigint {
  const abs = Math.abs(value);
  if (abs < FAST_LIMIT) {
    const rounded = Math.round(abs * 100);
    return value < 0 && rounded !== 0 ? -rounded : rounded;
  }
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // Above 2^43 the whole part and the fraction are each exact in a double; scaled separately.
  const whole = Math.trunc(abs);
  const cents = BigInt(whole) * 100n + BigInt(Math.round((abs - whole) * 100));
  const signed = value < 0 ? -cents : cents;
  if (signed < INT8_MIN || signed > INT8_MAX) {
    throw new RangeError(`amount beyond what a bigint of hundredths holds: ${value}`);
  }
  return signed;
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const CHUNK_BYTES = 1 << 20;

class CopyWriter {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private at = 0;
  /** Chunks filled since the caller last took them. */
  full: Buffer[] = [];

  ensure(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    this.flush();
    this.buffer = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
  }

  flush() {
    if (this.at > 0) this.full.push(this.buffer.subarray(0, this.at));
    this.at = 0;
  }

  take() {
    const taken = this.full;
    this.full = [];
    return taken;
  }

  raw(bytes: Buffer) {
    this.ensure(bytes.length);
    this.at += bytes.copy(this.buffer, this.at);
  }

  int16(value: number) {
    this.at = this.buffer.writeInt16BE(value, this.at);
  }

  /** Big-endian, by hand (cheaper than writeInt32BE per value); also takes 0 … 2^32 − 1. */
  int32(value: number) {
    const buffer = this.buffer;
    const at = this.at;
    buffer[at] = value >>> 24;
    buffer[at + 1] = value >>> 16;
    buffer[at + 2] = value >>> 8;
    buffer[at + 3] = value;
    this.at = at + 4;
  }

  /** A 4-byte field: its length, then the value. */
  int4Field(value: number) {
    this.int32(4);
    this.int32(value);
  }

  /** Hundredths as a bigint field, or NULL (length -1). */
  int8Field(value: number | null) {
    if (value === null) {
      this.int32(-1);
      return;
    }
    this.int32(8);
    const hundredths = hundredthsOf(value);
    if (typeof hundredths === 'bigint') {
      this.at = this.buffer.writeBigInt64BE(hundredths, this.at);
      return;
    }
    // Two 32-bit halves: exact for every safe integer, and no BigInt per value.
    const high = Math.floor(hundredths / 0x1_0000_0000);
    this.int32(high);
    this.int32(hundredths - high * 0x1_0000_0000);
  }

  /** Hundredths as a bigint field; NaN (no value) as NULL. */
  int8OrNull(value: number) {
    this.int8Field(Number.isNaN(value) ? null : value);
  }

  /** Text already encoded, or NULL; short labels copied by hand, without a native call each. */
  bytesField(bytes: Uint8Array | null) {
    if (bytes === null) {
      this.int32(-1);
      return;
    }
    this.int32(bytes.length);
    const buffer = this.buffer;
    let at = this.at;
    if (bytes.length > 32) {
      buffer.set(bytes, at);
      at += bytes.length;
    } else for (let i = 0; i < bytes.length; i++) buffer[at++] = bytes[i] as number;
    this.at = at;
  }

  textField(value: string | null) {
    if (value === null) {
      this.int32(-1);
      return;
    }
    const buffer = this.buffer;
    const start = this.at + 4;
    // Ids, genders and most labels are short ASCII: copied by hand, without a native call each.
    let at = start;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) {
        at = start + buffer.write(value, start, 'utf8');
        break;
      }
      buffer[at++] = code;
    }
    this.int32(at - start);
    this.at = at;
  }
}

/** Each distinct value of a text column in UTF-8, once: rows share a few hundred labels. */
const encodedValues = (column: TextColumn) => column.values.map((value) => Buffer.from(value));

const GENDERS = [Buffer.from('male'), Buffer.from('female')] as const;

/**
 * The COPY stream for rows `from` to `to` of a report (a part of it, or all), in chunks of about
 * 1 MB, made as they are read: the server parses one chunk while the next is being written. In
 * PostgreSQL's binary COPY format, for `COPY report_employee_rows (EMPLOYEE_ROW_COLUMNS)`: nothing
 * has to be parsed on the server, which makes storing 100 000 rows several times faster than an
 * INSERT of the same rows. Only what differs from one employee to the next; the group figures
 * every row also shows go once per group (groupCopy, migration 0200).
 * Straight from the columns: at 1 000 000 rows a row object each, and a hand-over per row,
 * cost the compute thread more than the writing.
 */
export function* employeeCopyChunks(
  reportId: string,
  columns: EmployeeRowColumns,
  from = 0,
  to = columns.length,
) {
  const out = new CopyWriter();
  const uuid = Buffer.from(reportId.replaceAll('-', ''), 'hex');
  const levels = encodedValues(columns.level);
  const positions = encodedValues(columns.position);
  const locations = encodedValues(columns.location);
  const { id, female, salary, difference, gap } = columns;
  out.raw(SIGNATURE);
  out.ensure(8);
  out.int32(0);
  out.int32(0);
  const end = Math.min(to, columns.length);
  for (let i = from; i < end; i++) {
    const rowId = id[i] as string;
    const level = levels[columns.level.codes[i] as number] as Buffer;
    const position = positions[columns.position.codes[i] as number] as Buffer;
    const locationCode = columns.location.codes[i] as number;
    const location = locationCode < 0 ? null : (locations[locationCode] as Buffer);
    // Field count, 10 lengths, uuid, one int4 and three int8 values, the texts (an ID's UTF-8
    // is at most 3 bytes a unit).
    const texts = 3 * rowId.length + 6 + level.length + position.length + (location?.length ?? 0);
    out.ensure(2 + 10 * 4 + 16 + 4 + 3 * 8 + texts);
    out.int16(EMPLOYEE_ROW_COLUMNS.length);
    out.bytesField(uuid);
    out.int4Field(i);
    out.textField(rowId);
    out.bytesField(GENDERS[female[i] as 0 | 1]);
    out.bytesField(level);
    out.bytesField(position);
    out.bytesField(location);
    out.int8Field(salary[i] as number);
    out.int8OrNull(difference[i] as number);
    out.int8OrNull(gap[i] as number);
    if (out.full.length > 0) yield* out.take();
  }
  out.ensure(2);
  out.int16(-1);
  out.flush();
  yield* out.take();
}

/** A report's level or position groups as one binary COPY (a handful of rows, or one per row). */
export const groupCopy = (reportId: string, groups: readonly EmployeeGroup[]) => {
  const out = new CopyWriter();
  const uuid = Buffer.from(reportId.replaceAll('-', ''), 'hex');
  out.raw(SIGNATURE);
  out.ensure(8);
  out.int32(0);
  out.int32(0);
  for (const group of groups) {
    const textUnits = group.level.length + (group.position?.length ?? 0);
    out.ensure(2 + 8 * 4 + 16 + 3 * 8 + 2 * 4 + 3 * textUnits);
    const withPosition = group.position !== null;
    out.int16(withPosition ? POSITION_GROUP_COPY_COLUMNS.length : LEVEL_GROUP_COPY_COLUMNS.length);
    out.int32(16);
    out.raw(uuid);
    out.textField(group.level);
    if (withPosition) out.textField(group.position);
    out.int8Field(group.mean);
    out.int8Field(group.womenMean);
    out.int8Field(group.menMean);
    out.int4Field(group.womenCount);
    out.int4Field(group.menCount);
  }
  out.ensure(2);
  out.int16(-1);
  out.flush();
  return Buffer.concat(out.take());
};
