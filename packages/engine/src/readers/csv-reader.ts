import { FileFormatError } from '#failure.ts';
import type { ReadLimits, RowSink } from './cell.ts';
import { type FastCsvRow, parseCsv } from './csv-parse.ts';
import { decodeText } from './decode-text.ts';

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

/** Streams the rows of a CSV buffer into `sink`; row numbers are record numbers (header = 1). */
export function readCsv(
  data: Uint8Array,
  sink: RowSink,
  limits: ReadLimits,
  fastRow?: FastCsvRow,
): void {
  const { text, delimiter } = prepareCsv(data);
  parseCsv(text, delimiter, limits, sink, fastRow);
}

/** A CSV file's text and delimiter, or a FileFormatError when it is not a table. */
export function prepareCsv(data: Uint8Array): { text: string; delimiter: string } {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  if (/^\s*</.test(text)) throw new FileFormatError('markup (HTML or XML), not a table');
  return { text, delimiter: detectDelimiter(text) };
}
