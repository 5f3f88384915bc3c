import { isUtf8 } from 'node:buffer';
import { FileFormatError } from '#failure.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

type WideEncoding = 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

/**
 * Bytes of a CSV file to text. UTF-16 and UTF-32 are recognised by their BOM, or without one by
 * where their zero bytes fall (text is mostly ASCII, whose high bytes are zero). Otherwise UTF-8
 * (with or without BOM) first; bytes that are not valid UTF-8 are what Polish Excel writes
 * ("CSV (rozdzielany przecinkami)" is Windows-1250), so they are read as that. Whatever the
 * encoding, text holding NUL or many control characters is not a table.
 */
export function decodeText(data: Uint8Array): string {
  const wide = wideEncoding(data);
  let text: string;
  if (wide === 'utf-32le' || wide === 'utf-32be') text = decodeUtf32(data, wide === 'utf-32le');
  else if (wide !== null) text = new TextDecoder(wide).decode(data);
  else if (!fewNulBytes(data)) throw new FileFormatError('binary content (NUL bytes)');
  else {
    try {
      text = utf8.decode(data);
    } catch {
      text = new TextDecoder('windows-1250').decode(data);
    }
  }
  // No decoder here yields an unpaired surrogate (TextDecoder replaces them, UTF-32 refuses
  // them), so NUL is the one character PostgreSQL could not store that is left to refuse. UTF-8
  // and Windows-1250 make it only from a NUL byte: a few pass to the table reader, which names
  // the row of the cell holding one.
  if (wide !== null && text.includes('\u0000')) {
    throw new FileFormatError('binary content (NUL characters)');
  }
  if (looksBinary(text)) throw new FileFormatError('binary content (control characters)');
  return text;
}

/**
 * decodeText a piece at a time, for a file too large to hold as one string: a function decoding
 * each piece (cut between characters) as decodeText decodes the whole, the first piece's BOM
 * taken off as there; null for UTF-16 and UTF-32, which are decoded whole. The check of the
 * text (control characters) is the caller's, on the file's start (firstPieceChecks).
 */
export function pieceDecoder(
  data: Uint8Array,
): ((piece: Uint8Array, first: boolean) => string) | null {
  if (wideEncoding(data) !== null) return null;
  if (!fewNulBytes(data)) throw new FileFormatError('binary content (NUL bytes)');
  // What decodeText's fatal UTF-8 decoder accepts, else Windows-1250 for the whole file.
  const encoding = isUtf8(data) ? 'utf-8' : 'windows-1250';
  const first = new TextDecoder(encoding);
  const rest = new TextDecoder(encoding, { ignoreBOM: true });
  return (piece, isFirst) => (isFirst ? first : rest).decode(piece);
}

/** decodeText's check of the text itself, on a file's first million characters or more. */
export function firstPieceChecks(text: string): void {
  if (looksBinary(text)) throw new FileFormatError('binary content (control characters)');
}

/**
 * A text file with a stray NUL byte or two (a broken export) is read as text, so that the cell
 * holding it is named with its row (read-table.ts refuses such cells as spreadsheets' are).
 * Many NUL bytes mean binary content, refused as a whole.
 */
const MAX_STRAY_NULS = 16;
function fewNulBytes(data: Uint8Array): boolean {
  let count = 0;
  for (let at = data.indexOf(0); at >= 0; at = data.indexOf(0, at + 1)) {
    if (++count > MAX_STRAY_NULS) return false;
  }
  return true;
}

const SNIFF_BYTES = 4096;

/** The wide encoding the bytes are in, from the BOM or the pattern of zero bytes; else null. */
function wideEncoding(data: Uint8Array): WideEncoding | null {
  const [b0, b1, b2, b3] = data;
  if (b0 === 0xff && b1 === 0xfe) return b2 === 0 && b3 === 0 ? 'utf-32le' : 'utf-16le';
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return 'utf-32be';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  const n = Math.min(data.length, SNIFF_BYTES) & ~3;
  if (n < 4) return null;
  const zeros = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) if (data[i] === 0) zeros[i & 3] = (zeros[i & 3] ?? 0) + 1;
  const [z0, z1, z2, z3] = zeros as [number, number, number, number];
  const units = n / 4;
  // Without a BOM, only a clear pattern counts: nine units in ten with the zero bytes expected.
  const most = (count: number) => count >= units * 0.9;
  const few = (count: number) => count <= units * 0.1;
  if (data.length % 4 === 0 && most(z2) && z3 === units && few(z0)) return 'utf-32le';
  if (data.length % 4 === 0 && most(z1) && z0 === units && few(z3)) return 'utf-32be';
  if (data.length % 2 === 0 && most((z1 + z3) / 2) && few((z0 + z2) / 2)) return 'utf-16le';
  if (data.length % 2 === 0 && most((z0 + z2) / 2) && few((z1 + z3) / 2)) return 'utf-16be';
  return null;
}

/** UTF-32 (TextDecoder has no such label); a code point that cannot exist makes it unreadable. */
function decodeUtf32(data: Uint8Array, littleEndian: boolean): string {
  if (data.length % 4 !== 0) throw new FileFormatError('UTF-32 text of a broken length');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const parts: string[] = [];
  let codes: number[] = [];
  const start = view.getUint32(0, littleEndian) === 0xfeff ? 4 : 0;
  for (let at = start; at < data.length; at += 4) {
    const code = view.getUint32(at, littleEndian);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new FileFormatError('not UTF-32 text (invalid code point)');
    }
    codes.push(code);
    if (codes.length === 8192) {
      parts.push(String.fromCodePoint(...codes));
      codes = [];
    }
  }
  parts.push(String.fromCodePoint(...codes));
  return parts.join('');
}

// Control characters other than tab, line breaks and form feed do not occur in real CSV.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]/g;

/** Many control characters in the first million: junk, not a table. A regular expression
 * finds them four times faster than a loop over the characters. */
function looksBinary(text: string): boolean {
  const sample = text.length > 1 << 20 ? text.slice(0, 1 << 20) : text;
  // A stray DOS end-of-file mark or two is tolerated; junk has thousands.
  const limit = 8 + sample.length / 1000;
  let control = 0;
  CONTROL.lastIndex = 0;
  while (CONTROL.exec(sample) !== null) if (++control > limit) return true;
  return false;
}
