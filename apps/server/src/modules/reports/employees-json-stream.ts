import { Readable } from 'node:stream';
import type { EmployeesData, ReportReadyStatus } from '@parytet/contract/reports';
import { COPY_HEADER_BYTES, firstRecord, responseHead, writeRecord } from './employees-json.ts';
import { writeRowRecord, type EmployeeGroups } from './employees-row-json.ts';
import { JsonWriter } from './json-writer.ts';

/** A streamed answer is handed to the socket in pieces of about this many bytes. */
const PIECE_BYTES = 1 << 18;

/** Where the record starting at `at` ends, or -1 while `buffer` does not hold all of it. */
const recordEnd = (buffer: Buffer, at: number) => {
  if (at + 2 > buffer.length) return -1;
  const fields = buffer.readInt16BE(at);
  let end = at + 2;
  for (let f = 0; f < fields; f++) {
    if (end + 4 > buffer.length) return -1;
    end += 4 + Math.max(buffer.readInt32BE(end), 0);
  }
  return end <= buffer.length ? end : -1;
};

/**
 * employeesArrayJson over binary COPY output that arrives in pieces cut anywhere: the same bytes,
 * written while PostgreSQL is still sending, so neither the rows nor the JSON are ever held whole.
 * With `groups`, the output holds EMPLOYEE_ROW_READ_COLUMNS and each row's groups are spliced in.
 */
export async function* employeesArrayJsonPieces(
  copy: AsyncIterable<Buffer>,
  groups?: EmployeeGroups,
) {
  const out = new JsonWriter();
  out.byte(0x5b);
  let pending: Buffer | null = null;
  let headerRead = false;
  let ended = false;
  let rows = 0;
  for await (const piece of copy) {
    const buffer: Buffer = pending ? Buffer.concat([pending, piece]) : piece;
    let at = 0;
    if (!headerRead) {
      const enough = buffer.length >= COPY_HEADER_BYTES + 4 && buffer.length >= firstRecord(buffer);
      if (!enough) {
        pending = buffer;
        continue;
      }
      at = firstRecord(buffer);
      headerRead = true;
    }
    while (!ended) {
      const end = recordEnd(buffer, at);
      if (end < 0) break;
      const fields = buffer.readInt16BE(at);
      if (fields === -1) ended = true;
      else {
        if (rows++ > 0) out.byte(0x2c);
        if (groups) writeRowRecord(out, buffer, at + 2, groups);
        else writeRecord(out, buffer, at + 2, fields);
      }
      at = end;
    }
    pending = at < buffer.length ? Buffer.from(buffer.subarray(at)) : null;
    if (out.size >= PIECE_BYTES) yield* out.take();
  }
  if (!ended) throw new Error('the COPY output ended before its trailer');
  out.byte(0x5d);
  yield* out.done();
}

/** employeesResponseJson as a stream: status and paging first, then the array as it is written. */
export const employeesResponseStream = (
  status: ReportReadyStatus,
  employees: AsyncIterable<Buffer>,
  meta: Omit<EmployeesData, 'employees'>,
) => {
  const head = responseHead(status, meta);
  async function* pieces() {
    yield head;
    yield* employees;
    yield Buffer.from('}');
  }
  return Readable.from(pieces(), { objectMode: false });
};
