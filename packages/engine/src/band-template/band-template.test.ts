import { describe, expect, it } from 'vitest';
import { readBandTemplate } from './read-band-template.ts';
import { writeBandTemplate, type TemplateRowInput } from './write-band-template.ts';

const rows: TemplateRowInput[] = [
  { level: 'L1', job_family: null, min: 5000, mid: 6000, max: 7000.5 },
  { level: 'L2', job_family: null, min: 6500, mid: 8000, max: 9500 },
  { level: 'L2', job_family: 'Engineering', min: 7000, mid: 8500.25, max: 10000 },
  { level: '03', job_family: null, min: null, mid: null, max: null },
];

const template = (lang: 'en' | 'pl', input = rows) =>
  writeBandTemplate({
    lang,
    currency: 'PLN',
    basis: 'base',
    rows: input,
    levels: ['L1', 'L2', '03'],
  });

/** A filled template as a user would save it: the bands sheet edited through ExcelJS. */
const edited = async (
  edit: (sheet: import('exceljs').Worksheet) => void,
  lang: 'en' | 'pl' = 'en',
) => {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template(lang)) as unknown as ArrayBuffer);
  edit(book.worksheets[0] as import('exceljs').Worksheet);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

describe('the salary bands template, written and read back', () => {
  it('gives back every filled band, numbers as numbers, and leaves the unfilled level out', async () => {
    for (const lang of ['en', 'pl'] as const) {
      const bytes = new Uint8Array(await template(lang));
      const read = await readBandTemplate(bytes, 'template.xlsx', new Set(['L1', 'L2', '03']));
      expect(read).toEqual({ ok: true, bands: rows.slice(0, 3) });
    }
  });

  it('keeps a level typed as text, and reads a filled row and a number typed as text', async () => {
    const bytes = await edited((sheet) => {
      sheet.getRow(5).getCell(3).value = 4000;
      sheet.getRow(5).getCell(4).value = '4 500,50';
      sheet.getRow(5).getCell(5).value = 5000;
    });
    const read = await readBandTemplate(bytes, 'filled.xlsx', new Set(['L1', 'L2', '03']));
    expect(read.ok && read.bands.at(-1)).toEqual({
      level: '03',
      job_family: null,
      min: 4000,
      mid: 4500.5,
      max: 5000,
    });
  });

  it('names the row, the column and the rule of each problem', async () => {
    const bytes = await edited((sheet) => {
      sheet.getRow(2).getCell(3).value = 6500; // min above mid 6000
      sheet.getRow(3).getCell(4).value = 'lots'; // not a number
      sheet.getRow(4).getCell(1).value = 'L9'; // unknown level
      sheet.getRow(5).getCell(3).value = 4000; // min only: mid and max missing
      sheet.addRow(['L1', null, 1, 2, 3.333]); // a repeated band, finer than a cent
      sheet.addRow(['L2', null, -1, 2, 3]);
      sheet.addRow(['L2', 'Ops', 1, 3, 2]);
    });
    const read = await readBandTemplate(bytes, 'filled.xlsx', new Set(['L1', 'L2', '03']));
    expect(read).toEqual({
      ok: false,
      issues: [
        { row: 2, column: 'min', rule: 'min_above_mid' },
        { row: 3, column: 'mid', rule: 'not_a_number' },
        { row: 4, column: 'level', rule: 'unknown_level' },
        { row: 5, column: 'mid', rule: 'missing_value' },
        { row: 5, column: 'max', rule: 'missing_value' },
        { row: 6, column: 'level', rule: 'duplicate_band' },
        { row: 6, column: 'max', rule: 'more_than_two_decimals' },
        { row: 7, column: 'level', rule: 'duplicate_band' },
        { row: 7, column: 'min', rule: 'negative' },
        { row: 8, column: 'mid', rule: 'mid_above_max' },
      ],
    });
  });

  it('accepts any level when the organisation has none to check against', async () => {
    const bytes = await edited((sheet) => {
      sheet.getRow(4).getCell(1).value = 'Senior';
    });
    const read = await readBandTemplate(bytes, 'filled.xlsx', null);
    expect(read.ok && read.bands.map((b) => b.level)).toEqual(['L1', 'L2', 'Senior']);
  });

  it('refuses a file that is not the template, one with nothing filled and one sheet too many', async () => {
    const notTemplate = new TextEncoder().encode('ID,Gender\n1,Female\n');
    expect(await readBandTemplate(notTemplate, 'x.csv', null)).toEqual({
      ok: false,
      issues: [{ row: null, column: null, rule: 'not_a_template' }],
    });
    const empty = new Uint8Array(
      await template('pl', [{ level: 'L1', job_family: null, min: null, mid: null, max: null }]),
    );
    expect(await readBandTemplate(empty, 'x.xlsx', null)).toEqual({
      ok: false,
      issues: [{ row: null, column: null, rule: 'no_bands' }],
    });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await template('en')) as unknown as ArrayBuffer);
    book.addWorksheet('Other');
    const twoTables = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await readBandTemplate(twoTables, 'x.xlsx', null)).toEqual({
      ok: false,
      issues: [{ row: null, column: null, rule: 'too_many_sheets' }],
    });
  });
});
