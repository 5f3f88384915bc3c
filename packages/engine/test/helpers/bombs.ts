import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { TestZipEntry } from './zip-writer.ts';

/**
 * A deflated entry of `head + unit × times + tail` built without ever holding the whole text:
 * each part is compressed on its own and ends on a full flush, so the parts can be concatenated
 * and one compressed `unit` repeated.
 */
export function repeatedEntry(
  head: string,
  unit: string,
  times: number,
  tail: string,
): Omit<TestZipEntry, 'name'> {
  const part = (text: string, last: boolean): Buffer =>
    deflateRawSync(Buffer.from(text), {
      level: 9,
      finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    });
  const unitBytes = Buffer.from(unit);
  const unitDeflated = part(unit, false);
  let crc = crc32(Buffer.from(head));
  for (let i = 0; i < times; i++) crc = crc32(unitBytes, crc);
  crc = crc32(Buffer.from(tail), crc);
  const deflated = Buffer.concat([
    part(head, false),
    ...Array.from({ length: times }, () => unitDeflated),
    part(tail, true),
  ]);
  const size = Buffer.byteLength(head) + unitBytes.length * times + Buffer.byteLength(tail);
  return { raw: { deflated, size: size >>> 0, crc } };
}
