import { csvFile, HEADER, validRows, xlsxFile } from '../helpers/build-files.ts';
import { rawXlsx, rowXml } from '../helpers/raw-xlsx.ts';
import { type BadFile, build, col, edit, inEveryFormat } from './corpus-helpers.ts';

/** Header and per-row problems, one file per reader where the reader matters. */
export const rowCases: BadFile[] = [
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
    [{ row: 4, column: 'Level', value: null }],
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
];
