import { repeatedEntry } from '../helpers/bombs.ts';
import { validRows, xlsxFile } from '../helpers/build-files.ts';
import { rawXlsx } from '../helpers/raw-xlsx.ts';
import { writeZip } from '../helpers/zip-writer.ts';
import { type BadFile, build, garbage, manyRows } from './corpus-helpers.ts';

/** Limits and files that are not a salary table at all. */
export const fileCases: BadFile[] = [
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
];
