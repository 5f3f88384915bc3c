import type { MeritProposal } from '@parytet/contract/merit-cycles';
import { loadExcelJs } from '../../lib/load-exceljs.ts';

const HEADERS = {
  en: [
    'Employee ID',
    'Gender',
    'Level',
    'Position',
    'Category',
    'FTE',
    'Performance',
    'Base salary (paid, monthly)',
    'Raise (monthly)',
    'Raise %',
    'New base salary (paid, monthly)',
    'New base salary (full-time equivalent)',
    'Source',
    'Reason',
  ],
  pl: [
    'ID pracownika',
    'Płeć',
    'Poziom',
    'Stanowisko',
    'Kategoria',
    'Etat',
    'Ocena',
    'Wynagrodzenie zasadnicze (wypłacane, miesięcznie)',
    'Podwyżka (miesięcznie)',
    'Podwyżka %',
    'Nowe wynagrodzenie zasadnicze (wypłacane, miesięcznie)',
    'Nowe wynagrodzenie zasadnicze (w przeliczeniu na pełny etat)',
    'Źródło',
    'Uzasadnienie',
  ],
} as const;

const WORDS = {
  en: {
    female: 'Female',
    male: 'Male',
    guidelines: 'Merit matrix',
    manual: 'Edited',
    optimiser: 'Optimiser',
    sheet: 'Raises',
    summary: 'Summary',
    total: 'Total monthly raise',
    people: 'People raised',
    cycle: 'Merit cycle',
    effective: 'Effective on',
    currency: 'Currency',
  },
  pl: {
    female: 'Kobieta',
    male: 'Mężczyzna',
    guidelines: 'Macierz podwyżek',
    manual: 'Zmieniona',
    optimiser: 'Optymalizator',
    sheet: 'Podwyżki',
    summary: 'Podsumowanie',
    total: 'Suma podwyżek miesięcznie',
    people: 'Osoby z podwyżką',
    cycle: 'Przegląd wynagrodzeń',
    effective: 'Obowiązuje od',
    currency: 'Waluta',
  },
} as const;

/**
 * The payroll workbook: one row per person with a raise, every amount a number cell (never a
 * formula, never text), the totals written as numbers too.
 */
export async function meritWorkbook(
  cycle: { name: string; effective_on: string; currency: string },
  proposals: readonly MeritProposal[],
  lang: 'en' | 'pl',
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const words = WORDS[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.sheet);
  sheet.addRow([...HEADERS[lang]]).font = { bold: true };
  let total = 0;
  let people = 0;
  for (const p of proposals) {
    if (p.raise_amount <= 0) continue;
    total += Math.round(p.raise_amount * 100);
    people++;
    sheet.addRow([
      p.employee_id,
      words[p.gender],
      p.level,
      p.position,
      p.category,
      p.fte,
      p.performance ?? '',
      p.base_salary,
      p.raise_amount,
      p.raise_percent,
      p.new_base_salary,
      p.new_base_salary_fte,
      words[p.source],
      p.reason ?? '',
    ]);
  }
  for (const column of [8, 9, 11, 12]) sheet.getColumn(column).numFmt = '#,##0.00';
  sheet.columns.forEach((column) => (column.width = 18));
  const summary = workbook.addWorksheet(words.summary);
  summary.addRows([
    [words.cycle, cycle.name],
    [words.effective, cycle.effective_on],
    [words.currency, cycle.currency],
    [words.people, people],
    [words.total, total / 100],
  ]);
  summary.getColumn(1).width = 32;
  summary.getColumn(2).width = 24;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
