import { FileFormatError } from '#failure.ts';
import type { ReadLimits, RowSink } from './cell.ts';
import { type FastCsvRow, parseCsv } from './csv-parse.ts';
import { recordStartFrom } from './csv-pieces.ts';
import { decodeText, firstPieceChecks, pieceDecoder } from './decode-text.ts';

const DELIMITERS = [',', ';', '\t'] as const;
// A header line is short; junk without line breaks should not be scanned to its end.
const HEADER_SCAN_CHARS = 1 << 20;

/** The delimiter is the one used most, outside quotes, on the first non-blank line. */
export function detectDelimiter(text: string): string {
  const counts = [0, 0, 0];
  let inQuotes = false;
  let seenContent = false;
  const end = Math.min(text.length, HEADER_SCAN_CHARS);
  for (let i = 0; i < end; i++) {
    const ch = text[i] as string;
    if (ch === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (ch === '\n' || ch === '\r') {
      if (seenContent) break;
    } else {
      const k = DELIMITERS.indexOf(ch as (typeof DELIMITERS)[number]);
      if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
      seenContent ||= ch.trim() !== '';
      seenContent ||= k >= 0;
    }
  }
  let best = 0;
  for (let k = 1; k < DELIMITERS.length; k++) if ((counts[k] ?? 0) > (counts[best] ?? 0)) best = k;
  return DELIMITERS[best] ?? ',';
}

/** About this many bytes of a large file are decoded and parsed at a time (csv-pieces.ts). */
const PIECE_BYTES = 8 << 20;

/**
 * Streams the rows of a CSV buffer into `sink`; row numbers are record numbers (header = 1). A
 * large file is decoded and parsed a piece at a time, each piece whole records, so the text held
 * at once is a piece's, not the file's: 1 000 000 rows were 54 MB of bytes and 108 MB of text.
 */
export function readCsv(
  data: Uint8Array,
  sink: RowSink,
  limits: ReadLimits,
  fastRow?: FastCsvRow,
  pieceBytes: number = PIECE_BYTES,
): void {
  const decode = data.length > pieceBytes ? pieceDecoder(data) : null;
  if (decode === null) {
    const { text, delimiter } = prepareCsv(data);
    parseCsv(text, delimiter, limits, sink, fastRow);
    return;
  }
  const delimiter = delimiterOf(data, decode);
  const d = delimiter.charCodeAt(0);
  let rowNumber = 0;
  let stopped = false;
  const ended = (lastRow: number, stop: boolean) => {
    rowNumber = lastRow;
    stopped = stop;
  };
  for (let from = 0; from < data.length && !stopped;) {
    const to = recordStartFrom(data, from, from + pieceBytes, d);
    let text = decode(data.subarray(from, to), from === 0);
    if (from === 0) text = text.replace(/^\uFEFF/, '');
    parseCsv(text, delimiter, limits, sink, fastRow, {
      from: { i: 0, rowNumber },
      lines: Infinity,
      ended,
    });
    from = to;
  }
}

/**
 * The delimiter, and the checks of the text, from the file's start: its first 4 MB hold at least
 * the million characters detectDelimiter and looksBinary read (cut before a non-ASCII byte, not
 * inside a character).
 */
function delimiterOf(data: Uint8Array, decode: (piece: Uint8Array, first: boolean) => string) {
  let end = Math.min(data.length, 4 << 20);
  while (end < data.length && end > 0 && (data[end] as number) >= 0x80) end--;
  const decoded = decode(data.subarray(0, end), true);
  firstPieceChecks(decoded);
  const head = decoded.replace(/^\uFEFF/, '');
  if (/^\s*</.test(head)) throw new FileFormatError('markup (HTML or XML), not a table');
  return detectDelimiter(head);
}

/** A CSV file's text and delimiter, or a FileFormatError when it is not a table. */
export function prepareCsv(data: Uint8Array): { text: string; delimiter: string } {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  if (/^\s*</.test(text)) throw new FileFormatError('markup (HTML or XML), not a table');
  return { text, delimiter: detectDelimiter(text) };
}
