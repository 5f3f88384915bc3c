import type { EmployeesData, ReportReadyStatus } from '@parytet/contract/reports';

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
const COPY_HEADER_BYTES = 11 + 4;

class JsonWriter {
  // A page is tens of KB: starting small spares the garbage collector a megabyte per request.
  private buffer = Buffer.allocUnsafe(1 << 16);
  private at = 0;
  private readonly chunks: Buffer[] = [];

  ensure(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    this.chunks.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafe(Math.max(1 << 20, bytes));
    this.at = 0;
  }

  bytes(source: Uint8Array, start = 0, end = source.length) {
    const length = end - start;
    this.ensure(length);
    // Most values are a few bytes long: a loop beats a native call for those.
    if (length < 48) {
      const buffer = this.buffer;
      let at = this.at;
      for (let i = start; i < end; i++) buffer[at++] = source[i] ?? 0;
      this.at = at;
    } else {
      this.buffer.set(source.subarray(start, end), this.at);
      this.at += length;
    }
  }

  /** A non-negative integer below 2^53, in decimal. */
  digits(value: number) {
    this.ensure(16);
    const buffer = this.buffer;
    let length = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) length++;
    let end = this.at + length;
    this.at = end;
    do {
      const next = Math.floor(value / 10);
      buffer[--end] = 0x30 + value - next * 10;
      value = next;
    } while (value > 0);
  }

  byte(value: number) {
    this.ensure(1);
    this.buffer[this.at++] = value;
  }

  done() {
    this.chunks.push(this.buffer.subarray(0, this.at));
    return this.chunks;
  }
}

/** A UTF-8 string as a JSON string: copied as it is unless it holds a quote, backslash or control. */
const writeText = (out: JsonWriter, src: Buffer, start: number, end: number) => {
  for (let i = start; i < end; i++) {
    const b = src[i] ?? 0;
    if (b < 0x20 || b === 0x22 || b === 0x5c) {
      out.bytes(Buffer.from(JSON.stringify(src.toString('utf8', start, end))));
      return;
    }
  }
  out.byte(0x22);
  out.bytes(src, start, end);
  out.byte(0x22);
};

/** Stored hundredths (bigint) as the 2-decimal number the engine computed: 353025 → 3530.25. */
const writeHundredths = (out: JsonWriter, src: Buffer, at: number) => {
  const high = src.readInt32BE(at);
  // Up to 2^52 in magnitude the halves combine exactly into a double; beyond (never met in real
  // data, but any bigint may be stored) the digits come from a BigInt, so none is ever wrong.
  if (high < -0x10_0000 || high >= 0x10_0000) {
    writeBigHundredths(out, src.readBigInt64BE(at));
    return;
  }
  const value = high * 0x1_0000_0000 + src.readUInt32BE(at + 4);
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const cents = abs - whole * 100;
  if (value < 0) out.byte(0x2d);
  out.digits(whole);
  writeCents(out, cents);
};

const writeCents = (out: JsonWriter, cents: number) => {
  if (cents === 0) return;
  out.byte(0x2e);
  out.byte(0x30 + Math.floor(cents / 10));
  if (cents % 10 !== 0) out.byte(0x30 + (cents % 10));
};

const writeBigHundredths = (out: JsonWriter, value: bigint) => {
  const abs = value < 0n ? -value : value;
  if (value < 0n) out.byte(0x2d);
  out.bytes(Buffer.from((abs / 100n).toString(), 'latin1'));
  writeCents(out, Number(abs % 100n));
};

/** Offset of the first record in a binary COPY output (after its header and extension). */
const firstRecord = (copy: Buffer) => COPY_HEADER_BYTES + 4 + copy.readUInt32BE(COPY_HEADER_BYTES);

/** One record as a JSON object; returns where the next record starts. */
const writeRecord = (out: JsonWriter, copy: Buffer, at: number, fields: number) => {
  for (let f = 0; f < fields; f++) {
    out.bytes(PREFIXES[f] ?? NULL);
    const length = copy.readInt32BE(at);
    at += 4;
    if (length === -1) out.bytes(NULL);
    else if (f < TEXT_FIELDS) writeText(out, copy, at, at + length);
    else if (f >= FIRST_COUNT_FIELD) out.digits(copy.readInt32BE(at));
    else writeHundredths(out, copy, at);
    at += Math.max(length, 0);
  }
  out.byte(0x7d);
  return at;
};

/** Where each record of a binary COPY output starts (at its field count). */
export const copyRecordOffsets = (copy: Buffer): number[] => {
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

/** The whole answer: status and paging first, then the employees array. */
export const employeesResponseJson = (
  status: ReportReadyStatus,
  employees: readonly Buffer[],
  meta: Omit<EmployeesData, 'employees'>,
) => {
  const head = JSON.stringify({ ...status, ...meta });
  return Buffer.concat([
    Buffer.from(`${head.slice(0, -1)},"employees":`),
    ...employees,
    Buffer.from('}'),
  ]);
};
