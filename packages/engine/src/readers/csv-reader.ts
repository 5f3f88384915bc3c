import Papa from 'papaparse';
import { FileFormatError } from '../failure.ts';
import type { ReadLimits, RowSink } from './cell.ts';
import { decodeText } from './decode-text.ts';

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter is the one used most, outside quotes, on the first non-blank line. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  let seenContent = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (seenContent) break;
    } else if (!inQuotes && counts.has(ch)) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
      seenContent = true;
    } else if (ch.trim() !== '') seenContent = true;
  }
  let best: string = ',';
  let bestCount = 0;
  for (const [d, n] of counts) {
    if (n > bestCount) [best, bestCount] = [d, n];
  }
  return best;
}

/** Streams the rows of a CSV buffer into `sink`; row numbers are record numbers (header = 1). */
export function readCsv(data: Uint8Array, sink: RowSink, limits: ReadLimits): void {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  if (/^\s*</.test(text)) throw new FileFormatError('markup (HTML or XML), not a table');
  let rowNumber = 0;
  let problem: FileFormatError | null = null;
  Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      rowNumber++;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        problem = new FileFormatError('a quoted field is never closed', {
          row: rowNumber,
          column: null,
          value: null,
        });
        parser.abort();
        return;
      }
      const cells =
        result.data.length > limits.columns ? result.data.slice(0, limits.columns) : result.data;
      if (!sink(rowNumber, cells)) parser.abort();
    },
  });
  if (problem !== null) throw problem;
}
