import { describe, expect, it } from 'vitest';
import { csvFile, HEADER, validRows, xlsFile, xlsxFile } from '#test/helpers/build-files.ts';
import { computeReports } from '#compute/compute-reports.ts';
import { countRecords, processSalaryFile } from '#process-salary-file.ts';
import { readSalaryFile } from '#read-salary-file.ts';
import { rowsOf } from '#table-rows.ts';

const POLISH_HEADER = [
  'ID',
  'Płeć',
  'Poziom',
  'Stanowisko',
  'Lokalizacja',
  'Dni wolne',
  'Wynagrodzenie zasadnicze',
  'Premie i benefity',
];

describe('readSalaryFile', () => {
  it('reads a Polish Excel CSV: Windows-1250, semicolons, Polish names, values and numbers', async () => {
    const data = csvFile(
      [
        POLISH_HEADER,
        [' P-1 ', 'Kobieta', 'L1', 'Księgowa', 'Kraków', '', '12\u00a0345,67', ''],
        ['P-2', 'MĘŻCZYZNA', 'L1', 'Księgowy', '', '2,5', '12 000', '1 200,50'],
        ['P-3', 'mezczyzna', 'L10', 'Główny księgowy', 'Łódź', '0', '15000,5', '0'],
      ],
      { delimiter: ';', encoding: 'windows-1250' },
    );
    const read = await readSalaryFile(data, 'wynagrodzenia.csv');
    expect(read.ok && { ok: true, rows: rowsOf(read.table) }).toEqual({
      ok: true,
      rows: [
        {
          id: 'P-1',
          gender: 'female',
          level: 'L1',
          position: 'Księgowa',
          location: 'Kraków',
          daysOff: 0,
          baseSalary: 12345.67,
          bonuses: 0,
        },
        {
          id: 'P-2',
          gender: 'male',
          level: 'L1',
          position: 'Księgowy',
          location: null,
          daysOff: 2.5,
          baseSalary: 12000,
          bonuses: 1200.5,
        },
        {
          id: 'P-3',
          gender: 'male',
          level: 'L10',
          position: 'Główny księgowy',
          location: 'Łódź',
          daysOff: 0,
          baseSalary: 15000.5,
          bonuses: 0,
        },
      ],
    });
  });

  it('reads the same people identically from CSV, XLSX and XLS', async () => {
    const rows = validRows();
    const fromCsv = await readSalaryFile(csvFile(rows), 'a.csv');
    const fromXlsx = await readSalaryFile(await xlsxFile(rows), 'a.xlsx');
    const fromXls = await readSalaryFile(xlsFile(rows), 'a.xls');
    expect(fromCsv.ok).toBe(true);
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromXls).toEqual(fromCsv);
  });

  it('takes cached formula results and numeric IDs from a workbook', async () => {
    const rows = validRows();
    (rows[1] as unknown[])[6] = { formula: '2500*2', result: 5000 };
    (rows[2] as unknown[])[0] = 2;
    const read = await readSalaryFile(await xlsxFile(rows as never), 'f.xlsx');
    if (!read.ok) throw new Error(read.code);
    expect(rowsOf(read.table)[0]?.baseSalary).toBe(5000);
    expect(rowsOf(read.table)[1]?.id).toBe('2');
  });

  it('refuses options that make no sense', async () => {
    await expect(readSalaryFile(csvFile(validRows()), 'a.csv', { workingDays: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      readSalaryFile(csvFile(validRows()), 'a.csv', { minGroupSize: 0 }),
    ).rejects.toThrow(RangeError);
    await expect(
      readSalaryFile(csvFile(validRows()), 'a.csv', { maxRecords: 1.5 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('failure precedence and details', () => {
  const rows = (): (string | number | null)[][] => validRows();

  it('a missing value anywhere beats an invalid number in an earlier row', async () => {
    const r = rows();
    (r[1] as unknown[])[6] = 'abc';
    (r[5] as unknown[])[3] = '';
    expect(await readSalaryFile(csvFile(r), 'a.csv')).toEqual({
      ok: false,
      code: 'MISSING_VALUES',
      details: [{ row: 6, column: 'Position', value: null }],
    });
  });

  it('an over-long cell beats missing values; the header beats the record limit', async () => {
    const r = rows();
    (r[1] as unknown[])[0] = '';
    (r[4] as unknown[])[2] = 'L'.repeat(1001);
    expect(await readSalaryFile(csvFile(r), 'a.csv')).toMatchObject({
      code: 'INCORRECT_FILE',
      details: [{ row: 5, column: 'Level' }],
    });
    const wide = [[...HEADER, 'Name'], ...rows().slice(1)];
    expect(await readSalaryFile(csvFile(wide), 'a.csv', { maxRecords: 2 })).toMatchObject({
      code: 'INCORRECT_COLUMN_NAMES',
    });
  });

  it('too many records beats any row problem', async () => {
    const r = rows();
    (r[1] as unknown[])[1] = '';
    expect(await readSalaryFile(csvFile(r), 'a.csv', { maxRecords: 5 })).toMatchObject({
      code: 'TOO_MANY_RECORDS',
    });
  });

  it('row problems beat duplicate IDs, which beat a single gender', async () => {
    const r = rows().map((row, i) =>
      i === 0 ? row : row.map((c, j) => (j === 1 ? 'Male' : j === 0 ? 'same' : c)),
    );
    expect(await readSalaryFile(csvFile(r), 'a.csv')).toMatchObject({ code: 'DUPLICATE_IDS' });
    (r[3] as unknown[])[7] = '-1';
    expect(await readSalaryFile(csvFile(r), 'a.csv')).toMatchObject({ code: 'NEGATIVE_VALUES' });
  });

  it('lists at most 20 places, by row and then by column as they stand in the file', async () => {
    const header = [
      'Gender',
      'ID',
      'Level',
      'Position',
      'Days Off',
      'Base Salary',
      'Bonuses and Benefits',
    ];
    const bad = Array.from({ length: 30 }, (_, i) => ['?', `id${i}`, 'L1', 'P', '0', '5000', '0']);
    bad[0] = ['?', `id0`, 'L1', 'P', '0', '5000', '-1'];
    const result = await readSalaryFile(csvFile([header, ...bad]), 'a.csv');
    if (result.ok) throw new Error('expected a failure');
    expect(result.code).toBe('INCORRECT_GENDERS');
    expect(result.details).toHaveLength(20);
    expect(result.details.map((d) => d.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const twoInOneRow = [
      header,
      ['X', '', '', 'P', '0', '5000', '0'],
      ...validRows()
        .slice(1)
        .map((r) => [r[1], r[0], r[2], r[3], r[5], r[6], r[7]]),
    ];
    const both = await readSalaryFile(csvFile(twoInOneRow as never), 'a.csv');
    expect(both).toEqual({
      ok: false,
      code: 'MISSING_VALUES',
      details: [
        { row: 2, column: 'ID', value: null },
        { row: 2, column: 'Level', value: null },
      ],
    });
  });
});

describe('processSalaryFile and countRecords', () => {
  it('computes the reports of the rows it read', async () => {
    const data = csvFile(validRows());
    const processed = await processSalaryFile(data, 'a.csv', { minGroupSize: 2 });
    const read = await readSalaryFile(data, 'a.csv');
    if (!processed.ok || !read.ok) throw new Error('expected success');
    expect(processed.reports).toEqual(computeReports(read.table, { minGroupSize: 2 }));
    expect(processed.reports.records).toBe(6);
  });

  it('counts data rows without validating them and stops past the limit', async () => {
    const r = validRows();
    (r[2] as unknown[])[1] = 'nobody';
    const data = Buffer.concat([csvFile(r), Buffer.from('\r\n\r\n')]);
    expect(await countRecords(data, 'a.csv')).toEqual({ ok: true, records: 6 });
    expect(await countRecords(data, 'a.csv', { maxRecords: 4 })).toEqual({
      ok: false,
      code: 'TOO_MANY_RECORDS',
      details: [{ row: 6, column: null, value: null }],
    });
    expect(await countRecords(await xlsxFile(r), 'a.xlsx')).toEqual({ ok: true, records: 6 });
    expect(await countRecords(xlsFile(r), 'a.xls')).toEqual({ ok: true, records: 6 });
    expect(await countRecords(csvFile([HEADER]), 'a.csv')).toEqual({ ok: true, records: 0 });
  });
});
