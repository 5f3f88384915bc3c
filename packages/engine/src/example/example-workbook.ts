import { HELP_SHEET_NAMES } from '#readers/help-sheet.ts';
import { COLUMNS } from '#validate/columns.ts';
import { fillColumnsSheet } from './example-columns.ts';
import { exampleEmployees } from './example-data.ts';

export type ExampleLang = 'en' | 'pl';

export const exampleFileName = (lang: ExampleLang): string =>
  lang === 'pl' ? 'przykladowy-raport.xlsx' : 'example-report.xlsx';

const GENDER_LABEL = {
  en: { female: 'Female', male: 'Male' },
  pl: { female: 'Kobieta', male: 'Mężczyzna' },
} as const;

const WIDTHS = [10, 12, 8, 34, 14, 12, 24, 24];

/**
 * The example salary file offered for download: a styled sheet of data, headers in `lang`, and a
 * second sheet explaining every column, required and optional (the reader ignores that sheet).
 */
export async function generateExampleWorkbook(lang: ExampleLang): Promise<Buffer> {
  // Loaded on first use: ExcelJS is large and only this download needs it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Parytet';
  // A fixed date keeps the file byte-for-byte stable between downloads.
  workbook.created = new Date(Date.UTC(2024, 0, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(lang === 'pl' ? 'Wynagrodzenia' : 'Salaries', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c, i) => ({
    header: lang === 'pl' ? c.pl : c.en,
    width: WIDTHS[i] ?? 14,
  }));
  for (const e of exampleEmployees(lang)) {
    sheet.addRow([
      e.id,
      GENDER_LABEL[lang][e.gender],
      e.level,
      e.position,
      e.location,
      e.daysOff,
      e.baseSalary,
      e.bonuses,
    ]);
  }
  for (const col of [7, 8]) sheet.getColumn(col).numFmt = '#,##0.00';
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2F5597' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 30;
  sheet.autoFilter = { from: 'A1', to: 'H1' };
  fillColumnsSheet(workbook.addWorksheet(HELP_SHEET_NAMES[lang]), lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
