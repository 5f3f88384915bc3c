import { describe, expect, it } from 'vitest';
import { employeeRowAt, processSalaryFile, readSalaryFile, rowsOf } from '#index.ts';
import { build, edit, type Rows } from './corpus/corpus-helpers.ts';
import { csvFile, HEADER, validRows, xlsFile, xlsxFile } from './helpers/build-files.ts';
import { rawXlsx, rowXml } from './helpers/raw-xlsx.ts';

// Amounts within bounds and exact, rows that do not fit the header, and
// encodings and characters PostgreSQL cannot hold.

const csvOf = (rows: Rows) => build('csv', rows) as Buffer;
const csvText = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'));
const salaries = async (data: Buffer, name = 'a.csv') => {
  const read = await readSalaryFile(data, name);
  if (!read.ok) throw new Error(`${read.code} ${JSON.stringify(read.details)}`);
  return rowsOf(read.table).map((r) => [r.baseSalary, r.bonuses]);
};

describe('amounts', () => {
  it.each([
    ['10000000.01', 'Base Salary'],
    ['100000000000000000', 'Base Salary'],
    ['90000000000000', 'Base Salary'],
    ['99999999999999999999999999999999', 'Base Salary'],
  ])('refuses a monthly Base Salary of %s as INVALID_NUMERIC', async (value, column) => {
    const result = await processSalaryFile(csvOf(edit(2, column, value)), 'a.csv');
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_NUMERIC',
      details: [{ row: 3, column, value }],
    });
  });

  it('refuses yearly Bonuses and Benefits above 120 000 000, in every reader', async () => {
    const rows = edit(5, 'Bonuses and Benefits', 120_000_000.01);
    const expected = { row: 6, column: 'Bonuses and Benefits', value: '120000000.01' };
    for (const [data, name] of [
      [csvOf(rows), 'a.csv'],
      [await xlsxFile(rows), 'a.xlsx'],
      [xlsFile(rows), 'a.xls'],
    ] as const) {
      expect(await processSalaryFile(data, name)).toEqual({
        ok: false,
        code: 'INVALID_NUMERIC',
        details: [expected],
      });
    }
  });

  it('accepts the ceilings themselves and computes them exactly', async () => {
    const rows = validRows().map((r, i) =>
      i === 0 ? r : r.map((c, j) => (j === 6 ? 10_000_000 : j === 7 ? 120_000_000 : c)),
    );
    const result = await processSalaryFile(csvFile(rows), 'a.csv');
    if (!result.ok) throw new Error(result.code);
    expect(result.reports.base.mean.base_salary.women).toBe(10_000_000);
    expect(result.reports.base.mean.salary_with_bonuses.men).toBe(20_000_000);
    expect(employeeRowAt(result.reports.employees, 0)).toMatchObject({
      salary: 10_000_000,
      position_mean_salary: 10_000_000,
      salary_difference: 0,
      pay_gap: 0,
    });
  });

  it('rounds amounts with more than 2 decimals half away from zero to cents as they are read', async () => {
    const rows = edit(1, 'Base Salary', '5000.005', edit(2, 'Base Salary', '5200,004'));
    const read = await salaries(csvOf(edit(3, 'Bonuses and Benefits', '1 200,125', rows)));
    expect(read.slice(0, 3)).toEqual([
      [5000.01, 1200],
      [5200, 0],
      [8000, 1200.13],
    ]);
    // A numeric cell as Excel stores 4500.005 (a hair below it in binary) rounds the same way.
    const xlsx = await xlsxFile(edit(1, 'Base Salary', 4500.005));
    expect((await salaries(xlsx, 'a.xlsx'))[0]).toEqual([4500.01, 1200]);
  });

  it('refuses a Base Salary that rounds to zero cents as NEGATIVE_VALUES', async () => {
    const result = await processSalaryFile(csvOf(edit(1, 'Base Salary', '0.004')), 'a.csv');
    expect(result).toMatchObject({ ok: false, code: 'NEGATIVE_VALUES' });
  });
});

describe('rows that do not fit the header', () => {
  const lines = (extra: string) =>
    csvText(
      [
        'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits',
        '1,Female,Prof,Discipline A,,0,5000,0',
        '2,Female,Prof,Discipline A,,0,5100,0',
        '3,Female,Prof,Discipline B,,0,5200,0',
        extra,
        '5,Male,Prof,Discipline A,,0,5300,0',
        '6,Male,Prof,Discipline B,,0,5400,0',
        '',
      ].join('\n'),
    );

  it('refuses a row with a value past the header (the salary once became 1)', async () => {
    const result = await processSalaryFile(lines('4,Male,Prof,Discipline B,,0,1,5,0'), 'a.csv');
    expect(result).toEqual({
      ok: false,
      code: 'FIELD_COUNT_MISMATCH',
      details: [{ row: 5, column: null, value: null }],
    });
  });

  it('refuses a row with fewer fields than the header', async () => {
    const result = await processSalaryFile(lines('4,Male,Prof,Discipline B,0,5000,0'), 'a.csv');
    expect(result).toMatchObject({ ok: false, code: 'FIELD_COUNT_MISMATCH' });
  });

  it('accepts extra trailing empty fields, as Excel exports write them', async () => {
    const result = await processSalaryFile(
      lines('4,Male,Prof,Discipline B,,0,5000,0,, ,'),
      'a.csv',
    );
    expect(result.ok).toBe(true);
  });

  it('keeps ignoring a column the header leaves unnamed', async () => {
    const text = [
      'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,',
      ...validRows()
        .slice(1)
        .map((r) => `${r.map((c) => c ?? '').join(',')},note`),
      '',
    ].join('\n');
    expect((await processSalaryFile(csvText(text), 'a.csv')).ok).toBe(true);
  });

  it('names every such row, by its Excel row number, at most 20', async () => {
    const rows = [HEADER.join(',')];
    for (let i = 1; i <= 30; i++) rows.push(`${i},${i % 2 ? 'Female' : 'Male'},L1,P,,0,5000,0,x`);
    const result = await processSalaryFile(csvText(rows.join('\n')), 'a.csv');
    if (result.ok) throw new Error('accepted');
    expect(result.code).toBe('FIELD_COUNT_MISMATCH');
    expect(result.details.map((d) => d.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('wins over the codes its shifted values would give', async () => {
    const result = await processSalaryFile(lines('4,Male,Prof,Discipline B,,x,y,z,0'), 'a.csv');
    expect(result).toMatchObject({ ok: false, code: 'FIELD_COUNT_MISMATCH' });
  });

  it('refuses a spreadsheet cell with a value past the header, not an empty one', async () => {
    const extra = validRows().map((r, i) => (i === 3 ? [...r, 'stray'] : r));
    for (const [data, name] of [
      [await xlsxFile(extra), 'a.xlsx'],
      [xlsFile(extra), 'a.xls'],
    ] as const) {
      expect(await processSalaryFile(data, name)).toEqual({
        ok: false,
        code: 'FIELD_COUNT_MISMATCH',
        details: [{ row: 4, column: null, value: null }],
      });
    }
    const emptyPast = rawXlsx({
      sheetData:
        rowXml(1, HEADER) +
        rowXml(2, ['1', 'Female', 'L1', 'P', null, 0, 5000, 0]).replace(
          '</row>',
          '<c r="J2" s="1"/><c r="K2" t="inlineStr"><is><t> </t></is></c></row>',
        ) +
        rowXml(3, ['2', 'Male', 'L1', 'P', null, 0, 5000, 0]),
    });
    expect((await processSalaryFile(emptyPast, 'a.xlsx')).ok).toBe(true);
  });
});

describe('encodings and characters a database cannot hold', () => {
  const text = validRows()
    .map((r) => r.map((c) => c ?? '').join(','))
    .join('\r\n');
  const utf32 = (s: string, littleEndian: boolean, bom: boolean) => {
    const points = [...(bom ? '\ufeff' : ''), ...s].map((ch) => ch.codePointAt(0) ?? 0);
    const out = Buffer.alloc(points.length * 4);
    points.forEach((p, i) =>
      littleEndian ? out.writeUInt32LE(p, i * 4) : out.writeUInt32BE(p, i * 4),
    );
    return out;
  };
  const utf16 = (s: string, littleEndian: boolean, bom: boolean) => {
    const le = Buffer.from((bom ? '\ufeff' : '') + s, 'utf16le');
    return littleEndian ? le : le.swap16();
  };

  it.each([
    ['UTF-32 LE with BOM', utf32(text, true, true)],
    ['UTF-32 BE with BOM', utf32(text, false, true)],
    ['UTF-32 LE without BOM', utf32(text, true, false)],
    ['UTF-32 BE without BOM', utf32(text, false, false)],
    ['UTF-16 LE without BOM', utf16(text, true, false)],
    ['UTF-16 BE without BOM', utf16(text, false, false)],
    ['UTF-16 BE with BOM', utf16(text, false, true)],
  ])('reads %s like UTF-8', async (_name, data) => {
    const expected = await readSalaryFile(Buffer.from(text), 'a.csv');
    expect(await readSalaryFile(data, 'a.csv')).toEqual(expected);
    expect(expected.ok).toBe(true);
  });

  it('names the row of a cell holding a NUL byte in a CSV file, without the character', async () => {
    const row = text.split('\r\n').findIndex((line) => line.includes('Analyst')) + 1;
    const data = Buffer.from(text.replace('Analyst', 'Ana\u0000lyst'));
    const result = await processSalaryFile(data, 'a.csv');
    expect(result).toEqual({
      ok: false,
      code: 'INCORRECT_FILE',
      details: [{ row, column: null, value: 'Ana\ufffdlyst' }],
    });
    expect(JSON.stringify(result)).not.toMatch(/\\u0000/);
    // Many NUL bytes are binary content, refused as a whole.
    const binary = Buffer.from(text.replaceAll(',', ',\u0000'));
    expect(await processSalaryFile(binary, 'a.csv')).toEqual({
      ok: false,
      code: 'INCORRECT_FILE',
      details: [],
    });
  });

  it('reads a header cell followed by 10 KB of spaces as that header (headers are trimmed)', async () => {
    const [header, ...rest] = text.split('\r\n');
    const cells = (header ?? '').split(',');
    cells[1] = `${cells[1] ?? ''}${' '.repeat(10_240)}`;
    const padded = [cells.join(','), ...rest].join('\r\n');
    const expected = await processSalaryFile(Buffer.from(text), 'a.csv');
    expect(expected.ok).toBe(true);
    expect(await processSalaryFile(Buffer.from(padded), 'a.csv')).toEqual(expected);
    // Still refused: a header cell whose text itself is too long.
    cells[1] = 'x'.repeat(10_240);
    const long = [cells.join(','), ...rest].join('\r\n');
    expect(await processSalaryFile(Buffer.from(long), 'a.csv')).toMatchObject({
      ok: false,
      code: 'INCORRECT_FILE',
    });
  });

  it.each([
    ['a NUL inside a UTF-16 cell', utf16(text.replace('Analyst', 'Ana\u0000lyst'), true, true)],
    [
      'UTF-32 with an impossible code point',
      Buffer.concat([utf32(text, true, true), Buffer.from([0, 0, 0x11, 0])]),
    ],
  ])('refuses %s as INCORRECT_FILE', async (_name, data) => {
    expect(await processSalaryFile(data, 'a.csv')).toMatchObject({
      ok: false,
      code: 'INCORRECT_FILE',
    });
  });

  it.each([
    ['_x0000_', 'Ana\ufffdlyst'],
    ['_xD800_', 'Ana\ufffdlyst'],
  ])(
    'refuses a spreadsheet cell holding %s, naming it without the character',
    async (escape, shown) => {
      const data = rawXlsx({
        sheetData:
          rowXml(1, HEADER) +
          rowXml(2, ['1', 'Female', 'L1', `Ana${escape}lyst`, null, 0, 5000, 0]) +
          rowXml(3, ['2', 'Male', 'L1', 'P', null, 0, 5000, 0]),
      });
      const result = await processSalaryFile(data, 'a.xlsx');
      expect(result).toEqual({
        ok: false,
        code: 'INCORRECT_FILE',
        details: [{ row: 2, column: null, value: shown }],
      });
      expect(JSON.stringify(result)).not.toMatch(/\\u0000|\\ud800/);
    },
  );
});
