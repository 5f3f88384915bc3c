import { createInflateRaw } from 'node:zlib';
import { FileFormatError } from '#failure.ts';

/** One file inside a zip archive, as its central directory describes it. */
export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 10_000;

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function findEndOfCentralDirectory(data: Uint8Array, dv: DataView): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= lowest; i--) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  throw new FileFormatError('not a zip archive (no end of central directory)');
}

/** Reads the central directory; sizes come from it, so entries with data descriptors work. */
export function readZipDirectory(data: Uint8Array): Map<string, ZipEntry> {
  const dv = view(data);
  const eocd = findEndOfCentralDirectory(data, dv);
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  if (eocd >= 20 && dv.getUint32(eocd - 20, true) === ZIP64_EOCD_LOCATOR) {
    const zip64 = Number(dv.getBigUint64(eocd - 12, true));
    if (zip64 + 56 > data.length) throw new FileFormatError('broken zip64 directory');
    count = Number(dv.getBigUint64(zip64 + 32, true));
    offset = Number(dv.getBigUint64(zip64 + 48, true));
  }
  if (count > MAX_ENTRIES) throw new FileFormatError('zip archive with too many entries');
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || dv.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new FileFormatError('broken zip central directory');
    }
    const nameLength = dv.getUint16(offset + 28, true);
    const extraLength = dv.getUint16(offset + 30, true);
    const commentLength = dv.getUint16(offset + 32, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd + extraLength > data.length) throw new FileFormatError('broken zip entry');
    const entry: ZipEntry = {
      name: decoder.decode(data.subarray(offset + 46, nameEnd)),
      flags: dv.getUint16(offset + 8, true),
      method: dv.getUint16(offset + 10, true),
      compressedSize: dv.getUint32(offset + 20, true),
      localHeaderOffset: dv.getUint32(offset + 42, true),
    };
    applyZip64Extra(entry, dv, offset, nameEnd, extraLength);
    entries.set(entry.name.replace(/^\/+/, ''), entry);
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Writers that always use zip64 put the real sizes and offset in extra field 0x0001. */
function applyZip64Extra(
  entry: ZipEntry,
  dv: DataView,
  header: number,
  extraStart: number,
  extraLength: number,
): void {
  const uncompressed32 = dv.getUint32(header + 24, true);
  let p = extraStart;
  const end = extraStart + extraLength;
  while (p + 4 <= end) {
    const id = dv.getUint16(p, true);
    const size = dv.getUint16(p + 2, true);
    if (id === 0x0001) {
      let q = p + 4;
      const next = (): number => {
        if (q + 8 > p + 4 + size) throw new FileFormatError('broken zip64 extra field');
        const v = Number(dv.getBigUint64(q, true));
        q += 8;
        return v;
      };
      if (uncompressed32 === 0xffffffff) next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    p += 4 + size;
  }
}

/** Finds an entry by name, falling back to a case-insensitive match (some writers differ). */
export function findEntry(entries: Map<string, ZipEntry>, name: string): ZipEntry | undefined {
  const exact = entries.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  for (const [key, entry] of entries) if (key.toLowerCase() === lower) return entry;
  return undefined;
}

function compressedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(data);
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new FileFormatError(`broken zip entry ${entry.name}`);
  }
  if ((entry.flags & 1) !== 0) throw new FileFormatError('encrypted zip entry');
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw new FileFormatError(`truncated zip entry ${entry.name}`);
  return data.subarray(start, end);
}

// Small input slices keep what one zlib write can expand to (a zip bomb's 1000:1) in check.
const INPUT_SLICE = 16 * 1024;

/**
 * Inflates one entry as a stream of chunks, refusing to produce more than `maxBytes`; this cap,
 * not the sizes the archive declares, is what bounds a zip bomb.
 */
export async function* inflateEntry(
  data: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  const input = compressedBytes(data, entry);
  if (entry.method === 0) {
    if (input.length > maxBytes) throw new FileFormatError(`${entry.name} is too large`);
    yield Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    return;
  }
  if (entry.method !== 8) throw new FileFormatError(`unsupported zip compression ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  let offset = 0;
  const feed = (): void => {
    while (offset < input.length) {
      const slice = input.subarray(offset, offset + INPUT_SLICE);
      offset += slice.length;
      if (!inflater.write(slice)) return void inflater.once('drain', feed);
    }
    inflater.end();
  };
  feed();
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new FileFormatError(`${entry.name} inflates beyond the limit`);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof FileFormatError) throw error;
    throw new FileFormatError(`corrupt zip entry ${entry.name}`);
  } finally {
    inflater.destroy();
  }
}

/** Inflates a small entry whole (workbook, rels, styles), under `maxBytes`. */
export async function inflateEntryText(
  data: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflateEntry(data, entry, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
