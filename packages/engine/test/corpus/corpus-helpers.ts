import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import { seededRandom } from '#example/example-data.ts';
import type { EngineOptions } from '#index.ts';
import {
  csvFile,
  HEADER,
  validRows,
  type TestCell,
  xlsFile,
  xlsxFile,
} from '../helpers/build-files.ts';

export type Rows = TestCell[][];
export type Format = 'csv' | 'xlsx' | 'xls';
export type BadFile = {
  name: string;
  file: () => Buffer | Promise<Buffer>;
  fileName: string;
  code: ProcessingErrorCode;
  details?: ErrorDetail[];
  options?: EngineOptions;
};

export const col = (name: string): number => HEADER.indexOf(name);

/** The valid rows with one cell changed; `row` counts data rows from 1 (Excel row = row + 1). */
export function edit(row: number, column: string, value: TestCell, rows: Rows = validRows()): Rows {
  const copy = rows.map((r) => [...r]);
  (copy[row] as TestCell[])[col(column)] = value;
  return copy;
}

export function build(format: Format, rows: Rows, sheets = 1): Buffer | Promise<Buffer> {
  if (format === 'xlsx') return xlsxFile(rows, { sheets });
  if (format === 'xls') return xlsFile(rows, { sheets });
  return csvFile(
    rows.map((r) =>
      r.map((c) => (c instanceof Date ? c.toISOString() : (c as string | number | null))),
    ),
  );
}

/** One bad file per reader for a row-level problem. */
export function inEveryFormat(
  name: string,
  rows: () => Rows,
  code: ProcessingErrorCode,
  details: ErrorDetail[],
  formats: Format[] = ['csv', 'xlsx', 'xls'],
): BadFile[] {
  return formats.map((format) => ({
    name: `${format}: ${name}`,
    file: () => build(format, rows()),
    fileName: `bad.${format}`,
    code,
    details,
  }));
}

export const garbage = (bytes: number, first: number[] = []): Buffer => {
  const random = seededRandom(bytes);
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) out[i] = Math.floor(random() * 256);
  Buffer.from(first).copy(out);
  return out;
};

export const longText = 'x'.repeat(100_000);
export const truncatedLong = `${'x'.repeat(49)}…`;
export const manyRows = (n: number): Rows => [
  HEADER,
  ...Array.from({ length: n }, (_, i) => [
    `id${i}`,
    i % 2 ? 'Male' : 'Female',
    'L1',
    'P',
    null,
    0,
    5000,
    0,
  ]),
];
