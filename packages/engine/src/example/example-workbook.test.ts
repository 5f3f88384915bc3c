import { describe, expect, it } from 'vitest';
import { collectRows } from '../../test/helpers/collect.ts';
import { employeeRows } from '../compute/employees-report.ts';
import { processSalaryFile } from '../process-salary-file.ts';
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

  it('is deterministic', async () => {
    const a = await collectRows(await generateExampleWorkbook('pl'), 'x.xlsx');
    const b = await collectRows(await generateExampleWorkbook('pl'), 'x.xlsx');
    expect(a.rows).toEqual(b.rows);
  });
});
