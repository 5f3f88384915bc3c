import { describe, expect, it } from 'vitest';
import { SALARY_FILE_COLUMNS, SALARY_FILE_OPTIONAL_COLUMNS } from '@parytet/contract/salary-file';
import { collectRows } from '#test/helpers/collect.ts';
import { employeeRows } from '#compute/employees-report.ts';
import { processSalaryFile } from '#process-salary-file.ts';
import { exampleFileName, generateExampleWorkbook } from './example-workbook.ts';

describe('example workbook', () => {
  it('is named per language', () => {
    expect(exampleFileName('pl')).toBe('przykladowy-raport.xlsx');
    expect(exampleFileName('en')).toBe('example-report.xlsx');
  });

  it.each(['en', 'pl'] as const)('round-trips through processSalaryFile (%s)', async (lang) => {
    const data = await generateExampleWorkbook(lang);
    const result = await processSalaryFile(data, exampleFileName(lang));
    if (!result.ok) throw new Error(`${result.code} ${JSON.stringify(result.details)}`);
    const { records, levels, positions, base, adjusted } = result.reports;
    expect(records).toBe(120);
    expect(levels).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(positions).toHaveLength(15);
    const mean = base.mean.base_salary.pay_gap_percentage ?? 0;
    expect(mean).toBeGreaterThan(5);
    expect(mean).toBeLessThan(12);
    expect(adjusted.w1.every((l) => l.pay_gap_percentage !== null)).toBe(true);
    const locations = new Set([...employeeRows(result.reports.employees)].map((e) => e.location));
    expect([...locations].sort()).toEqual(['Kraków', 'Warszawa', 'Wrocław']);
  });

  it('writes Polish headers and values in the Polish file, English in the English one', async () => {
    const pl = await collectRows(await generateExampleWorkbook('pl'), 'x.xlsx');
    const en = await collectRows(await generateExampleWorkbook('en'), 'x.xlsx');
    expect(pl.rows[0]?.[1]).toEqual([
      'ID',
      'Płeć',
      'Poziom',
      'Stanowisko',
      'Lokalizacja',
      'Dni wolne',
      'Wynagrodzenie zasadnicze',
      'Premie i benefity',
    ]);
    expect(en.rows[0]?.[1]).toEqual([
      'ID',
      'Gender',
      'Level',
      'Position',
      'Location',
      'Days Off',
      'Base Salary',
      'Bonuses and Benefits',
    ]);
    expect(new Set(pl.rows.slice(1).map((r) => r[1][1]))).toEqual(
      new Set(['Kobieta', 'Mężczyzna']),
    );
    expect(new Set(en.rows.slice(1).map((r) => r[1][1]))).toEqual(new Set(['Female', 'Male']));
    // Same people in both: only labels differ.
    expect(pl.rows.slice(1).map((r) => r[1][6])).toEqual(en.rows.slice(1).map((r) => r[1][6]));
  });

  it.each([
    ['en', 'Columns', 'Optional: the column may be left out'],
    ['pl', 'Kolumny', 'Opcjonalna: kolumnę można pominąć'],
  ] as const)(
    'explains every column the engine reads on a second sheet (%s)',
    async (lang, name, optional) => {
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await generateExampleWorkbook(lang)) as unknown as ArrayBuffer);
      expect(book.worksheets.map((w) => w.name)[1]).toBe(name);
      const rows: string[][] = [];
      book.worksheets[1]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
      });
      const named = rows.slice(1).map((r) => r[0]);
      const every = [...SALARY_FILE_COLUMNS, ...SALARY_FILE_OPTIONAL_COLUMNS].map((c) => c[lang]);
      expect(named.slice(0, every.length)).toEqual(every);
      const fte = rows.find((r) => r[0] === (lang === 'pl' ? 'Etat' : 'FTE'));
      expect(fte?.[2]).toBe(optional);
      expect(fte?.[3]).toMatch(lang === 'pl' ? /pełny etat/ : /full-time/);
      // Every column has a line saying what to put in it.
      for (const r of rows.slice(1, every.length + 1)) expect(r[3]?.length).toBeGreaterThan(20);
    },
  );

  it('is still read as a one-sheet file, but a second table is not', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await generateExampleWorkbook('en')) as unknown as ArrayBuffer);
    book.addWorksheet('Sheet3').addRow(['x']);
    const three = Buffer.from(await book.xlsx.writeBuffer());
    const result = await processSalaryFile(three, 'x.xlsx');
    expect(result.ok ? 'ok' : result.code).toBe('TOO_MANY_SHEETS');
  });

  it('is deterministic', async () => {
    const a = await collectRows(await generateExampleWorkbook('pl'), 'x.xlsx');
    const b = await collectRows(await generateExampleWorkbook('pl'), 'x.xlsx');
    expect(a.rows).toEqual(b.rows);
  });
});
