import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/example/example-data.ts';
import { countRecords, processSalaryFile, type EngineOptions } from '../src/index.ts';
import { repeatedEntry } from './helpers/bombs.ts';
import {
  csvFile,
  HEADER,
  validRows,
  type TestCell,
  xlsFile,
  xlsxFile,
} from './helpers/build-files.ts';
import { rawXlsx, rowXml } from './helpers/raw-xlsx.ts';
import { writeZip } from './helpers/zip-writer.ts';

type Rows = TestCell[][];
type Format = 'csv' | 'xlsx' | 'xls';
type BadFile = {
  name: string;
  file: () => Buffer | Promise<Buffer>;
  fileName: string;
  code: ProcessingErrorCode;
  details?: ErrorDetail[];
  options?: EngineOptions;
};

const col = (name: string): number => HEADER.indexOf(name);

/** The valid rows with one cell changed; `row` counts data rows from 1 (Excel row = row + 1). */
function edit(row: number, column: string, value: TestCell, rows: Rows = validRows()): Rows {
  const copy = rows.map((r) => [...r]);
  (copy[row] as TestCell[])[col(column)] = value;
  return copy;
}

function build(format: Format, rows: Rows, sheets = 1): Buffer | Promise<Buffer> {
  if (format === 'xlsx') return xlsxFile(rows, { sheets });
  if (format === 'xls') return xlsFile(rows, { sheets });
  return csvFile(
    rows.map((r) =>
      r.map((c) => (c instanceof Date ? c.toISOString() : (c as string | number | null))),
    ),
  );
}

/** One bad file per reader for a row-level problem. */
function inEveryFormat(
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

const garbage = (bytes: number, first: number[] = []): Buffer => {
  const random = seededRandom(bytes);
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) out[i] = Math.floor(random() * 256);
  Buffer.from(first).copy(out);
  return out;
};

const longText = 'x'.repeat(100_000);
const truncatedLong = `${'x'.repeat(49)}…`;
const manyRows = (n: number): Rows => [
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

const corpus: BadFile[] = [
  // Header problems.
  ...inEveryFormat(
    'unknown column',
    () => [[...HEADER, 'Name'], ...validRows().slice(1)],
    'INCORRECT_COLUMN_NAMES',
    [{ row: 1, column: 'Name', value: 'Name' }],
  ),
  {
    name: 'csv: missing Base Salary column',
    file: () => csvFile(validRows().map((r) => r.filter((_, i) => i !== col('Base Salary')))),
    fileName: 'bad.csv',
    code: 'INCORRECT_COLUMN_NAMES',
    details: [{ row: 1, column: 'Base Salary', value: null }],
  },
  {
    name: 'csv: duplicated Gender column (Polish name)',
    file: () => csvFile([[...HEADER, 'Płeć'], ...validRows().slice(1)]),
    fileName: 'bad.csv',
    code: 'INCORRECT_COLUMN_NAMES',
    details: [{ row: 1, column: 'Płeć', value: 'Płeć' }],
  },
  {
    name: 'csv: header below blank lines names its own row',
    file: () => Buffer.concat([Buffer.from('\r\n\r\n'), csvFile([[...HEADER, 'PESEL']])]),
    fileName: 'bad.csv',
    code: 'INCORRECT_COLUMN_NAMES',
    details: [{ row: 3, column: 'PESEL', value: 'PESEL' }],
  },
  // Gender problems.
  ...inEveryFormat('unknown gender', () => edit(2, 'Gender', 'F'), 'INCORRECT_GENDERS', [
    { row: 3, column: 'Gender', value: 'F' },
  ]),
  ...inEveryFormat('empty gender', () => edit(4, 'Gender', null), 'INVALID_GENDER', [
    { row: 5, column: 'Gender', value: null },
  ]),
  ...inEveryFormat(
    'numeric gender cell',
    () => edit(1, 'Gender', 1),
    'INVALID_GENDER',
    [{ row: 2, column: 'Gender', value: '1' }],
    ['xlsx', 'xls'],
  ),
  {
    name: 'xlsx: boolean gender cell',
    file: () => xlsxFile(edit(6, 'Gender', true)),
    fileName: 'bad.xlsx',
    code: 'INVALID_GENDER',
    details: [{ row: 7, column: 'Gender', value: 'TRUE' }],
  },
  ...inEveryFormat(
    'one gender only',
    () =>
      validRows().map((r, i) =>
        i === 0 ? r : r.map((c, j) => (j === col('Gender') ? 'kobieta' : c)),
      ),
    'SINGLE_GENDER',
    [{ row: null, column: 'Gender', value: 'Female' }],
  ),
  // Missing values.
  ...inEveryFormat('empty ID', () => edit(1, 'ID', null), 'MISSING_VALUES', [
    { row: 2, column: 'ID', value: null },
  ]),
  ...inEveryFormat(
    'empty Level',
    () => edit(3, 'Level', '  '),
    'MISSING_VALUES',
    [{ row: 4, column: 'Level', value: '  ' }],
    ['csv'],
  ),
  ...inEveryFormat('empty Position', () => edit(6, 'Position', null), 'MISSING_VALUES', [
    { row: 7, column: 'Position', value: null },
  ]),
  ...inEveryFormat('empty Base Salary', () => edit(2, 'Base Salary', null), 'MISSING_VALUES', [
    { row: 3, column: 'Base Salary', value: null },
  ]),
  ...inEveryFormat('header and no data', () => [HEADER], 'MISSING_VALUES', [
    { row: 2, column: null, value: null },
  ]),
  // Numbers.
  ...inEveryFormat('text salary', () => edit(1, 'Base Salary', '5 000 zł'), 'INVALID_NUMERIC', [
    { row: 2, column: 'Base Salary', value: '5 000 zł' },
  ]),
  ...inEveryFormat(
    'date in Base Salary',
    () => edit(3, 'Base Salary', new Date(Date.UTC(2024, 0, 1))),
    'INVALID_NUMERIC',
    [{ row: 4, column: 'Base Salary', value: '2024-01-01' }],
    ['xlsx', 'xls'],
  ),
  ...inEveryFormat(
    'text bonuses',
    () => edit(5, 'Bonuses and Benefits', 'abc'),
    'INVALID_NUMERIC',
    [{ row: 6, column: 'Bonuses and Benefits', value: 'abc' }],
  ),
  {
    name: 'xlsx: #N/A error cell in Base Salary',
    file: () =>
      rawXlsx({
        sheetData:
          rowXml(1, HEADER) +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>1</t></is></c><c r="B2" t="inlineStr"><is><t>Male</t></is></c>' +
          '<c r="C2"><v>1</v></c><c r="D2" t="inlineStr"><is><t>P</t></is></c><c r="G2" t="e"><v>#N/A</v></c></row>',
      }),
    fileName: 'bad.xlsx',
    code: 'INVALID_NUMERIC',
    details: [{ row: 2, column: 'Base Salary', value: '#N/A' }],
  },
  ...inEveryFormat('negative salary', () => edit(1, 'Base Salary', -100), 'NEGATIVE_VALUES', [
    { row: 2, column: 'Base Salary', value: '-100' },
  ]),
  ...inEveryFormat(
    'zero salary',
    () => edit(2, 'Base Salary', '0,00'),
    'NEGATIVE_VALUES',
    [{ row: 3, column: 'Base Salary', value: '0,00' }],
    ['csv'],
  ),
  ...inEveryFormat(
    'negative bonuses',
    () => edit(6, 'Bonuses and Benefits', -5),
    'NEGATIVE_VALUES',
    [{ row: 7, column: 'Bonuses and Benefits', value: '-5' }],
  ),
  ...inEveryFormat('251 days off', () => edit(1, 'Days Off', 251), 'INVALID_DAYS_OFF', [
    { row: 2, column: 'Days Off', value: '251' },
  ]),
  ...inEveryFormat(
    'negative days off',
    () => edit(2, 'Days Off', -1),
    'INVALID_DAYS_OFF',
    [{ row: 3, column: 'Days Off', value: '-1' }],
    ['csv', 'xlsx'],
  ),
  ...inEveryFormat(
    'text days off',
    () => edit(2, 'Days Off', 'dużo'),
    'INVALID_DAYS_OFF',
    [{ row: 3, column: 'Days Off', value: 'dużo' }],
    ['xlsx'],
  ),
  {
    name: 'csv: fewer days off allowed with workingDays 200',
    file: () => build('csv', edit(1, 'Days Off', 201)),
    fileName: 'bad.csv',
    options: { workingDays: 200 },
    code: 'INVALID_DAYS_OFF',
    details: [{ row: 2, column: 'Days Off', value: '201' }],
  },
  // Duplicates.
  ...inEveryFormat('duplicate ID', () => edit(4, 'ID', '2'), 'DUPLICATE_IDS', [
    { row: 3, column: 'ID', value: '2' },
    { row: 5, column: 'ID', value: '2' },
  ]),
  {
    name: 'xlsx: numeric 1 and text "1" are the same ID',
    file: () => xlsxFile(edit(1, 'ID', 6)),
    fileName: 'bad.xlsx',
    code: 'DUPLICATE_IDS',
    details: [
      { row: 2, column: 'ID', value: '6' },
      { row: 7, column: 'ID', value: '6' },
    ],
  },
  // Limits.
  ...(['csv', 'xlsx', 'xls'] as const).map((format) => ({
    name: `${format}: more rows than maxRecords`,
    file: () => build(format, manyRows(12)),
    fileName: `bad.${format}`,
    options: { maxRecords: 10 },
    code: 'TOO_MANY_RECORDS' as const,
    details: [{ row: 12, column: null, value: null }],
  })),
  ...(['xlsx', 'xls'] as const).map((format) => ({
    name: `${format}: two sheets`,
    file: () => build(format, validRows(), 2),
    fileName: `bad.${format}`,
    code: 'TOO_MANY_SHEETS' as const,
    details: [{ row: null, column: null, value: '2' }],
  })),
  // Not a table at all.
  ...(['csv', 'xlsx', 'xls'] as const).map((ext) => ({
    name: `empty .${ext}`,
    file: () => Buffer.alloc(0),
    fileName: `empty.${ext}`,
    code: 'INCORRECT_FILE' as const,
    details: [],
  })),
  {
    name: 'csv: only blank lines',
    file: () => Buffer.from('\r\n , \r\n\r\n'),
    fileName: 'blank.csv',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'binary junk renamed .csv',
    file: () => garbage(64 * 1024),
    fileName: 'junk.csv',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: '10 MB of garbage',
    file: () => garbage(10 * 1024 * 1024),
    fileName: 'garbage.csv',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: '10 MB of garbage behind a zip signature',
    file: () => garbage(10 * 1024 * 1024, [0x50, 0x4b, 3, 4]),
    fileName: 'garbage.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'garbage behind an OLE signature',
    file: () => garbage(512 * 1024, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    fileName: 'garbage.xls',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'truncated xlsx',
    file: async () => (await xlsxFile(validRows())).subarray(0, 3000),
    fileName: 'cut.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'zip without a workbook',
    file: () => writeZip([{ name: 'salaries.csv', data: 'ID\n1\n' }]),
    fileName: 'zip.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'HTML saved as .xls',
    file: () => Buffer.from('<html><body><table><tr><td>ID</td></tr></table></body></html>'),
    fileName: 'export.xls',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'xlsx: shared string index out of range',
    file: () =>
      rawXlsx({
        sharedStrings: ['ID'],
        sheetData: '<row r="1"><c r="A1" t="s"><v>7</v></c></row>',
      }),
    fileName: 'bad.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'xlsx: a cell beyond the last Excel column',
    file: () => rawXlsx({ sheetData: '<row r="1"><c r="XFE1"><v>1</v></c></row>' }),
    fileName: 'bad.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'xlsx: a row that never ends',
    file: () =>
      rawXlsx({
        sheetEntry: repeatedEntry(
          '<worksheet><sheetData><row r="1">',
          '<c><v>1</v></c>'.repeat(4096),
          200,
          '',
        ),
      }),
    fileName: 'bad.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  // Hostile files.
  {
    name: 'zip bomb: a sheet inflating to 1 GB of padding',
    file: () =>
      rawXlsx({
        sheetEntry: repeatedEntry(
          `<worksheet><sheetData>${rowXml(1, HEADER)}`,
          ' '.repeat(1 << 20),
          1024,
          '</sheetData></worksheet>',
        ),
      }),
    fileName: 'bomb.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'zip bomb: shared strings inflating to 1 GB',
    file: () => {
      const sheetData = rowXml(1, HEADER);
      const bomb = repeatedEntry('<sst><si><t>', 'a'.repeat(1 << 20), 1024, '</t></si></sst>');
      return writeZipReplacing(
        rawXlsx({ sheetData, sharedStrings: ['x'] }),
        'xl/sharedStrings.xml',
        bomb,
      );
    },
    fileName: 'bomb.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'a sheet holding a million rows stops at maxRecords',
    file: () =>
      rawXlsx({
        sheetEntry: repeatedEntry(
          `<worksheet><sheetData>${rowXml(1, HEADER)}`,
          '<row><c t="inlineStr"><is><t>1</t></is></c></row>'.repeat(1000),
          1000,
          '</sheetData></worksheet>',
        ),
      }),
    fileName: 'million.xlsx',
    code: 'TOO_MANY_RECORDS',
    details: [{ row: 100_002, column: null, value: null }],
  },
  {
    name: 'a sheet declaring 5 million rows names the far row it really holds',
    file: () =>
      rawXlsx({
        sheetXml:
          `<worksheet><dimension ref="A1:H5000000"/><sheetData>${rowXml(1, HEADER)}` +
          `${rowXml(1_048_576, ['1', 'Other', 'L1', 'P', null, 0, 5000, 0])}</sheetData></worksheet>`,
      }),
    fileName: 'dimension.xlsx',
    code: 'INCORRECT_GENDERS',
    details: [{ row: 1_048_576, column: 'Gender', value: 'Other' }],
  },
  {
    name: "xlsx: a row past Excel's last row",
    file: () => rawXlsx({ sheetData: rowXml(1, HEADER) + rowXml(5_000_000, ['1']) }),
    fileName: 'far.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'xlsx: rows out of order',
    file: () => rawXlsx({ sheetData: rowXml(2, HEADER) + rowXml(1, ['1']) }),
    fileName: 'order.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: "xlsx: 100 million empty rows (capped by Excel's row limit)",
    file: () =>
      rawXlsx({
        sheetEntry: repeatedEntry(
          `<worksheet><sheetData>${rowXml(1, HEADER)}`,
          '<row/>'.repeat(100_000),
          1000,
          '</sheetData></worksheet>',
        ),
      }),
    fileName: 'empty-rows.xlsx',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'csv: 10 MB of empty lines',
    file: () => Buffer.from('\n'.repeat(10 * 1024 * 1024)),
    fileName: 'newlines.csv',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'csv: five million lines of bare delimiters',
    file: () => Buffer.from(';\r\n'.repeat(3 * 1024 * 1024)),
    fileName: 'delimiters.csv',
    code: 'INCORRECT_FILE',
    details: [],
  },
  {
    name: 'csv: a header with five million columns',
    file: () => Buffer.from(`${HEADER.join(',')},${'a,'.repeat(5 * 1024 * 1024)}`),
    fileName: 'wide.csv',
    code: 'INCORRECT_COLUMN_NAMES',
    details: Array.from({ length: 20 }, () => ({ row: 1, column: 'a', value: 'a' })),
  },
  {
    name: 'csv: a million data rows stop at maxRecords',
    file: () => Buffer.from(`${HEADER.join(',')}\n${'1\n'.repeat(1_000_000)}`),
    fileName: 'many.csv',
    code: 'TOO_MANY_RECORDS',
    details: [{ row: 100_002, column: null, value: null }],
  },
  {
    name: 'csv: a quote opened and never closed over 10 MB',
    file: () => Buffer.from(`${HEADER.join(',')}\n"${'x'.repeat(10 * 1024 * 1024)}`),
    fileName: 'quote.csv',
    code: 'INCORRECT_FILE',
    details: [{ row: 2, column: null, value: null }],
  },
  ...inEveryFormat(
    'a 100 000-character cell',
    () => edit(2, 'Position', longText),
    'INCORRECT_FILE',
    [{ row: 3, column: 'Position', value: truncatedLong }],
    ['csv', 'xlsx'],
  ),
  {
    name: 'xlsx: a 100 000-character inline string',
    file: () =>
      rawXlsx({
        sheetData: rowXml(1, HEADER) + rowXml(2, ['1', 'Male', 'L1', longText, null, 0, 1, 0]),
      }),
    fileName: 'long.xlsx',
    code: 'INCORRECT_FILE',
    details: [{ row: 2, column: 'Position', value: truncatedLong }],
  },
  {
    name: 'csv: a 10 MB line of printable text',
    file: () => Buffer.from('abcdefghij'.repeat(1024 * 1024)),
    fileName: 'line.csv',
    code: 'INCORRECT_FILE',
    details: [
      {
        row: 1,
        column: null,
        value: truncatedLong.replace(/x+/, 'abcdefghij'.repeat(5).slice(0, 49)),
      },
    ],
  },
];

/** Rebuilds a package with one entry swapped for a pre-deflated one. */
function writeZipReplacing(
  _original: Buffer,
  name: string,
  entry: ReturnType<typeof repeatedEntry>,
): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return writeZip([
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${ns}"><sheetData>${rowXml(1, HEADER)}</sheetData></worksheet>`,
    },
    { name, ...entry },
  ]);
}

describe('bad files', () => {
  it('covers every processing code the engine can produce, and at least 40 files', () => {
    const codes = new Set(corpus.map((c) => c.code));
    // UNKNOWN_ERROR is the job's answer to a crash; the engine never produces it on purpose.
    expect([...codes].sort()).toEqual(
      [
        'DUPLICATE_IDS',
        'INCORRECT_COLUMN_NAMES',
        'INCORRECT_FILE',
        'INCORRECT_GENDERS',
        'INVALID_DAYS_OFF',
        'INVALID_GENDER',
        'INVALID_NUMERIC',
        'MISSING_VALUES',
        'NEGATIVE_VALUES',
        'SINGLE_GENDER',
        'TOO_MANY_RECORDS',
        'TOO_MANY_SHEETS',
      ].sort(),
    );
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const data = await c.file();
    const started = performance.now();
    const result = await processSalaryFile(data, c.fileName, c.options);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(c.code);
    if (c.details !== undefined) expect(result.details).toEqual(c.details);
    // countRecords reads the same way, so failures of the bytes themselves agree.
    const fileLevel =
      c.code === 'TOO_MANY_SHEETS' ||
      c.code === 'TOO_MANY_RECORDS' ||
      (c.code === 'INCORRECT_FILE' && c.details?.length === 0);
    if (fileLevel) {
      expect(await countRecords(data, c.fileName, c.options)).toEqual({
        ok: false,
        code: c.code,
        details: c.details,
      });
    }
  });
});
