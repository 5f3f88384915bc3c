import { repeatedEntry } from '../helpers/bombs.ts';
import { HEADER } from '../helpers/build-files.ts';
import { rawXlsx, rowXml } from '../helpers/raw-xlsx.ts';
import { writeZip } from '../helpers/zip-writer.ts';
import { type BadFile, edit, inEveryFormat, longText, truncatedLong } from './corpus-helpers.ts';

/** Files built to hurt: bombs, huge declared sizes, huge cells, endless lines. */
export const hostileCases: BadFile[] = [
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
